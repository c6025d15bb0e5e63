/**
 * Who may see and do what with a collab. Pure: the caller's place on the team and whether they moderate the
 * collab's school are looked up before. Collabs (issue 5 §4) are a school's collaborative projects, states in
 * COLLAB_TRANSITIONS (shared contract):
 *
 * - Create: members of a school (school account, admins, faculty, students); individuals are refused. Creating and
 *   editing need what a post needs (posting-policy.ts: subscription, consent, no restriction), refused with the
 *   same dialog codes. The creator is the OWNER (only: being faculty does not make them a mentor of their own work).
 * - The team (OWNER, PARTICIPANT, FACULTY mentors) edits while DRAFT / IN_PROGRESS / CHANGES_REQUESTED and moves
 *   between the team's statuses (TEAM_SETTABLE_STATUSES); the school's moderators may too (audited).
 * - The owner or a school moderator chooses the team: students of the same school as participants, its faculty and
 *   admins as mentors, within COLLAB_LIMITS; the owner stays; anyone but the owner may leave.
 * - Send for approval: the owner or a mentor, with at least one mentor on the team; the mentors are emailed.
 * - Evaluate (from SUBMITTED) and publish (from APPROVED): a mentor on the team or a school moderator; an owner
 *   never judges their own collab unless they are the school account or an admin. The owner is emailed the
 *   evaluation; publishing makes it GLOBAL when the school allows global visibility, else INSTITUTE.
 * - Every change re-reads the status under a row lock (SELECT … FOR UPDATE): of two evaluators acting at once the
 *   second gets 409. Moderators' actions go to the school's audit log.
 * - Who sees: PUBLISHED + GLOBAL anyone; PUBLISHED + INSTITUTE the school's members; any state the team and the
 *   school's moderators. Everyone else gets the same 404 as a collab that does not exist.
 */
import {
  type CollabMemberKind,
  type CollabStatus,
  canMoveCollab,
  ROLE_SETS,
  type Role,
  TEAM_SETTABLE_STATUSES,
} from '@noticeboard/shared';
import type { Actor } from '../../../plugins/auth';
import { moderatesByRole } from '../post.policy';

export interface CollabScope {
  instituteId: string;
  status: CollabStatus;
  visibility: 'GLOBAL' | 'INSTITUTE' | null;
}

/** The caller as the collab sees them. */
export interface CollabViewer {
  actor: Actor | null;
  /** Their place on the team (only while they belong to the collab's school), or null. */
  kind: CollabMemberKind | null;
  /** They moderate the collab's school (school account, its admins, its approval committee). */
  moderator: boolean;
}

/** The team works on the content in these states; SUBMITTED and later wait for the mentors. */
export const EDITABLE_STATUSES: readonly CollabStatus[] = ['DRAFT', 'IN_PROGRESS', 'CHANGES_REQUESTED'];
/** The team changes no longer once the collab is shown or put away. */
const TEAM_FROZEN_STATUSES: readonly CollabStatus[] = ['PUBLISHED', 'ARCHIVED'];

export const mayCreateCollab = (role: Role) => (ROLE_SETS.instituteMembers as readonly Role[]).includes(role);

/** A team place counts only inside the collab's school (a member who moved school loses it). */
export function teamKindFor(actor: Actor | null, collab: CollabScope, kind: CollabMemberKind | null) {
  return actor && actor.instituteId === collab.instituteId ? kind : null;
}

export function canSeeCollab(collab: CollabScope, viewer: CollabViewer): boolean {
  if (viewer.kind || viewer.moderator) return true;
  if (collab.status !== 'PUBLISHED') return false;
  if (collab.visibility === 'GLOBAL') return true;
  return viewer.actor !== null && viewer.actor.instituteId === collab.instituteId;
}

export const canEditCollab = (collab: CollabScope, viewer: CollabViewer) =>
  viewer.kind !== null && EDITABLE_STATUSES.includes(collab.status);

/** Updates are posted by the team while the collab is not archived (the same rule as post-kinds.ts). */
export const canPostToCollab = (collab: CollabScope, viewer: CollabViewer) =>
  viewer.kind !== null && collab.status !== 'ARCHIVED';

/** The statuses the caller may choose through `status`: the team's, or the school's moderators'. */
export function nextStatusesFor(collab: CollabScope, viewer: CollabViewer): CollabStatus[] {
  if (!viewer.kind && !viewer.moderator) return [];
  return TEAM_SETTABLE_STATUSES.filter((status) => canMoveCollab(collab.status, status));
}

/**
 * Mentors on the team, or the school's moderators; an owner never judges their own work unless they speak for
 * the school (its account or an admin): a committee member who owns the collab is not enough.
 */
export function isEvaluator(collab: CollabScope, viewer: CollabViewer): boolean {
  if (viewer.kind === 'FACULTY') return true;
  if (!viewer.moderator || !viewer.actor) return false;
  return viewer.kind !== 'OWNER' || moderatesByRole(viewer.actor, collab.instituteId);
}

export const canEvaluateCollab = (collab: CollabScope, viewer: CollabViewer) =>
  collab.status === 'SUBMITTED' && isEvaluator(collab, viewer);

export const canPublishCollab = (collab: CollabScope, viewer: CollabViewer) =>
  collab.status === 'APPROVED' && isEvaluator(collab, viewer);

/** The owner and mentors send the work to be evaluated. */
export const maySendForApproval = (viewer: CollabViewer) => viewer.kind === 'OWNER' || viewer.kind === 'FACULTY';

/** The owner or the school's moderators choose the team. */
export const mayManageTeam = (viewer: CollabViewer) => viewer.kind === 'OWNER' || viewer.moderator;

/** Who joins the team as what: students as participants, faculty and admins as mentors. */
export function fitsAs(kind: 'PARTICIPANT' | 'FACULTY', role: Role): boolean {
  return kind === 'PARTICIPANT' ? role === 'CANDIDATE' : role === 'FACULTY' || role === 'ADMIN';
}

export const teamFrozen = (status: CollabStatus) => TEAM_FROZEN_STATUSES.includes(status);
