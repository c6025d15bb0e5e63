/** The caller's subscription status and the free trial (spec §7 "status", "trial"; §8 "Your trial period will start today."). */
import { ACCESS, SUBSCRIPTION_PATHS, subscriptionStatusSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { SubscriptionService } from './subscription.service';

export function subscriptionRoutes(app: App, { subscriptions }: { subscriptions: SubscriptionService }): void {
  const route = routeDefiner(app, { tags: ['subscription'] });

  route(`GET ${SUBSCRIPTION_PATHS.status}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'The subscription covering you (your school’s, or your own) and whether you may start the trial',
    response: subscriptionStatusSchema,
    message: 'Subscription status',
    handler: ({ actor }) => subscriptions.status(actor),
  });
  route(`POST ${SUBSCRIPTION_PATHS.trial}`, {
    access: ACCESS.signedIn,
    errors: ['FORBIDDEN', 'CONFLICT'],
    summary: 'Start the free trial today (the school account, or an individual; once per school or individual)',
    response: subscriptionStatusSchema,
    status: 201,
    message: 'Your free trial has started',
    handler: ({ actor }) => subscriptions.startTrial(actor),
  });
}
