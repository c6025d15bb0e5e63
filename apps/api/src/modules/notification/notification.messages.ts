/**
 * What each notification says and where it leads, from the facts the event's module hands over. Pure: the words of
 * every kind in one place, tested apart. The caller has already named people as the recipient may see them
 * (a child outside their school is "Asha K." or "A student"), and never passes another school's data.
 */
import { type FeedKind, MODERATION_MESSAGES, type NotificationKind } from '@noticeboard/shared';

/** The post an event is about, as its own author (or a reporter who saw it) knows it. */
export interface PostRef {
  slug: string;
  feedKind: FeedKind;
  title: string | null;
  /** The post's plain text. */
  text: string;
}

interface Base {
  recipientId: string;
  /** The school the event happened in (null for individuals and global events). */
  instituteId: string | null;
  /** Who caused it; nobody is told of their own action. Null for the system (a job). */
  actorId: string | null;
}

export type NotificationEvent = Base &
  (
    | { kind: 'POST_APPROVED'; post: PostRef; everyone: boolean }
    | { kind: 'POST_DECLINED'; post: PostRef }
    | { kind: 'POST_DELETED'; post: Pick<PostRef, 'title' | 'text'> }
    | { kind: 'POST_REMOVED'; post: PostRef }
    | { kind: 'REPORT_REVIEWED'; post: PostRef; removed: boolean }
    | { kind: 'COMMENT'; post: PostRef; commenterName: string; comment: string }
    | { kind: 'QUIZ_RESULT'; resultPath: string; right: number; questions: number }
    | { kind: 'ASSIGNMENT_SET'; assignment: AssignmentRef; closesAt: string }
    | { kind: 'ASSIGNMENT_GRADED'; assignment: AssignmentRef; score: number; maxScore: number }
    | { kind: 'ASSIGNMENT_REJECTED'; assignment: AssignmentRef; reason: string }
    | { kind: 'MAGAZINE_PIECE'; piece: MagazinePieceRef }
    | { kind: 'BIRTHDAY_WISH'; wish: BirthdayWishRef }
  );

/** A birthday wish as its birthday person reads it: who sent it (first name) and what. */
export interface BirthdayWishRef {
  fromFirstName: string;
  /** The message, or the sticker's words when a sticker was sent. */
  text: string;
  path: string;
}

/** The author's magazine piece at a step of its path, with the page that shows it. */
export interface MagazinePieceRef {
  title: string;
  step: 'RETURNED' | 'DECLINED' | 'APPROVED' | 'PUBLISHED';
  /** The teacher's comment or the committee's reason, when there is one. */
  note: string;
  path: string;
}

const MAGAZINE_STEP_TITLES: Record<MagazinePieceRef['step'], string> = {
  RETURNED: 'Your teacher asked for changes',
  DECLINED: 'Your magazine piece was not chosen',
  APPROVED: 'Your magazine piece was approved',
  PUBLISHED: 'Your piece is in the school magazine',
};

/** The assignment an event is about, as its student sees it. */
export interface AssignmentRef {
  title: string;
  /** `assessment` or `Q&A assignment` (ASSIGNMENT_TYPE_LABELS, lower case). */
  kindLabel: string;
  /** The student's page of it: `/attempt-assignment/{customUrl}` or `/assessment-details/{assignmentCode}`. */
  path: string;
}

export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  linkPath: string | null;
}

/** "Our class garden grew…" — one line, at most `max` characters. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Where a post is read: forum threads on the forum's pages, every other kind on the community's. */
export function postLinkOf(post: Pick<PostRef, 'slug' | 'feedKind'>): string {
  const slug = encodeURIComponent(post.slug);
  return post.feedKind === 'forum' ? `/forum/details/${slug}` : `/community/details/${slug}`;
}

/** The member's own waiting, rejected and expired posts (`/pending-approval`, "My pending posts"). */
export const MY_PENDING_POSTS_PATH = '/pending-approval?view=mine';

const named = (post: Pick<PostRef, 'title' | 'text'>) => {
  const words = excerpt(post.title || post.text);
  return words ? `“${words}”` : 'your post';
};

