/**
 * Who may see and do what with a collab (the rules are listed at the top of collab.service.ts). Pure: the
 * caller's place on the team and whether they moderate the collab's school are looked up before.
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
import { moderatesByRole } from '../post-access';

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
