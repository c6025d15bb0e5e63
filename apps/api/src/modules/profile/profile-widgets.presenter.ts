/** Rows → the profile widgets as one viewer may see them. */
import { badgesFor, type ProfileWidgets } from '@noticeboard/shared';
import { shortName } from '../consent/child-listing.policy';
import type { ProfileVisibility } from './profile.policy';
import type { ProfileOwnerRow } from './profile.repository';
import type { ActivityRow, WidgetCollabRow, WidgetPostRow } from './profile-widgets.repository';

/** A post without a title is named by the start of its text, cut at a word. */
const TITLE_CHARS = 80;

export function postTitle(row: Pick<WidgetPostRow, 'title' | 'excerpt'>): string {
  const title = row.title?.trim();
  if (title) return title;
  const text = row.excerpt.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_CHARS) return text || 'A post';
  const cut = text.slice(0, TITLE_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface WidgetParts {
  owner: ProfileOwnerRow;
  visibility: ProfileVisibility;
  activity: ActivityRow;
  currentStreakDays: number;
  posts: WidgetPostRow[];
  collabs: WidgetCollabRow[];
}

export function presentProfileWidgets(parts: WidgetParts): ProfileWidgets {
  const { owner, visibility, activity } = parts;
  return {
    owner: {
      name: visibility.shortName ? shortName(owner.name) : owner.name,
      customUrl: owner.customUrl,
      isSelf: visibility.self,
    },
    activity: {
      postsPublished: activity.postsPublished,
      comments: activity.comments,
      likesReceived: activity.likesReceived,
      quizzesSubmitted: activity.quizzesSubmitted,
      practiceAnswered: activity.practiceAnswered,
      currentStreakDays: parts.currentStreakDays,
      lastActiveAt: iso(activity.lastActiveAt),
    },
    posts: parts.posts.map((row) => ({
      slug: row.slug,
      title: postTitle(row),
      kind: row.feedKind,
      postType: row.postType,
      publishedAt: iso(row.publishedAt) ?? '',
    })),
    collabs: parts.collabs.map((row) => ({
      slug: row.slug,
      title: row.title,
      role: row.role,
      publishedAt: iso(row.publishedAt) ?? '',
    })),
    badges: badgesFor({
      quizzesSubmitted: activity.quizzesSubmitted,
      bestStreakDays: activity.bestStreakDays,
      perfectScores: activity.perfectScores,
      practiceAnswered: activity.practiceAnswered,
    }),
  };
}
