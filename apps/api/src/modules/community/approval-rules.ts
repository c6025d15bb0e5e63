/**
 * The approval state machine of spec §4, as pure rules the services apply.
 * A new post waits (PENDING, visible to its author only: SELF) unless it needs no approval: the school's
 * moderators and schools with auto-approval publish at once; individuals have no school and publish at once.
 * ANYONE publishes: to all communities (GLOBAL) only if the school's global visibility is on, else inside the
 * school (the author's requested INSTITUTE / SPECIFIC_GROUP, or INSTITUTE for a GLOBAL request).
 * BLOCKED declines (SELF, the author is told); DELETE removes the post for good.
 */
import type { ApprovalAction, PostRequestStatus, PostVisibility } from '@noticeboard/shared';

export interface SchoolSettings {
  autoApproval: boolean;
  globalVisibility: boolean;
}

export type RequestedVisibility = Exclude<PostVisibility, 'SELF'>;

/** Where a post is seen once approved. */
export function publishedVisibility(requested: RequestedVisibility, settings: SchoolSettings | null): PostVisibility {
  if (requested !== 'GLOBAL') return requested;
  // Individuals (no school) publish to the global community; a school's post goes global only if allowed.
  return settings === null || settings.globalVisibility ? 'GLOBAL' : 'INSTITUTE';
}

export interface InitialState {
  requestStatus: PostRequestStatus;
  visibility: PostVisibility;
  publishedAt: Date | null;
}

/** `settings` is null for an individual's post (no school); `moderator`: the author moderates their school. */
export function initialState(
  requested: RequestedVisibility,
  settings: SchoolSettings | null,
  moderator: boolean,
  now: Date = new Date(),
): InitialState {
  if (settings === null || moderator || settings.autoApproval) {
    return { requestStatus: 'PUBLISHED', visibility: publishedVisibility(requested, settings), publishedAt: now };
  }
  return { requestStatus: 'PENDING', visibility: 'SELF', publishedAt: null };
}

export type ApprovalOutcome =
  | { kind: 'publish'; requestStatus: 'PUBLISHED'; visibility: PostVisibility }
  | { kind: 'decline'; requestStatus: 'DECLINED'; visibility: 'SELF' }
  | { kind: 'delete' };

/** Only a PENDING post can be acted on; null otherwise (the action is no longer allowed). */
export function approvalOutcome(
  current: PostRequestStatus,
  action: ApprovalAction,
  requested: RequestedVisibility,
  settings: SchoolSettings,
): ApprovalOutcome | null {
  if (current !== 'PENDING') return null;
  switch (action) {
    case 'ANYONE':
      return { kind: 'publish', requestStatus: 'PUBLISHED', visibility: publishedVisibility(requested, settings) };
    case 'BLOCKED':
      return { kind: 'decline', requestStatus: 'DECLINED', visibility: 'SELF' };
    case 'DELETE':
      return { kind: 'delete' };
  }
}
