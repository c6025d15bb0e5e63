/**
 * Hourly: the owners of paid periods ending within 7 days, then within 1 day, that nobody has renewed are reminded to
 * renew; a trial's owner is told 2 days before it ends. Each reminder is recorded and mailed in one transaction, so
 * it goes once even with several API processes (only the process that inserted the row sends) and a failed mail
 * leaves no row, so the next run tries again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import type { Clock } from '../module';
import { claimReminder, periodsEndingBetween, remindersSent } from './renewal-reminder.repository';
import { REMINDER_HORIZON_DAYS, reminderDue } from './renewal-reminder.rules';
import { renewalReminderMail, trialEndingMail } from './subscription.mails';

const DAY_MS = 86_400_000;
export const RENEWAL_REMINDER_EVERY_MS = 60 * 60_000;
export const RENEWAL_REMINDER_JOB = 'subscription-renewal-reminders';

export interface RenewalReminderDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Sends every reminder due now; returns how many were sent by this call. */
export async function sendRenewalReminders({
  db,
  mailer,
  clock,
  log,
  publicUrl,
}: RenewalReminderDeps): Promise<number> {
  const now = clock.now();
  const periods = await periodsEndingBetween(db, now, new Date(now.getTime() + REMINDER_HORIZON_DAYS * DAY_MS));
  const sent = await remindersSent(
    db,
    periods.map((period) => period.id),
  );
  let count = 0;
  for (const period of periods) {
    const daysBefore = reminderDue(period, now, sent.get(period.id) ?? new Set());
    if (daysBefore === null || !period.email) continue;
    const notice = {
      to: period.email,
      name: period.name ?? (period.school ? 'your school' : 'there'),
      school: period.school,
      endsAt: period.endsAt,
      graceEndsAt: period.graceEndsAt,
      pricingLink: `${publicUrl}/pricing/${period.school ? 'school' : 'reader'}`,
    };
    const mail = period.kind === 'PAID' ? renewalReminderMail(notice, daysBefore) : trialEndingMail(notice);
    try {
      const mailed = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, period.id, daysBefore, now))) return false;
        await mailer.send(mail);
        return true;
      });
      if (mailed) count += 1;
    } catch (err) {
      log.error({ err, subscriptionId: period.id, daysBefore }, 'renewal reminder not sent; the next run retries');
    }
  }
  return count;
}

export function renewalReminderJobs(deps: RenewalReminderDeps): Job[] {
  return [
    {
      name: RENEWAL_REMINDER_JOB,
      everyMs: RENEWAL_REMINDER_EVERY_MS,
      runAtStart: true,
      run: async () => {
        const sent = await sendRenewalReminders(deps);
        if (sent > 0) deps.log.info({ sent }, 'subscription reminders sent');
      },
    },
  ];
}
