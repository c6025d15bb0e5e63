/**
 * The post rules that need facts from the database: each reads them through the repositories, asks post.policy.ts
 * and throws its refusal. Services call these before they write.
 */
import type { PostBody } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { purposeAllowed } from '../consent/consent-ledger.policy';
import type { Clock } from '../module';
import { subscriptionStatus } from '../subscription/subscription.rules';
import { type LockedPost, lockSchoolPost } from './approval.repository';
import { collabTeamViewOf } from './collabs/collab-team.repository';
import { type MemberStanding, memberStandingOf, moderates } from './member-standing.repository';
import {
  assertAllowed,
  kindRefusal,
  MODERATORS_ONLY,
  type PostingContext,
  postingRefusal,
  refusalError,
} from './post.policy';
import { postNotFound } from './post-visibility';

/** The consent ledger's COMMUNITY purpose, for a school's students (withdrawn, they stop writing at once). */
function consentOf(actor: Actor, student: MemberStanding['student'], now: Date): boolean {
  if (actor.role !== 'CANDIDATE' || !actor.instituteId) return true;
  if (!student) return false;
  if (student.type !== 'CANDIDATE') return true;
  return purposeAllowed({ type: 'CANDIDATE', dateOfBirth: student.dateOfBirth }, student.community, 'COMMUNITY', now);
}

/** What the posting rule weighs about the member at `now` (the app's clock, as the subscription status reads it). */
export async function postingContextOf(db: Queryable, actor: Actor, now: Date): Promise<PostingContext> {
  const standing = await memberStandingOf(db, actor);
  return {
    inInstitute: actor.instituteId !== null,
    subscriptionState: subscriptionStatus(standing.periods, now).state,
    consentAllows: consentOf(actor, standing.student, now),
    restrictedUntil: standing.restrictedUntil,
  };
}

/**
 * The one server rule of every writing feature (posts, comments, uploads, collabs): refuses a member who may not
 * post or comment at `now`; the code names the dialog the web shows, with `until`. The subscription part is
 * `subscriptionAllowsWriting`, the rule the web reads from the status.
 */
export async function assertMayWrite(db: Queryable, actor: Actor, what: 'post' | 'comment', now: Date): Promise<void> {
  const refusal = postingRefusal(await postingContextOf(db, actor, now), what, now);
  if (refusal) throw new AppError(refusal.dialog, refusal.message, { until: refusal.until });
}

/** `assertMayWrite` on the app's clock: what services are handed, so a subscription ends when its status says so. */
export type WritingCheck = (db: Queryable, actor: Actor, what: 'post' | 'comment') => Promise<void>;

export function writingCheckOn(clock: Clock): WritingCheck {
  return (db, actor, what) => assertMayWrite(db, actor, what, clock.now());
}

/** Refuses a post of a kind the actor may not write (library items, a collab's updates). */
export async function assertKindAllowed(
  db: Queryable,
  actor: Actor,
  body: Pick<PostBody, 'feedKind' | 'collabId'>,
): Promise<void> {
  const collab =
    body.feedKind === 'collab' && body.collabId
      ? ((await collabTeamViewOf(db, body.collabId, actor.id)) ?? undefined)
      : undefined;
  assertAllowed(kindRefusal(actor, body, collab));
}

/** The school the actor moderates (school account, its admins, its approval committee); 403 otherwise. */
export async function moderatedSchoolOf(db: Queryable, actor: Actor): Promise<string> {
  const { instituteId } = actor;
  if (instituteId && (await moderates(db, actor, instituteId))) return instituteId;
  throw refusalError(MODERATORS_ONLY);
}

/** The moderator's school's post, locked until the transaction ends; another school's is as unknown as none. */
export async function moderatedPostOf(tx: Queryable, instituteId: string, postId: string): Promise<LockedPost> {
  const post = await lockSchoolPost(tx, instituteId, postId);
  if (!post || post.removedAt) throw postNotFound();
  return post;
}
