/**
 * Who may do what with a community post (spec §4, §6), as pure functions of the actor and the post's facts:
 * create (and comment), edit, delete, approve, feature, save to magazine, change visibility, appeal. The services
 * assert these before they write, the presenter turns them into the flags a post carries (`canEdit`, `canDelete`,
 * `canChangeVisibility`, `appealAllowed`), and the routes declare the access below. Facts that need the database
 * (the member's standing, a committee seat, the collab's team) are read by post-rules.ts and passed in.
 */
import {
  ACCESS,
  COLLAB_MESSAGES,
  COMMUNITY_MESSAGES,
  type ErrorCode,
  type FieldProblem,
  LIBRARY_CONTRIBUTOR_ROLES,
  LIBRARY_MESSAGES,
  MODERATION_MESSAGES,
  type PostBody,
  type PostRequestStatus,
  ROLE_SETS,
  type Role,
  type SubscriptionState,
  subscriptionAllowsWriting,
} from '@noticeboard/shared';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { effectiveStatus } from './approval.policy';

/** Why an action is refused: the error the service answers with. */
export interface Refusal {
  code: ErrorCode;
  message: string;
  until?: Date;
  details?: FieldProblem[];
}

export function refusalError(refusal: Refusal): AppError {
  return new AppError(refusal.code, refusal.message, { until: refusal.until, details: refusal.details });
}

/** Throws the refusal, if any. */
export function assertAllowed(refusal: Refusal | null): void {
  if (refusal) throw refusalError(refusal);
}

const forbidden = (message: string): Refusal => ({ code: 'FORBIDDEN', message });
const conflict = (message: string): Refusal => ({ code: 'CONFLICT', message });

/** School accounts and their admins moderate their school by role; committee members (faculty, admins) by seat. */
const SCHOOL_ADMINS: readonly Role[] = ROLE_SETS.instituteOrAdmin;

/** The access each community route declares. */
export const POST_ACCESS = {
  /** The published side; what the caller may not see is filtered inside. */
  read: ACCESS.open('the community’s published side is open to everyone (spec §2 /community)'),
  write: ACCESS.signedIn,
  /** The school account, its admins and its approval committee (faculty and admins), on their school's posts. */
  moderate: ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true }),
  /** The school's switches: the school account and its admins. */
  switchSettings: ACCESS.roles(SCHOOL_ADMINS, { sameInstitute: true }),
} as const;

/** Moderates the school by role (a committee seat is read from the database: post-rules.ts `moderates`). */
export function moderatesByRole(actor: Actor, instituteId: string | null): boolean {
  if (!instituteId || actor.instituteId !== instituteId) return false;
  return SCHOOL_ADMINS.includes(actor.role);
}

// Create and comment --------------------------------------------------------------------------------------------

export type PostingDialog = 'SUBSCRIPTION_REQUIRED' | 'POSTING_RESTRICTED' | 'CONSENT_REQUIRED';

export interface PostingRefusal {
  /** The dialog the web shows; also the error code. */
  dialog: PostingDialog;
  message: string;
  /** When a restriction lifts. */
  until?: Date;
}

export interface PostingContext {
  /** A school's member (told to contact their school administrator) or on their own account. */
  inInstitute: boolean;
  /** Institute members: their school's subscription; others: their own. */
  subscriptionState: SubscriptionState;
  consentAllows: boolean;
  restrictedUntil: Date | null;
}

/**
 * May the member post or comment now: a valid subscription (institute members are covered by their school's;
 * commenting needs none), a parent's consent for students who need it, and no posting restriction in force.
 */
export function postingRefusal(
  context: PostingContext,
  what: 'post' | 'comment',
  now: Date = new Date(),
): PostingRefusal | null {
  if (context.restrictedUntil && context.restrictedUntil > now) {
    return {
      dialog: 'POSTING_RESTRICTED',
      message: COMMUNITY_MESSAGES.postingRestricted,
      until: context.restrictedUntil,
    };
  }
  if (!context.consentAllows) return { dialog: 'CONSENT_REQUIRED', message: COMMUNITY_MESSAGES.consentRequired };
  if (what === 'post' && !subscriptionAllowsWriting(context.subscriptionState)) {
    return {
      dialog: 'SUBSCRIPTION_REQUIRED',
      message: context.inInstitute ? COMMUNITY_MESSAGES.subscriptionInstitute : COMMUNITY_MESSAGES.subscriptionOther,
    };
  }
  return null;
}

/** The collab a post is for, as the actor stands on it. */
export interface CollabStanding {
  instituteId: string | null;
  /** The actor's place on the team; null when not on it. */
  kind: string | null;
  status: string;
}

/**
 * What each feed kind asks beyond the community's rules: library items come from faculty, schools and admins; a
 * collab update from the collab's team while the collab is not archived (`collab` undefined: none was found).
 */
