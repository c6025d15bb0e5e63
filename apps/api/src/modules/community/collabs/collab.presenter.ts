/** Rows → wire collabs and cards, with what the caller may do. */
import { type Collab, type CollabCard, type CollabPerson, canMoveCollab, roleOf } from '@noticeboard/shared';
import { communityFileUrl } from '../post.presenter';
import {
  type CollabViewer,
  canEditCollab,
  canEvaluateCollab,
  canPostToCollab,
  canPublishCollab,
  mayManageTeam,
  maySendForApproval,
  nextStatusesFor,
  teamFrozen,
} from './collab.policy';
import type { CollabRow } from './collab.repository';
import type { TeamMember } from './collab-team.repository';

const EXCERPT_CHARS = 200;

/** The start of the summary's text, cut at a word. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const personOf = (member: TeamMember): CollabPerson => ({
  id: member.id,
  name: member.name,
  customUrl: member.customUrl,
  role: roleOf(member),
  kind: member.kind,
});

function ownerOf(row: CollabRow): CollabPerson {
  return {
    id: row.ownerId,
    name: row.ownerName,
    customUrl: row.ownerCustomUrl,
    role: roleOf({ type: row.ownerType, userType: row.ownerUserType }),
    kind: 'OWNER',
  };
}

const instituteOf = (row: CollabRow) => ({ id: row.instituteId, name: row.schoolName, customUrl: row.schoolCustomUrl });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface CardExtras {
  team: TeamMember[];
  postCount: number;
  coverUrl: string | null;
}

export function presentCard(row: CollabRow, extras: CardExtras): CollabCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    categorySlug: row.categorySlug,
    topic: row.topic,
    status: row.status,
    institute: instituteOf(row),
    owner: ownerOf(row),
    postCount: extras.postCount,
    dueOn: row.dueOn,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    excerpt: excerptOf(row.summaryText),
    participantCount: extras.team.filter((member) => member.kind === 'PARTICIPANT').length,
    facultyNames: extras.team.filter((member) => member.kind === 'FACULTY').map((member) => member.name),
    coverUrl: extras.coverUrl,
  };
}

export const coverUrlOf = (storageKey: string | undefined) => (storageKey ? communityFileUrl(storageKey) : null);

export function presentCollab(
  row: CollabRow,
  extras: { team: TeamMember[]; postCount: number; evaluation: EvaluationRow | null; viewer: CollabViewer },
): Collab {
  const { viewer } = extras;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summaryHtml,
    goals: row.goals,
    category: row.category,
    categorySlug: row.categorySlug,
    topic: row.topic,
    status: row.status,
    visibility: row.visibility,
    institute: instituteOf(row),
    owner: ownerOf(row),
    participants: extras.team.filter((member) => member.kind === 'PARTICIPANT').map(personOf),
    faculty: extras.team.filter((member) => member.kind === 'FACULTY').map(personOf),
    evaluation: extras.evaluation
      ? {
          score: extras.evaluation.score,
          feedback: extras.evaluation.feedback,
          decision: extras.evaluation.decision,
          evaluatorName: extras.evaluation.evaluatorName,
          at: extras.evaluation.at.toISOString(),
        }
      : null,
    postCount: extras.postCount,
    startsOn: row.startsOn,
    dueOn: row.dueOn,
    submittedAt: iso(row.submittedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditCollab(row, viewer),
    canPost: canPostToCollab(row, viewer),
    canEvaluate: canEvaluateCollab(row, viewer),
    canPublish: canPublishCollab(row, viewer),
    canManageTeam: mayManageTeam(viewer) && !teamFrozen(row.status),
    canSendForApproval: maySendForApproval(viewer) && canMoveCollab(row.status, 'SUBMITTED'),
    nextStatuses: nextStatusesFor(row, viewer),
  };
}

export interface EvaluationRow {
  score: number | null;
  feedback: string;
  decision: 'APPROVED' | 'CHANGES_REQUESTED';
  evaluatorName: string;
  at: Date;
}