/** A sentence's first letter in capitals ("your post …" → "Your post …"). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function notificationText(event: NotificationEvent): NotificationText {
  const { kind } = event;
  switch (event.kind) {
    case 'POST_APPROVED':
      return {
        kind,
        title: 'Your post was approved',
        body: `${sentence(named(event.post))} is now in ${event.everyone ? 'the community for everyone to see' : "your school's community"}.`,
        linkPath: postLinkOf(event.post),
      };
    case 'POST_DECLINED':
      return {
        kind,
        title: 'Your post was not approved',
        body: `A reviewer could not publish ${named(event.post)} because it ${MODERATION_MESSAGES.declinedReason}. You can still see it among your posts, marked Rejected.`,
        linkPath: MY_PENDING_POSTS_PATH,
      };
    case 'POST_DELETED':
      return {
        kind,
        title: 'Your post was deleted',
        body: `A moderator deleted ${named(event.post)} before it was published.`,
        linkPath: null,
      };
    case 'POST_REMOVED':
      return {
        kind,
        title: 'Your post was removed',
        body: `Moderators removed ${named(event.post)} after a report. Open it to ask them to look again.`,
        linkPath: postLinkOf(event.post),
      };
    case 'REPORT_REVIEWED':
      return {
        kind,
        title: 'Your report was reviewed',
        body: event.removed
          ? 'Thank you. The moderators agreed and removed the post you reported.'
          : 'Thank you. The moderators looked at the post you reported and decided it can stay.',
        linkPath: event.removed ? null : postLinkOf(event.post),
      };
    case 'COMMENT': {
      const thread = event.post.feedKind === 'forum';
      return {
        kind,
        title: `${event.commenterName} ${thread ? 'replied to your thread' : 'commented on your post'}`,
        body: `“${excerpt(event.comment, 100)}”`,
        linkPath: postLinkOf(event.post),
      };
    }
    case 'QUIZ_RESULT':
      return {
        kind,
        title: 'Your quiz result is ready',
        body: `Time ran out, so the answers you saved were scored: ${event.right} of ${event.questions} right.`,
        linkPath: event.resultPath,
      };
    case 'ASSIGNMENT_SET':
      return {
        kind,
        title: `New ${event.assignment.kindLabel}: ${excerpt(event.assignment.title)}`,
        body: `Open it before ${event.closesAt}.`,
        linkPath: event.assignment.path,
      };
    case 'ASSIGNMENT_GRADED':
      return {
        kind,
        title: 'Your marks are out',
        body: `${sentence(excerpt(event.assignment.title))}: ${event.score} of ${event.maxScore}.`,
        linkPath: event.assignment.path,
      };
    case 'ASSIGNMENT_REJECTED':
      return {
        kind,
        title: 'Your attempt was not accepted',
        body: `Your school could not confirm it was you who took ${excerpt(event.assignment.title)}, so it is not marked. ${event.reason ? `They said: “${excerpt(event.reason, 120)}”. ` : ''}Talk to your teacher.`,
        linkPath: event.assignment.path,
      };
    case 'MAGAZINE_PIECE': {
      const { piece } = event;
      const said = piece.note ? ` They said: “${excerpt(piece.note, 120)}”.` : '';
      const what: Record<MagazinePieceRef['step'], string> = {
        RETURNED: `Read the comment on “${excerpt(piece.title)}”, change it and send it again.${said}`,
        DECLINED: `The committee did not choose “${excerpt(piece.title)}” this time.${said}`,
        APPROVED: `“${excerpt(piece.title)}” is approved and waits for the next issue.`,
        PUBLISHED: `“${excerpt(piece.title)}” is in the new issue. Well done!`,
      };
      return { kind, title: MAGAZINE_STEP_TITLES[piece.step], body: what[piece.step], linkPath: piece.path };
    }
    case 'BIRTHDAY_WISH':
      return {
        kind,
        title: `A birthday wish from ${event.wish.fromFirstName}`,
        body: `“${excerpt(event.wish.text, 120)}” Happy birthday!`,
        linkPath: event.wish.path,
      };
  }
}
