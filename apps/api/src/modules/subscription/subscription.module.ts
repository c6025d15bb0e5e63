/**
 * Composition root of subscriptions: the status every feature asks, the free trial, a school's seats, the price of
 * seats added part-way through a period, and the renewal reminders.
 */
import type { Infrastructure, Module } from '../module';
import { proRataPaise } from './proration';
import { renewalReminderJobs } from './renewal-reminder.job';
import { SeatService, seatsStatus } from './seat.service';
import { subscriptionRoutes } from './subscription.routes';
import { currentPaidPeriod, SubscriptionService } from './subscription.service';

export interface SubscriptionExports {
  subscriptions: SubscriptionService;
  /** Keeps a school's active students within its paid seats (adding, importing, restoring students). */
  seats: SeatService;
  seatsStatus: typeof seatsStatus;
  /** The paid period seats are added to, and their price for the rest of it (orders for SEATS). */
  currentPaidPeriod: typeof currentPaidPeriod;
  proRataPaise: typeof proRataPaise;
}

export function createSubscriptionModule({
  db,
  clock,
  config,
  mailer,
  log,
}: Infrastructure): Module<SubscriptionExports> {
  const subscriptions = new SubscriptionService(db, clock, { trialDays: config.subscription.trialDays });
  const seats = new SeatService(db, clock);
  return {
    name: 'subscription',
    routes: (app) => subscriptionRoutes(app, { subscriptions }),
    jobs: renewalReminderJobs({ db, mailer, clock, log, publicUrl: config.publicUrl }),
    exports: { subscriptions, seats, seatsStatus, currentPaidPeriod, proRataPaise },
  };
}