export function kindRefusal(
  actor: Actor,
  body: Pick<PostBody, 'feedKind' | 'collabId'>,
  collab?: CollabStanding,
): Refusal | null {
  if (body.feedKind === 'community-library' && !(LIBRARY_CONTRIBUTOR_ROLES as readonly Role[]).includes(actor.role)) {
    return forbidden(LIBRARY_MESSAGES.contributorsOnly);
  }
  if (body.feedKind !== 'collab' || !body.collabId) return null;
  if (!collab || collab.instituteId !== actor.instituteId) {
    return { code: 'NOT_FOUND', message: COLLAB_MESSAGES.collabNotFound };
  }
  if (!collab.kind) return forbidden(COLLAB_MESSAGES.notOnTeam);
  if (collab.status === 'ARCHIVED') return forbidden(COLLAB_MESSAGES.notAllowedFromStatus);
  return null;
}

// Edit and delete -----------------------------------------------------------------------------------------------

/** What the rules read of a post. */
export interface PostFacts {
  authorId: string;
  removedAt: Date | null;
  requestStatus: PostRequestStatus;
  appealedAt: Date | null;
}

/** Only the author edits, and not once the post was removed. */
export function editRefusal(actor: Actor | null, post: Pick<PostFacts, 'authorId' | 'removedAt'>): Refusal | null {
  if (actor?.id !== post.authorId) return forbidden('Only the author can edit this post');
  if (post.removedAt) return forbidden('This post was removed and can no longer be edited');
  return null;
}

/** An edit may not move a post to another project or in or out of a collab. */
export function projectChangeRefusal(
  current: { collabId: string | null },
  body: Pick<PostBody, 'collabId'>,
): Refusal | null {
  if ((current.collabId ?? undefined) === body.collabId) return null;
  return {
    code: 'VALIDATION_FAILED',
    message: COMMUNITY_MESSAGES.collabPostNeedsProject,
    details: [{ field: 'collabId', message: 'A post stays with the project it was posted to' }],
  };
}

/** The author, or a moderator of the post's school (`moderator`). */
export function deleteRefusal(
  actor: Actor | null,
  post: Pick<PostFacts, 'authorId'>,
  moderator: boolean,
): Refusal | null {
  if (actor?.id === post.authorId || moderator) return null;
  return forbidden('Only the author or the school can delete this post');
}

// Approve (what an action does: approval.policy.ts), feature, save to magazine, change visibility -----------------

export const MODERATORS_ONLY = forbidden("Only your school's moderators can do this");

/** Every moderation action (approve, feature, save to magazine, change visibility) is for the school's moderators. */
export function moderationRefusal(moderator: boolean): Refusal | null {
  return moderator ? null : MODERATORS_ONLY;
}

/** A waiting post is acted on once, before it expires. */
export function approvalRefusal(
  post: { requestStatus: PostRequestStatus; updatedAt: Date },
  now: Date,
): Refusal | null {
  if (post.requestStatus !== 'PENDING') return conflict(MODERATION_MESSAGES.alreadyReviewed);
  return effectiveStatus(post.requestStatus, post.updatedAt, now) === 'EXPIRED'
    ? conflict(MODERATION_MESSAGES.expired)
    : null;
}

/** Featuring and saving to the magazine are for published posts. */
export function flagRefusal(post: { requestStatus: PostRequestStatus }): Refusal | null {
  return post.requestStatus === 'PUBLISHED' ? null : conflict(MODERATION_MESSAGES.notPublished);
}

/** A published post goes global or back inside the school only while the school's global visibility is on. */
export function visibilityChangeRefusal(
  post: { requestStatus: PostRequestStatus },
  schoolGlobalVisibility: boolean,
): Refusal | null {
  return flagRefusal(post) ?? (schoolGlobalVisibility ? null : conflict(MODERATION_MESSAGES.globalVisibilityOff));
}

// Appeal --------------------------------------------------------------------------------------------------------

/** The author may appeal once, a declined post or one that was removed. */
export function mayAppeal(actor: Actor | null, post: PostFacts): boolean {
  const own = actor?.id === post.authorId;
  return own && (post.requestStatus === 'DECLINED' || post.removedAt !== null) && !post.appealedAt;
}

// What a post's response says the viewer may do ----------------------------------------------------------------

export interface PostPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canChangeVisibility: boolean;
  appealAllowed: boolean;
}

/**
 * `moderator`: the viewer moderates the post's school; `schoolGlobalVisibility`: that school lets moderators
 * publish to every community. A removed post offers no delete and no visibility change (it is in the reports').
 */
export function postPermissions(
  viewer: Actor | null,
  post: PostFacts,
  school: { moderator: boolean; schoolGlobalVisibility: boolean },
): PostPermissions {
  const live = !post.removedAt;
  return {
    canEdit: editRefusal(viewer, post) === null,
    canDelete: live && deleteRefusal(viewer, post, school.moderator) === null,
    canChangeVisibility: live && moderationRefusal(school.moderator) === null && school.schoolGlobalVisibility,
    appealAllowed: mayAppeal(viewer, post),
  };
}
