/** Notifications are kept for NOTIFICATION_RETENTION_DAYS; older ones are removed once a day. */
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Clock } from '../module';
import { deleteOlderThan } from './notification.repository';

export const NOTIFICATION_RETENTION_DAYS = 180;

export function notificationJobs(db: Db, clock: Clock): Job[] {
  return [
    {
      name: 'notification-retention',
      everyMs: 24 * 60 * 60_000,
      run: async () => {
        const before = new Date(clock.now().getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
        await deleteOlderThan(db, before);
      },
    },
  ];
}
