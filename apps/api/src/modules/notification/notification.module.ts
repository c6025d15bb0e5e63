/**
 * Composition root of in-app notifications: the service other modules call (`notify` inside their transaction),
 * the member's routes, and the retention job.
 */
import type { Infrastructure, Module } from '../module';
import { notificationJobs } from './notification.job';
import { notificationRoutes } from './notification.routes';
import { NotificationService } from './notification.service';

export interface NotificationExports {
  notifications: NotificationService;
}

export function createNotificationModule({ db, clock }: Infrastructure): Module<NotificationExports> {
  const notifications = new NotificationService(db, clock);
  return {
    name: 'notification',
    routes: (app) => notificationRoutes(app, { notifications }),
    jobs: notificationJobs(db, clock),
    exports: { notifications },
  };
}
