/** The caller's subscription status, and the free trial started on their own confirmation, once per owner. */
import { SUBSCRIPTION_MESSAGES, type SubscriptionStatusView, subscriptionAllowsWriting } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { Clock } from '../module';
import { onUniqueViolation } from '../team/unique-violation';
import { mayStartTrialFor, ownerOf } from './subscription.policy';
import { insertPeriod, listPeriods, type SubscriptionOwner } from './subscription.repository';
import { paidPeriodInForce, subscriptionStatus } from './subscription.rules';

const DAY_MS = 86_400_000;

export interface PaidPeriod {
  id: string;
  planCode: string | null;
  seats: number | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The paid period running now (the owner is ACTIVE on it), the one extra seats are added to and priced pro rata on;
 * null otherwise, also in the grace days after a period ended (then the owner renews instead).
 */
export async function currentPaidPeriod(
  db: Queryable,
  owner: SubscriptionOwner,
  now: Date,
): Promise<PaidPeriod | null> {
  const period = paidPeriodInForce(await listPeriods(db, owner), now);
  if (!period || period.endsAt <= now) return null;
  const { id, planCode, seats, startsAt, endsAt } = period;
  return { id, planCode, seats, startsAt, endsAt };
}

export interface SubscriptionTerms {
  trialDays: number;
}

export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly terms: SubscriptionTerms,
  ) {}

  async status(actor: Actor): Promise<SubscriptionStatusView> {
    const status = subscriptionStatus(await listPeriods(this.db, ownerOf(actor)), this.clock.now());
    return {
      state: status.state,
      endsAt: status.endsAt?.toISOString() ?? null,
      graceEndsAt: status.graceEndsAt?.toISOString() ?? null,
      trialAvailable: status.trialAvailable,
      mayStartTrial: status.trialAvailable && mayStartTrialFor(actor),
      trialDays: this.terms.trialDays,
      mayWrite: subscriptionAllowsWriting(status.state),
    };
  }

  /** Starts today and runs `trialDays`; a second start (even at the same moment) is refused by a unique index. */
  async startTrial(actor: Actor): Promise<SubscriptionStatusView> {
    if (!mayStartTrialFor(actor)) throw forbidden(SUBSCRIPTION_MESSAGES.schoolStartsTrial);
    const owner = ownerOf(actor);
    const now = this.clock.now();
    const used = () => conflict(SUBSCRIPTION_MESSAGES.trialUsed);
    await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          const periods = await listPeriods(tx, owner);
          if (periods.length > 0) throw used();
          const endsAt = new Date(now.getTime() + this.terms.trialDays * DAY_MS);
          await insertPeriod(tx, owner, { kind: 'TRIAL', startsAt: now, endsAt });
          if ('instituteId' in owner) {
            await recordAudit(tx, {
              instituteId: owner.instituteId,
              actorId: actor.id,
              action: 'subscription.trial_started',
              entityType: 'subscription',
              summary: `Started the ${this.terms.trialDays}-day free trial`,
              data: { endsAt: endsAt.toISOString() },
            });
          }
        }),
      used,
    );
    return this.status(actor);
  }
}
