/** Composition root of subscriptions: the status every feature asks, and the free trial. */
import type { Infrastructure, Module } from '../module';
import { subscriptionRoutes } from './subscription.routes';
import { SubscriptionService } from './subscription.service';

export interface SubscriptionExports {
  subscriptions: SubscriptionService;
}

export function createSubscriptionModule({ db, clock, config }: Infrastructure): Module<SubscriptionExports> {
  const subscriptions = new SubscriptionService(db, clock, { trialDays: config.subscription.trialDays });
  return {
    name: 'subscription',
    routes: (app) => subscriptionRoutes(app, { subscriptions }),
    exports: { subscriptions },
  };
}
