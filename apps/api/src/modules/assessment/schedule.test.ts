/**
 * Schedules with a moved clock: the next occurrence is made once its predecessor has opened (not before), once even
 * when two runs race, with the same questions, classes and extra time, published and announced; times follow the
 * frequency from the first occurrence (the 31st of a month becomes the month's last day); windows that passed while
 * the server was off are skipped; the series stops at its end and when its latest occurrence is cancelled.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentAccommodations,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  notifications,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { NotificationService } from '../notification/notification.service';
import { addMonthsInIndia, occurrenceOpensAt, runSchedules } from './assessment-schedule.job';
import {
  type AssessmentSchool,
  assessmentSchool,
  call,
  mcq,
  movableClock,
  pathOf,
  publishThroughRoutes,
} from './assessment-test-kit';
import { AuthoringService } from './authoring.service';

const DAY = 86_400_000;
const MINUTE = 60_000;

describe('occurrence times', () => {
  it('move by a day, a week, N days, or to the same day of a later month in India (clamped to its end)', () => {
    const first = new Date('2027-01-31T04:30:00Z'); // 10:00 in India
    expect(occurrenceOpensAt(first, 2, 'DAILY', null).toISOString()).toBe('2027-02-01T04:30:00.000Z');
    expect(occurrenceOpensAt(first, 3, 'WEEKLY', null).toISOString()).toBe('2027-02-14T04:30:00.000Z');
    expect(occurrenceOpensAt(first, 2, 'CUSTOM', 3).toISOString()).toBe('2027-02-03T04:30:00.000Z');
    expect(occurrenceOpensAt(first, 2, 'MONTHLY', null).toISOString()).toBe('2027-02-28T04:30:00.000Z');
    expect(occurrenceOpensAt(first, 3, 'MONTHLY', null).toISOString()).toBe('2027-03-31T04:30:00.000Z');
    expect(occurrenceOpensAt(first, 4, 'MONTHLY', null).toISOString()).toBe('2027-04-30T04:30:00.000Z');
    // 31 Jan 2028, a leap year: 29 Feb.
    expect(addMonthsInIndia(new Date('2028-01-31T04:30:00Z'), 1).toISOString()).toBe('2028-02-29T04:30:00.000Z');
    // 1 Feb 00:30 in India is 31 Jan 19:00 UTC: the day is India's, so it stays the 1st.
    expect(addMonthsInIndia(new Date('2027-01-31T19:00:00Z'), 1).toISOString()).toBe('2027-02-28T19:00:00.000Z');
    // 31 Dec → 31 Jan of the next year.
    expect(addMonthsInIndia(new Date('2026-12-31T04:30:00Z'), 1).toISOString()).toBe('2027-01-31T04:30:00.000Z');
  });
});

describe('the schedule job', () => {
  let t: TestApp;
  let s: AssessmentSchool;
  let authoring: AuthoringService;
  const clock = movableClock(new Date('2027-01-31T04:00:00Z'));
  const run = () => runSchedules(t.db, authoring, clock);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    s = await assessmentSchool(t.app, t.db);
    authoring = new AuthoringService(t.db, clock, new NotificationService(t.db, clock));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const seriesOf = (seriesId: string) =>
    t.db.select().from(assignments).where(eq(assignments.seriesId, seriesId)).orderBy(asc(assignments.occurrence));

  it('makes the next daily occurrence once the current one opens, once, like the first', async () => {
    clock.set(new Date('2027-01-31T04:00:00Z'));
    const opensAt = new Date('2027-01-31T04:30:00Z');
    const first = await publishThroughRoutes(t.app, s.as.author, clock.now(), {
      title: 'Daily spelling',
      questions: [mcq('Which is spelt right?', 1, 2), mcq('And this one?', 0, 3)],
      publish: {
        opensAt: opensAt.toISOString(),
        closesAt: new Date(opensAt.getTime() + 60 * MINUTE).toISOString(),
        targets: [{ studentClass: 'EIGHT', section: 'A' }],
        scheduleFrequency: 'DAILY',
        scheduleUntil: new Date(opensAt.getTime() + 2 * DAY + 60 * MINUTE).toISOString(),
      },
    });
    expect(first.seriesId).toBe(first.id);
    await call(
      t.app,
      'PUT',
      pathOf('accommodation', { assignmentCode: first.code, candidateId: s.students.eightA }),
      s.as.author,
      { extraMinutes: 10 },
    );

    // Not opened yet: nothing.
    expect(await run()).toBe(0);
    clock.set(new Date('2027-01-31T04:31:00Z'));
    // Two runs at once (two processes): one occurrence.
    const made = await Promise.all([run(), run()]);
    expect(made[0] + made[1]).toBe(1);
    expect(await run()).toBe(0);

    const series = await seriesOf(first.id);
    expect(series.map((row) => row.occurrence)).toEqual([1, 2]);
    const second = series[1];
    expect(second).toMatchObject({
      state: 'PUBLISHED',
      title: 'Daily spelling',
      opensAt: new Date('2027-02-01T04:30:00Z'),
      closesAt: new Date('2027-02-01T05:30:00Z'),
      totalMarks: 5,
      scheduleFrequency: 'DAILY',
    });
    expect(second?.code).not.toBe(first.code);
    const questions = await t.db
      .select()
      .from(assignmentQuestions)
      .where(eq(assignmentQuestions.assignmentId, second?.id as string))
      .orderBy(asc(assignmentQuestions.position));
    expect(questions.map((question) => [question.prompt, question.answerIndex, question.marks])).toEqual([
      ['Which is spelt right?', 1, 2],
      ['And this one?', 0, 3],
    ]);
    const targets = await t.db
      .select({ studentClass: assignmentTargets.studentClass, section: assignmentTargets.section })
      .from(assignmentTargets)
      .where(eq(assignmentTargets.assignmentId, second?.id as string));
    expect(targets).toEqual([{ studentClass: 'EIGHT', section: 'A' }]);
    const extra = await t.db
      .select()
      .from(assignmentAccommodations)
      .where(eq(assignmentAccommodations.assignmentId, second?.id as string));
    expect(extra).toEqual([expect.objectContaining({ candidateId: s.students.eightA, extraMinutes: 10 })]);
    const told = await t.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'ASSIGNMENT_SET'),
          eq(notifications.linkPath, `/attempt-assignment/${second?.customUrl}`),
        ),
      );
    expect(told).toEqual([{ recipientId: s.students.eightA }]);

    // The second opens: the third is made; the fourth would open after the end, so the series stops.
    clock.set(new Date('2027-02-01T04:31:00Z'));
    expect(await run()).toBe(1);
    clock.set(new Date('2027-02-02T04:31:00Z'));
    expect(await run()).toBe(0);
    expect((await seriesOf(first.id)).map((row) => row.opensAt?.toISOString())).toEqual([
      '2027-01-31T04:30:00.000Z',
      '2027-02-01T04:30:00.000Z',
      '2027-02-02T04:30:00.000Z',
    ]);
  });

  it('monthly from the 31st: the last day of February, then the 31st of March', async () => {
    clock.set(new Date('2027-01-31T04:00:00Z'));
    const first = await publishThroughRoutes(t.app, s.as.author, clock.now(), {
      title: 'Monthly revision',
      publish: {
        opensAt: '2027-01-31T10:00:00+05:30',
        closesAt: '2027-01-31T12:00:00+05:30',
        scheduleFrequency: 'MONTHLY',
      },
    });
    clock.set(new Date('2027-01-31T04:31:00Z'));
    // The app's own background job (as server.ts starts it) makes it.
    const job = t.app.backgroundJobs.find((candidate) => candidate.name === 'assessment-schedule');
    await job?.run();
    expect(await seriesOf(first.id)).toHaveLength(2);
    clock.set(new Date('2027-02-28T04:31:00Z'));
    expect(await run()).toBe(1);
    expect((await seriesOf(first.id)).map((row) => row.opensAt?.toISOString())).toEqual([
      '2027-01-31T04:30:00.000Z',
      '2027-02-28T04:30:00.000Z',
      '2027-03-31T04:30:00.000Z',
    ]);
  });

  it('skips windows that passed while nothing ran, and stops when the latest occurrence is cancelled', async () => {
    clock.set(new Date('2027-03-01T04:00:00Z'));
    const first = await publishThroughRoutes(t.app, s.as.author, clock.now(), {
      title: 'Every three days',
      publish: {
        opensAt: '2027-03-01T10:00:00+05:30',
        closesAt: '2027-03-01T11:00:00+05:30',
        scheduleFrequency: 'CUSTOM',
        scheduleEveryDays: 3,
      },
    });
    // Ten days later: the occurrences of 4 and 7 March have passed; the next is 13 March (occurrence 5).
    clock.set(new Date('2027-03-11T04:00:00Z'));
    expect(await run()).toBe(1);
    const series = await seriesOf(first.id);
    expect(series.map((row) => [row.occurrence, row.opensAt?.toISOString()])).toEqual([
      [1, '2027-03-01T04:30:00.000Z'],
      [5, '2027-03-13T04:30:00.000Z'],
    ]);
    // Cancelled before it opens: the series ends there.
    const latest = series[1]?.code as string;
    expect((await call(t.app, 'POST', pathOf('cancel', { assignmentCode: latest }), s.as.author)).status).toBe(200);
    clock.set(new Date('2027-03-13T04:31:00Z'));
    expect(await run()).toBe(0);
    expect(await seriesOf(first.id)).toHaveLength(2);
  });

  it('a draft, an unscheduled or a cancelled first occurrence makes nothing', async () => {
    clock.set(new Date('2027-04-01T04:00:00Z'));
    const plain = await publishThroughRoutes(t.app, s.as.author, clock.now(), { title: 'Once only' });
    const cancelled = await publishThroughRoutes(t.app, s.as.author, clock.now(), {
      title: 'Weekly but cancelled',
      publish: { scheduleFrequency: 'WEEKLY' },
    });
    await call(t.app, 'POST', pathOf('cancel', { assignmentCode: cancelled.code }), s.as.author);
    clock.set(new Date('2027-04-01T05:00:00Z'));
    await run();
    expect(await seriesOf(cancelled.id)).toHaveLength(1);
    expect(await t.db.select().from(assignments).where(eq(assignments.title, 'Once only'))).toHaveLength(1);
    expect(plain.seriesId).toBeNull();
  });
});
