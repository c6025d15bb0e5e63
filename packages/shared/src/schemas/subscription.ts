/** Subscription status and the free trial (spec §1 "Subscriptions and payments", §7 "status", "trial", §8). */
import { z } from 'zod';
import { subscriptionSchema } from './auth';

export const SUBSCRIPTION_PATHS = {
  status: '/subscription/status',
  trial: '/subscription/trial',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  /** Spec §8: the confirmation before a trial starts. */
  trialConfirm: 'Your trial period will start today.',
  trialStarted: 'Your free trial has started',
  trialUsed: 'The free trial is for new accounts and has been used on yours. Choose a plan to continue.',
  /** Members of a school are covered by the school's subscription, which only the school account starts. */
  schoolStartsTrial: 'Your school’s subscription covers you. Please contact your school administrator.',
} as const;

/** What the caller's subscription allows now, and whether they may start the trial themselves. */
export const subscriptionStatusSchema = subscriptionSchema.extend({
  /** The school account or an individual on their own account, with the trial still available. */
  mayStartTrial: z.boolean(),
  trialDays: z.number().int(),
  /** The one rule (`subscriptionAllowsWriting`): posting, collabs and other writing features are open. */
  mayWrite: z.boolean(),
});
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;
