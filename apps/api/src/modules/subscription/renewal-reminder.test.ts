import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionReminders, subscriptions } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { RENEWAL_REMINDER_JOB, sendRenewalReminders } from './renewal-reminder.job';
import { insertPeriod, type SubscriptionOwner } from './subscription.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const base = new Date();
let now = base;
const clock = { now: () => now };
const at = (days: number) => new Date(base.getTime() + days * DAY_MS);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => {
  now = base;
});

async function runJob() {
  const job = t.app.backgroundJobs.find((candidate) => candidate.name === RENEWAL_REMINDER_JOB);
  if (!job) throw new Error('the renewal reminder job is not registered');
  await job.run();
}
const mailsTo = async (email: string) => (await t.outbox.list(1000)).filter((mail) => mail.to === email).reverse();
const remindersOf = async (subscriptionId: string) =>
  (
    await t.db
      .select({ daysBefore: subscriptionReminders.daysBefore })
      .from(subscriptionReminders)
      .where(eq(subscriptionReminders.subscriptionId, subscriptionId))
  )
    .map((row) => row.daysBefore)
    .sort();

const paid = (owner: SubscriptionOwner, from: number, to: number) =>
  insertPeriod(t.db, owner, {
    kind: 'PAID',
    startsAt: at(from),
    endsAt: at(to),
    graceEndsAt: at(to + 7),
    planCode: 'READER_YEARLY',
  });

describe('renewal reminders of a paid plan', () => {
  it('go 7 days and 1 day before the end, once each, however often the job runs', async () => {
    const reader = await buildIndividual(t.db);
    const period = await paid({ userId: reader.id }, -357, 8);
    const endsAt = at(8);

    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(0);

    now = new Date(endsAt.getTime() - 7 * DAY_MS);
    await runJob();
    await runJob();
    const [first, ...others] = await mailsTo(reader.email);
    expect(others).toHaveLength(0);
    expect(first?.subject).toMatch(/^Your Noticeboard plan ends on \d{1,2} \w+ \d{4}$/);
    expect(first?.text).toContain(`Hello ${reader.name},`);
    expect(first?.text).toContain('For 7 days after it ends');
    expect(first?.text).toContain('reading stays open');
    expect(first?.text).toContain('Nothing is deleted.');
    expect(first?.text).toContain('Writing features (community posts) ask for a renewal');
    // Collabs are a school's: a reader's reminder does not promise them.
    expect(first?.text).not.toContain('collab');
    expect(first?.links).toEqual(['http://localhost:3000/pricing/reader']);
    expect(await remindersOf(period.id)).toEqual([7]);

    now = new Date(endsAt.getTime() - 3 * DAY_MS);
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(1);

    now = new Date(endsAt.getTime() - 23 * HOUR_MS);
    await runJob();
    await runJob();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Last reminder: your Noticeboard plan ends on /);
    expect(await remindersOf(period.id)).toEqual([1, 7]);

    now = new Date(endsAt.getTime() + HOUR_MS);
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(2);
  });

  it('go to the school account, with the school’s pricing page, and to no one else of the school', async () => {
    const { institute, account } = await buildInstitute(t.db, 'Reminder Valley School');
    const student = await buildMember(t.db, institute.id, 'CANDIDATE');
    await t.db.delete(subscriptions).where(eq(subscriptions.instituteId, institute.id));
    await paid({ instituteId: institute.id }, -360, 5);
    await runJob();
    const [mail, ...more] = await mailsTo(account.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Hello Reminder Valley School,');
    expect(mail?.text).toContain('Reminder Valley School’s Noticeboard plan ends on');
    expect(mail?.text).toContain('for your students and staff');
    expect(mail?.text).toContain('Writing features (community posts, collabs) ask for a renewal');
    expect(mail?.links).toEqual(['http://localhost:3000/pricing/school']);
    expect(await mailsTo(student.email)).toHaveLength(0);
  });

  it('are not sent once the plan is renewed (a later paid period exists)', async () => {
    const reader = await buildIndividual(t.db);
    const ending = await paid({ userId: reader.id }, -360, 5);
    await paid({ userId: reader.id }, 5, 370);
    const { institute, account } = await buildInstitute(t.db, 'Renewed Early School');
    await t.db.delete(subscriptions).where(eq(subscriptions.instituteId, institute.id));
    await paid({ instituteId: institute.id }, -360, 0.5);
    await paid({ instituteId: institute.id }, 0.5, 365.5);
    await runJob();
    now = at(4.5);
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(0);
    expect(await mailsTo(account.email)).toHaveLength(0);
    expect(await remindersOf(ending.id)).toEqual([]);
  });

  it('go once when two processes run the job at the same moment', async () => {
    const reader = await buildIndividual(t.db);
    const period = await paid({ userId: reader.id }, -360, 6);
    const deps = { db: t.db, mailer: t.outbox, clock, log: t.app.log, publicUrl: 'http://localhost:3000' };
    const sent = await Promise.all([sendRenewalReminders(deps), sendRenewalReminders(deps)]);
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(period.id)).toEqual([7]);
  });

  it('are tried again at the next run when the mail could not be sent', async () => {
    const reader = await buildIndividual(t.db);
    const period = await paid({ userId: reader.id }, -360, 6);
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
    };
    const deps = { db: t.db, mailer: broken, clock, log: t.app.log, publicUrl: 'http://localhost:3000' };
    expect(await sendRenewalReminders(deps)).toBe(0);
    expect(await remindersOf(period.id)).toEqual([]);
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(await remindersOf(period.id)).toEqual([7]);
  });
});

describe('the end of a free trial', () => {
  it('is told 2 days before, once; a trial gets no renewal reminders', async () => {
    const reader = await buildIndividual(t.db);
    const trial = await insertPeriod(t.db, { userId: reader.id }, { kind: 'TRIAL', startsAt: at(-8), endsAt: at(6) });
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(0);

    now = at(4);
    await runJob();
    await runJob();
    now = at(5.5);
    await runJob();
    const [mail, ...more] = await mailsTo(reader.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/^Your Noticeboard free trial ends on /);
    expect(mail?.text).toContain('Choose a plan to keep posting');
    expect(mail?.text).toContain('nothing is deleted');
    expect(mail?.links).toEqual(['http://localhost:3000/pricing/reader']);
    expect(await remindersOf(trial.id)).toEqual([2]);
  });

  it('is not told to an owner who already bought a plan', async () => {
    const reader = await buildIndividual(t.db);
    await insertPeriod(t.db, { userId: reader.id }, { kind: 'TRIAL', startsAt: at(-12), endsAt: at(1) });
    await paid({ userId: reader.id }, 0, 365);
    await runJob();
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });
});
