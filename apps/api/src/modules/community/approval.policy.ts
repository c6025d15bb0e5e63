/**
 * The approval state machine of spec §4: where a new or edited post lands (published at once, or waiting for
 * approval, visible to its author only), what a moderator's action does to a waiting post, and when a waiting post
 * counts as expired. Pure rules; post.policy.ts says who may act.
 */
import {
  type ApprovalAction,
  COMMUNITY_LIMITS,
  type PostRequestStatus,
  type PostVisibility,
} from '@noticeboard/shared';

export interface SchoolSettings {
  autoApproval: boolean;
  globalVisibility: boolean;
}

export type RequestedVisibility = Exclude<PostVisibility, 'SELF'>;

/** Where a post is seen once approved: GLOBAL only where the school's global visibility allows it. */
export function publishedVisibility(requested: RequestedVisibility, settings: SchoolSettings | null): PostVisibility {
  if (requested !== 'GLOBAL') return requested;
  // Individuals (no school) publish to the global community; a school's post goes global only if allowed.
  return settings === null || settings.globalVisibility ? 'GLOBAL' : 'INSTITUTE';
}

export interface PostState {
  requestStatus: PostRequestStatus;
  visibility: PostVisibility;
  publishedAt: Date | null;
}

/**
 * A new post waits (PENDING, visible to its author only: SELF) unless it needs no approval: the school's
 * moderators and auto-approving schools publish at once; individuals (`settings` null: no school) too.
 */
export function initialState(
  requested: RequestedVisibility,
  settings: SchoolSettings | null,
  moderator: boolean,
  now: Date = new Date(),
): PostState {
  if (settings === null || moderator || settings.autoApproval) {
    return { requestStatus: 'PUBLISHED', visibility: publishedVisibility(requested, settings), publishedAt: now };
  }
  return { requestStatus: 'PENDING', visibility: 'SELF', publishedAt: null };
}

/** An edited post lands like a new one, except that a published post keeps its date. */
export function stateAfterEdit(
  row: Pick<PostState, 'requestStatus' | 'publishedAt'>,
  requested: RequestedVisibility,
  settings: SchoolSettings | null,
  moderator: boolean,
  now: Date = new Date(),
): PostState {
  const state = initialState(requested, settings, moderator, now);
  if (state.requestStatus !== 'PUBLISHED') return state;
  return { ...state, publishedAt: row.requestStatus === 'PUBLISHED' ? (row.publishedAt ?? now) : now };
}

export type ApprovalOutcome =
  | { kind: 'publish'; requestStatus: 'PUBLISHED'; visibility: PostVisibility }
  | { kind: 'decline'; requestStatus: 'DECLINED'; visibility: 'SELF' }
  | { kind: 'delete' };

/**
 * What an action does to a waiting post (`approvalRefusal` says whether it may be taken): ANYONE publishes (GLOBAL
 * only with the school's global visibility on, else inside the school), BLOCKED declines (SELF, the author is
 * told), DELETE removes the post for good.
 */
export function approvalOutcome(
  action: ApprovalAction,
  requested: RequestedVisibility,
  settings: SchoolSettings,
): ApprovalOutcome {
  switch (action) {
    case 'ANYONE':
      return { kind: 'publish', requestStatus: 'PUBLISHED', visibility: publishedVisibility(requested, settings) };
    case 'BLOCKED':
      return { kind: 'decline', requestStatus: 'DECLINED', visibility: 'SELF' };
    case 'DELETE':
      return { kind: 'delete' };
  }
}

const DAY_MS = 86_400_000;

/**
 * Posts that entered the queue at or before this moment and are still PENDING count as EXPIRED. A post enters
 * the queue when created and again when edited or appealed; both set `updated_at` (likes and comments do not),
 * so an appealed or edited post waits its full time again.
 */
export const expiryCutoff = (now: Date) => new Date(now.getTime() - COMMUNITY_LIMITS.pendingExpiresDays * DAY_MS);

/** A post as the queue shows it: EXPIRED when it waited longer than the expiry age. */
export function effectiveStatus(status: PostRequestStatus, waitingSince: Date, now: Date): PostRequestStatus {
  return status === 'PENDING' && waitingSince <= expiryCutoff(now) ? 'EXPIRED' : status;
}
