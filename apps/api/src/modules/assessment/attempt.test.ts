/**
 * The student's attempt through the API on a fresh database, with the app's clock moved by the test: the list and
 * its statuses, starting inside the window only, the server's deadline (limit, closing time, extra time), saves
 * with their sequence, the deadline enforced on saves, shuffles stable across a resume and mapped back, scoring,
 * the result only when released (no answer key in any student route before), the timer's hand-in and its
 * notification, written answers with a file, face-checked attempts waiting for their check, tenant isolation and
 * roles on every route.
 */
import { attemptPath, ASSESSMENT_ATTEMPT_PATHS as P } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttempts, attemptAnswers, notifications, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { hasGpsTag, photoWithGps } from '../community/attachments/attachment-test-kit';
import { call, FOUR_MCQ, giveExtraTime, movableClock, publishAssignment, uploadFile } from './attempt-test-kit';

// The clock starts at the real time: the kit writes assignments around it unless told otherwise.
const clock = movableClock();
const MINUTE = 60_000;
let t: TestApp;
let schoolA: string;
let schoolB: string;
const as: Record<string, SignedIn> = {};
let studentIds: Record<string, string> = {};

const NO_KEY = /answerIndex|explanation|correctOptionId|"correct"|marksAwarded/;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Heights School');
  schoolA = a.institute.id;
  schoolB = b.institute.id;
  const names = [
    'asha',
    'bala',
    'chitra',
    'dev',
    'esha',
    'farah',
    'gopal',
    'hari',
    'indu',
    'jaya',
    'kabir',
    'lata',
  ] as const;
  studentIds = {};
  for (const name of names) {
    const student = await buildMember(t.db, schoolA, 'CANDIDATE');
    studentIds[name] = student.id;
    as[name] = await signIn(t.app, 'user', student.email);
  }
  const ninth = await buildMember(t.db, schoolA, 'CANDIDATE');
  await t.db.update(users).set({ studentClass: 'NINE' }).where(eq(users.id, ninth.id));
  as.ninth = await signIn(t.app, 'user', ninth.email);
  const sectionB = await buildMember(t.db, schoolA, 'CANDIDATE');
  await t.db.update(users).set({ section: 'B' }).where(eq(users.id, sectionB.id));
  as.sectionB = await signIn(t.app, 'user', sectionB.email);
  as.otherSchool = await signIn(t.app, 'user', (await buildMember(t.db, schoolB, 'CANDIDATE')).email);
  as.school = await signIn(t.app, 'institute', a.account.email);
  as.faculty = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA, 'FACULTY')).email);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const who = (name: string) => as[name] as SignedIn;
const view = (name: string, customUrl: string) => call(t.app, 'GET', attemptPath('view', { customUrl }), who(name));
const initiate = (name: string, customUrl: string) =>
  call(t.app, 'POST', attemptPath('initiate', { customUrl }), who(name));
const save = (name: string, customUrl: string, questionId: string, body: object) =>
  call(t.app, 'PUT', attemptPath('answer', { customUrl, questionId }), who(name), body);
const submit = (name: string, customUrl: string, submissionKey: string = crypto.randomUUID()) =>
  call(t.app, 'POST', attemptPath('submit', { customUrl }), who(name), { submissionKey });
const result = (name: string, customUrl: string) => call(t.app, 'GET', `${P.result}?customUrl=${customUrl}`, who(name));
const list = (name: string, query = '') => call(t.app, 'GET', `${P.list}${query}`, who(name));

/** The displayed id of the option with this text, in this student's order. */
const optionIdOf = (question: { options: Array<{ id: number; text: string }> }, text: string) =>
  question.options.find((option) => option.text === text)?.id as number;

const runTimer = async () => {
  const job = t.app.backgroundJobs.find((candidate) => candidate.name === 'assessment-attempt-timer');
  if (!job) throw new Error('no timer job');
  await job.run();
};

describe('the list', () => {
  it('shows the school’s published assignments for the class, with a status each, what is due first first', async () => {
    const now = clock.now();
    const later = await publishAssignment(t.db, schoolA, {
      title: 'Later test',
      closesAt: new Date(now.getTime() + 48 * 3_600_000),
    });
    const sooner = await publishAssignment(t.db, schoolA, {
      title: 'Sooner test',
      closesAt: new Date(now.getTime() + 2 * 3_600_000),
    });
    const upcoming = await publishAssignment(t.db, schoolA, {
      title: 'Upcoming test',
      opensAt: new Date(now.getTime() + 3_600_000),
    });
    const qna = await publishAssignment(t.db, schoolA, {
      type: 'QNA',
      title: 'Essay',
      questions: [{ kind: 'WRITTEN', prompt: 'Describe your town', marks: 5 }],
    });
    const draft = await publishAssignment(t.db, schoolA, { title: 'Draft test', state: 'DRAFT' });
    const ninth = await publishAssignment(t.db, schoolA, {
      title: 'Ninth test',
      targets: [{ studentClass: 'NINE' }],
    });
    const sectionOnly = await publishAssignment(t.db, schoolA, {
      title: 'Section A test',
      targets: [{ studentClass: 'EIGHT', section: 'A' }],
    });
    const otherSchool = await publishAssignment(t.db, schoolB, { title: 'Other school test' });

    const mine = await list('lata');
    expect(mine.status).toBe(200);
    const codes = mine.body.items.map((item: { code: string }) => item.code);
    expect(codes).toContain(later.code);
    expect(codes).toContain(sectionOnly.code);
    expect(codes).not.toContain(draft.code);
    expect(codes).not.toContain(ninth.code);
    expect(codes).not.toContain(otherSchool.code);
    expect(codes.indexOf(sooner.code)).toBeLessThan(codes.indexOf(later.code));
    expect(codes.indexOf(later.code)).toBeLessThan(codes.indexOf(upcoming.code));
    const statusOf = (code: string) =>
      mine.body.items.find((item: { code: string }) => item.code === code)?.status as string;
    expect(statusOf(sooner.code)).toBe('TO_DO');
    expect(statusOf(upcoming.code)).toBe('UPCOMING');
    expect(mine.raw).not.toMatch(NO_KEY);

    // Another section sees the class-wide ones, not the one for section A only; class 9 sees its own.
    const b = (await list('sectionB')).body.items.map((item: { code: string }) => item.code);
    expect(b).toContain(later.code);
    expect(b).not.toContain(sectionOnly.code);
    expect((await list('ninth')).body.items.map((item: { code: string }) => item.code)).toEqual([ninth.code]);

    const onlyQna = await list('lata', '?type=QNA');
    expect(onlyQna.body.items.map((item: { code: string }) => item.code)).toEqual([qna.code]);
    expect((await list('lata', '?type=POEM')).status).toBe(400);

    const recommended = await call(t.app, 'GET', P.recommended, who('lata'));
    expect(recommended.status).toBe(200);
    expect(recommended.body.items[0].code).toBe(sooner.code);
    expect(recommended.body.items.every((item: { status: string }) => item.status === 'TO_DO')).toBe(true);
    expect(recommended.body.items.length).toBeLessThanOrEqual(3);

    // In progress, then submitted, then result out once released; missed after the close.
    expect((await initiate('lata', sooner.customUrl)).status).toBe(200);
    expect(statusOfIn((await list('lata')).body.items, sooner.code)).toBe('IN_PROGRESS');
    expect((await submit('lata', sooner.customUrl)).status).toBe(200);
    expect(statusOfIn((await list('lata')).body.items, sooner.code)).toBe('RESULT_OUT');
    clock.advance(3 * 3_600_000);
    const afterClose = (await list('kabir')).body.items;
    expect(statusOfIn(afterClose, sooner.code)).toBe('MISSED');
    clock.set(now);
  });
});

const statusOfIn = (items: Array<{ code: string; status: string }>, code: string) =>
  items.find((item) => item.code === code)?.status;

describe('starting', () => {
  it('starts only inside the window, for the class, and not when cancelled', async () => {
    const now = clock.now();
    const early = await publishAssignment(t.db, schoolA, { opensAt: new Date(now.getTime() + 10 * MINUTE) });
    const refusedEarly = await initiate('asha', early.customUrl);
    expect(refusedEarly.status).toBe(409);
    expect(refusedEarly.code).toBe('ASSIGNMENT_NOT_OPEN');
    const closed = await publishAssignment(t.db, schoolA, {
      opensAt: new Date(now.getTime() - 60 * MINUTE),
      closesAt: new Date(now.getTime() - MINUTE),
    });
    expect((await initiate('asha', closed.customUrl)).code).toBe('ASSIGNMENT_NOT_OPEN');
    const cancelled = await publishAssignment(t.db, schoolA, { state: 'CANCELLED' });
    expect((await initiate('asha', cancelled.customUrl)).code).toBe('ASSIGNMENT_NOT_OPEN');
    const ninth = await publishAssignment(t.db, schoolA, { targets: [{ studentClass: 'NINE' }] });
    expect((await initiate('asha', ninth.customUrl)).status).toBe(403);
    expect((await view('asha', ninth.customUrl)).status).toBe(403);
    const draft = await publishAssignment(t.db, schoolA, { state: 'DRAFT' });
    expect((await initiate('asha', draft.customUrl)).status).toBe(404);
    const rows = await t.db
      .select()
      .from(assignmentAttempts)
      .where(eq(assignmentAttempts.candidateId, studentIds.asha as string));
    expect(rows).toHaveLength(0);
  });

  it('shows the rules before the start, with no questions and no key', async () => {
    const assignment = await publishAssignment(t.db, schoolA, { title: 'Rules first' });
    const before = await view('asha', assignment.customUrl);
    expect(before.status).toBe(200);
    expect(before.body.attempt).toBeNull();
    expect(before.body.questions).toEqual([]);
    expect(before.body.assignment).toMatchObject({
      title: 'Rules first',
      timeLimitMinutes: 30,
      questionCount: 4,
      totalMarks: 8,
      status: 'TO_DO',
      extraMinutes: 0,
    });
    expect(before.raw).not.toMatch(NO_KEY);
  });

  it('fixes the deadline on the server: the limit, the closing time, and the student’s extra time', async () => {
    const now = clock.now();
    const limited = await publishAssignment(t.db, schoolA, { timeLimitMinutes: 20 });
    const started = await initiate('bala', limited.customUrl);
    expect(started.status).toBe(200);
    expect(Date.parse(started.body.attempt.deadlineAt) - now.getTime()).toBe(20 * MINUTE);
    expect(started.body.questions).toHaveLength(4);
    expect(started.raw).not.toMatch(NO_KEY);
    for (const question of started.body.questions) {
      expect(Object.keys(question).sort()).toEqual([
        'allowFile',
        'id',
        'kind',
        'marks',
        'options',
        'position',
        'prompt',
      ]);
    }

    const closing = await publishAssignment(t.db, schoolA, {
      timeLimitMinutes: 60,
      closesAt: new Date(now.getTime() + 15 * MINUTE),
    });
    const capped = await initiate('bala', closing.customUrl);
    expect(Date.parse(capped.body.attempt.deadlineAt) - now.getTime()).toBe(15 * MINUTE);

    const extra = await publishAssignment(t.db, schoolA, { timeLimitMinutes: 20 });
    await giveExtraTime(t.db, extra.id, studentIds.chitra as string, 10);
    const withExtra = await initiate('chitra', extra.customUrl);
    expect(withExtra.body.assignment.extraMinutes).toBe(10);
    expect(Date.parse(withExtra.body.attempt.deadlineAt) - now.getTime()).toBe(30 * MINUTE);
    // A classmate without the accommodation keeps the plain limit.
    const plain = await initiate('dev', extra.customUrl);
    expect(Date.parse(plain.body.attempt.deadlineAt) - now.getTime()).toBe(20 * MINUTE);
  });

  it('resumes the same attempt from another device, deadline and saved answers included', async () => {
    const assignment = await publishAssignment(t.db, schoolA);
    const first = await initiate('esha', assignment.customUrl);
    const question = first.body.questions[1];
    expect((await save('esha', assignment.customUrl, question.id, { selectedOptionId: 2, clientSeq: 1 })).status).toBe(
      200,
    );
    clock.advance(5 * MINUTE);
    const again = await initiate('esha', assignment.customUrl);
    expect(again.body.attempt.id).toBe(first.body.attempt.id);
    expect(again.body.attempt.deadlineAt).toBe(first.body.attempt.deadlineAt);
    expect(again.body.questions).toEqual(first.body.questions);
    expect(again.body.answers).toEqual([
      expect.objectContaining({ questionId: question.id, selectedOptionId: 2, clientSeq: 1 }),
    ]);
    expect(Date.parse(again.body.serverNow)).toBe(clock.now().getTime());
    clock.advance(-5 * MINUTE);
  });
});

describe('saving answers', () => {
  it('keeps the newest save by sequence: an older one that arrives late changes nothing', async () => {
    const assignment = await publishAssignment(t.db, schoolA);
    const started = await initiate('farah', assignment.customUrl);
    const questionId = started.body.questions[0].id;
    const newer = await save('farah', assignment.customUrl, questionId, { selectedOptionId: 3, clientSeq: 5 });
    expect(newer.body).toMatchObject({ applied: true, answer: { selectedOptionId: 3, clientSeq: 5 } });
    const older = await save('farah', assignment.customUrl, questionId, { selectedOptionId: 1, clientSeq: 4 });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ applied: false, answer: { selectedOptionId: 3, clientSeq: 5 } });
    const same = await save('farah', assignment.customUrl, questionId, { selectedOptionId: 0, clientSeq: 5 });
    expect(same.body).toMatchObject({ applied: false, answer: { selectedOptionId: 3 } });
    const cleared = await save('farah', assignment.customUrl, questionId, { selectedOptionId: null, clientSeq: 6 });
    expect(cleared.body).toMatchObject({ applied: true, answer: { selectedOptionId: null, clientSeq: 6 } });
    const [row] = await t.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, started.body.attempt.id), eq(attemptAnswers.questionId, questionId)));
    expect(row).toMatchObject({ selectedIndex: null, clientSeq: 6 });
    const [attempt] = await t.db
      .select()
      .from(assignmentAttempts)
      .where(eq(assignmentAttempts.id, started.body.attempt.id));
    expect(attempt?.answersVersion).toBe(4);
  });

  it('refuses bad input with the answer unchanged', async () => {
    const assignment = await publishAssignment(t.db, schoolA);
    const started = await initiate('gopal', assignment.customUrl);
    const questionId = started.body.questions[0].id;
    await save('gopal', assignment.customUrl, questionId, { selectedOptionId: 1, clientSeq: 1 });
    const cases: object[] = [
      { selectedOptionId: 4, clientSeq: 2 },
      { selectedOptionId: -1, clientSeq: 2 },
      { text: 'an essay', clientSeq: 2 },
      { selectedOptionId: 1, text: 'both', clientSeq: 2 },
      { selectedOptionId: 1 },
      { selectedOptionId: 1, clientSeq: 0 },
      { selectedOptionId: 1, clientSeq: 2, answerIndex: 1 },
    ];
    for (const body of cases) {
      const refused = await save('gopal', assignment.customUrl, questionId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const elsewhere = await save('gopal', assignment.customUrl, crypto.randomUUID(), {
      selectedOptionId: 1,
      clientSeq: 2,
    });
    expect(elsewhere.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, started.body.attempt.id), eq(attemptAnswers.questionId, questionId)));
    expect(row).toMatchObject({ selectedIndex: 1, clientSeq: 1 });
  });

  it('refuses a save before the start, and after the deadline (answers saved in time count)', async () => {
    const now = clock.now();
    const assignment = await publishAssignment(t.db, schoolA, { timeLimitMinutes: 10, resultRelease: 'IMMEDIATELY' });
    const unstarted = await save('hari', assignment.customUrl, assignment.questionIds[0] as string, {
      selectedOptionId: 0,
      clientSeq: 1,
    });
    expect(unstarted.status).toBe(409);
    const started = await initiate('hari', assignment.customUrl);
    const [first, second] = started.body.questions;
    // The right answer to the first, saved in time.
    await save('hari', assignment.customUrl, first.id, { selectedOptionId: 0, clientSeq: 1 });
    clock.set(new Date(now.getTime() + 10 * MINUTE + 1000));
    const late = await save('hari', assignment.customUrl, second.id, { selectedOptionId: 1, clientSeq: 1 });
    expect(late.status).toBe(409);
    expect(late.code).toBe('ASSIGNMENT_TIME_UP');
    // The page hands in after the deadline: the timer's hand-in with what was saved in time.
    const handedIn = await submit('hari', assignment.customUrl);
    expect(handedIn.status).toBe(200);
    expect(handedIn.body).toMatchObject({ firstSubmission: true, late: true, attempt: { submittedBy: 'TIMER' } });
    expect(handedIn.message).toMatch(/Time was up/);
    expect(Date.parse(handedIn.body.attempt.submittedAt)).toBe(Date.parse(started.body.attempt.deadlineAt));
    const scored = await result('hari', assignment.customUrl);
    expect(scored.body).toMatchObject({ released: true, score: 2, maxScore: 8 });
    clock.set(now);
  });
});

describe('shuffles', () => {
  it('gives each student their own order, kept across a resume, and maps the displayed option back', async () => {
    const questions = Array.from({ length: 8 }, (_, index) => ({
      prompt: `Shuffled question ${index + 1}`,
      options: ['red', 'green', 'blue', 'yellow', 'purple'],
      answerIndex: index % 5,
      marks: 1,
    }));
    const assignment = await publishAssignment(t.db, schoolA, {
      shuffleQuestions: true,
      shuffleOptions: true,
      questions,
    });
    const a = (await initiate('indu', assignment.customUrl)).body;
    const b = (await initiate('jaya', assignment.customUrl)).body;
    const orderOf = (body: typeof a) => body.questions.map((question: { prompt: string }) => question.prompt).join('|');
    const optionsOf = (body: typeof a) =>
      body.questions.map((question: { options: Array<{ text: string }> }) =>
        question.options.map((o) => o.text).join(','),
      );
    expect(orderOf(a) !== orderOf(b) || optionsOf(a).join() !== optionsOf(b).join()).toBe(true);
    expect(a.questions.map((question: { position: number }) => question.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const again = (await view('indu', assignment.customUrl)).body;
    expect(orderOf(again)).toBe(orderOf(a));
    expect(optionsOf(again)).toEqual(optionsOf(a));
    expect(
      a.questions.some((question: { options: Array<{ text: string }> }, index: number) => {
        const plain = ['red', 'green', 'blue', 'yellow', 'purple'];
        return question.options.map((o) => o.text).join() !== plain.join() || index < 0;
      }),
    ).toBe(true);

    // Indu answers every question right by the option's text, whatever its displayed place.
    for (const question of a.questions) {
      const index = Number(question.prompt.split(' ').pop()) - 1;
      const right = ['red', 'green', 'blue', 'yellow', 'purple'][index % 5] as string;
      const saved = await save('indu', assignment.customUrl, question.id, {
        selectedOptionId: optionIdOf(question, right),
        clientSeq: 1,
      });
      expect(saved.body.answer.selectedOptionId).toBe(optionIdOf(question, right));
    }
    const resumed = (await initiate('indu', assignment.customUrl)).body;
    for (const answer of resumed.answers) {
      const question = resumed.questions.find((candidate: { id: string }) => candidate.id === answer.questionId);
      const index = Number(question.prompt.split(' ').pop()) - 1;
      expect(question.options[answer.selectedOptionId].text).toBe(
        ['red', 'green', 'blue', 'yellow', 'purple'][index % 5],
      );
    }
    const handedIn = await submit('indu', assignment.customUrl);
    expect(handedIn.body.resultReleased).toBe(true);
    const review = (await result('indu', assignment.customUrl)).body;
    expect(review.score).toBe(8);
    for (const question of review.questions) {
      expect(question.correct).toBe(true);
      expect(question.selectedOptionId).toBe(question.correctOptionId);
    }
    // The stored answers are the stored options' indexes, not the displayed places.
    const stored = await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.attempt.id));
    for (const row of stored) {
      const at = assignment.questionIds.indexOf(row.questionId);
      expect(row.selectedIndex).toBe(at % 5);
    }
  });
});

describe('handing in and the result', () => {
  it('scores on the server, stores one submission, and shows the review when released at once', async () => {
    const assignment = await publishAssignment(t.db, schoolA, { resultRelease: 'IMMEDIATELY' });
    const started = (await initiate('kabir', assignment.customUrl)).body;
    const [q1, q2, q3] = started.questions;
    await save('kabir', assignment.customUrl, q1.id, { selectedOptionId: 0, clientSeq: 1 }); // right
    await save('kabir', assignment.customUrl, q2.id, { selectedOptionId: 0, clientSeq: 1 }); // wrong
    await save('kabir', assignment.customUrl, q3.id, { selectedOptionId: 2, clientSeq: 1 }); // right
    const first = await submit('kabir', assignment.customUrl, 'key-first-000');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ firstSubmission: true, late: false, resultReleased: true });
    expect(first.body.attempt).toMatchObject({ status: 'SUBMITTED', submittedBy: 'STUDENT' });
    const second = await submit('kabir', assignment.customUrl, 'key-second-00');
    expect(second.body.firstSubmission).toBe(false);
    expect(second.message).toBe('Already handed in');
    expect(second.body.attempt.submittedAt).toBe(first.body.attempt.submittedAt);
    const refused = await save('kabir', assignment.customUrl, q1.id, { selectedOptionId: 1, clientSeq: 2 });
    expect(refused.code).toBe('ASSIGNMENT_ALREADY_SUBMITTED');

    const review = await result('kabir', assignment.customUrl);
    expect(review.body).toMatchObject({ released: true, score: 4, maxScore: 8 });
    const [r1, r2, , r4] = review.body.questions;
    expect(r1).toMatchObject({ correct: true, marksAwarded: 2, selectedOptionId: 0, correctOptionId: 0 });
    expect(r2).toMatchObject({ correct: false, marksAwarded: 0, selectedOptionId: 0, correctOptionId: 1 });
    expect(r4).toMatchObject({ correct: null, selectedOptionId: null, correctOptionId: 3 });
    expect(r1.explanation).toBe(FOUR_MCQ[0]?.explanation);
    // By the details page's code too.
    const byCode = await call(t.app, 'GET', `${P.result}?assignmentCode=${assignment.code}`, who('kabir'));
    expect(byCode.body.score).toBe(4);
    // The view after handing in has no questions.
    const after = await view('kabir', assignment.customUrl);
    expect(after.body).toMatchObject({ questions: [], resultReleased: true });
  });

  it('keeps the answers from every student route until the closing time when released after it', async () => {
    const now = clock.now();
    const assignment = await publishAssignment(t.db, schoolA, {
      resultRelease: 'AFTER_CLOSE',
      closesAt: new Date(now.getTime() + 60 * MINUTE),
    });
    const routes = async () => [
      await list('lata'),
      await call(t.app, 'GET', P.recommended, who('lata')),
      await view('lata', assignment.customUrl),
      await result('lata', assignment.customUrl),
    ];
    for (const response of await routes()) expect(response.raw).not.toMatch(NO_KEY);
    const started = await initiate('lata', assignment.customUrl);
    expect(started.raw).not.toMatch(NO_KEY);
    const saved = await save('lata', assignment.customUrl, started.body.questions[0].id, {
      selectedOptionId: 0,
      clientSeq: 1,
    });
    expect(saved.raw).not.toMatch(NO_KEY);
    for (const response of await routes()) expect(response.raw).not.toMatch(NO_KEY);
    const handedIn = await submit('lata', assignment.customUrl);
    expect(handedIn.raw).not.toMatch(NO_KEY);
    expect(handedIn.body.resultReleased).toBe(false);
    for (const response of await routes()) expect(response.raw).not.toMatch(NO_KEY);
    const waiting = await result('lata', assignment.customUrl);
    expect(waiting.body).toMatchObject({ released: false, score: null, questions: [] });
    expect(waiting.body.releaseAt).toBe(new Date(now.getTime() + 60 * MINUTE).toISOString());

    clock.advance(61 * MINUTE);
    const out = await result('lata', assignment.customUrl);
    expect(out.body).toMatchObject({ released: true, score: 2 });
    expect(out.raw).toMatch(/explanation/);
    clock.set(now);
  });

  it('hands in what was left running when the time is up (the timer), and tells the student their marks', async () => {
    const now = clock.now();
    const assignment = await publishAssignment(t.db, schoolA, { timeLimitMinutes: 5, resultRelease: 'IMMEDIATELY' });
    const started = (await initiate('dev', assignment.customUrl)).body;
    await save('dev', assignment.customUrl, started.questions[0].id, { selectedOptionId: 0, clientSeq: 1 });
    await runTimer();
    let [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    expect(row?.status).toBe('IN_PROGRESS');
    clock.advance(5 * MINUTE + 1);
    await runTimer();
    [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', submittedBy: 'TIMER', score: 2, timeTakenSeconds: 300 });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, studentIds.dev as string), eq(notifications.kind, 'ASSIGNMENT_GRADED')));
    expect(told).toHaveLength(1);
    expect(told[0]?.linkPath).toBe(`/assessment-details/${assignment.code}`);
    await runTimer();
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, studentIds.dev as string), eq(notifications.kind, 'ASSIGNMENT_GRADED')),
        ),
    ).toHaveLength(1);
    clock.set(now);
  });
});

describe('written answers', () => {
  it('takes text and a file, waits for grading with no score, and tells nobody when the timer hands it in', async () => {
    const now = clock.now();
    const assignment = await publishAssignment(t.db, schoolA, {
      type: 'QNA',
      resultRelease: 'AFTER_GRADING',
      timeLimitMinutes: 30,
      questions: [
        { kind: 'WRITTEN', prompt: 'Describe the water cycle', marks: 5, allowFile: true },
        { kind: 'WRITTEN', prompt: 'Name three rivers', marks: 3 },
      ],
    });
    const started = (await initiate('esha', assignment.customUrl)).body;
    const [essay, rivers] = started.questions;
    expect(essay).toMatchObject({ kind: 'WRITTEN', options: null, allowFile: true });
    const text = await save('esha', assignment.customUrl, essay.id, {
      text: 'Water rises, cools and falls.',
      clientSeq: 1,
    });
    expect(text.body.answer).toMatchObject({ text: 'Water rises, cools and falls.', selectedOptionId: null });
    expect((await save('esha', assignment.customUrl, essay.id, { selectedOptionId: 0, clientSeq: 2 })).status).toBe(
      400,
    );
    expect(
      (await save('esha', assignment.customUrl, essay.id, { text: 'x'.repeat(20_001), clientSeq: 2 })).status,
    ).toBe(400);

    const path = `/api${attemptPath('answerFile', { customUrl: assignment.customUrl, questionId: essay.id })}`;
    const photo = await photoWithGps(800, 600);
    const attached = await uploadTo(path, who('esha'), photo, 'diagram.jpg');
    expect(attached.statusCode).toBe(200);
    expect(attached.json().body.answer).toMatchObject({
      fileName: 'diagram.webp',
      text: 'Water rises, cools and falls.',
    });
    const served = await t.app.inject({ method: 'GET', url: path, headers: { cookie: who('esha').cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(hasGpsTag((await sharp(served.rawPayload).metadata()).exif)).toBe(false);
    // Only the student's own file; not on a question without files; not a program.
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: who('farah').cookie } })).statusCode,
    ).toBe(404);
    const riversPath = `/api${attemptPath('answerFile', { customUrl: assignment.customUrl, questionId: rivers.id })}`;
    expect((await uploadTo(riversPath, who('esha'), photo, 'x.jpg')).statusCode).toBe(400);
    expect(
      (await uploadTo(path, who('esha'), Buffer.from('#!/bin/sh\necho hi\n'.repeat(400)), 'run.sh')).statusCode,
    ).toBe(415);

    await save('esha', assignment.customUrl, rivers.id, { text: 'Ganga, Kaveri, Narmada', clientSeq: 1 });
    const handedIn = await submit('esha', assignment.customUrl);
    expect(handedIn.body).toMatchObject({ resultReleased: false, attempt: { status: 'SUBMITTED' } });
    const [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    expect(row).toMatchObject({ score: null, maxScore: 8 });
    const waiting = await result('esha', assignment.customUrl);
    expect(waiting.body).toMatchObject({ released: false, releaseAt: null, questions: [] });

    // A classmate's written attempt handed in by the timer: no marks out, no notification.
    const other = (await initiate('bala', assignment.customUrl)).body;
    clock.advance(31 * MINUTE);
    await runTimer();
    const [timed] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, other.attempt.id));
    expect(timed).toMatchObject({ status: 'SUBMITTED', submittedBy: 'TIMER', score: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, studentIds.bala as string), eq(notifications.kind, 'ASSIGNMENT_GRADED')),
      );
    expect(told.filter((row) => row.linkPath?.includes(assignment.code))).toHaveLength(0);
    clock.set(now);
  });
});

describe('face-checked assignments', () => {
  it('makes the attempt without starting its clock, and starts it once the identity check is settled', async () => {
    const now = clock.now();
    const assignment = await publishAssignment(t.db, schoolA, { faceCheckRequired: true, timeLimitMinutes: 15 });
    const before = await view('gopal', assignment.customUrl);
    expect(before.body.needsFaceCheck).toBe(true);
    const first = await initiate('gopal', assignment.customUrl);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ needsFaceCheck: true, questions: [] });
    expect(first.body.attempt).toMatchObject({ identityCheck: 'PENDING', clockStarted: false, deadlineAt: null });
    expect(first.message).toBe('Please complete your face verification before attempting the assessment.');
    const refused = await save('gopal', assignment.customUrl, assignment.questionIds[0] as string, {
      selectedOptionId: 0,
      clientSeq: 1,
    });
    expect(refused.code).toBe('FACE_VERIFICATION_REQUIRED');
    expect((await submit('gopal', assignment.customUrl)).code).toBe('FACE_VERIFICATION_REQUIRED');
    // Still pending: initiating again changes nothing. The timer leaves a waiting attempt alone.
    clock.advance(20 * MINUTE);
    expect((await initiate('gopal', assignment.customUrl)).body.attempt.clockStarted).toBe(false);
    await runTimer();
    // The face check passes (written by the face part): the next initiate starts the clock from now.
    await t.db
      .update(assignmentAttempts)
      .set({ identityCheck: 'VERIFIED' })
      .where(eq(assignmentAttempts.id, first.body.attempt.id));
    const started = await initiate('gopal', assignment.customUrl);
    expect(started.body).toMatchObject({
      needsFaceCheck: false,
      attempt: { clockStarted: true, id: first.body.attempt.id },
    });
    expect(Date.parse(started.body.attempt.deadlineAt) - clock.now().getTime()).toBe(15 * MINUTE);
    expect(started.body.questions).toHaveLength(4);
    const again = await initiate('gopal', assignment.customUrl);
    expect(again.body.attempt.deadlineAt).toBe(started.body.attempt.deadlineAt);

    const rejected = await publishAssignment(t.db, schoolA, { faceCheckRequired: true });
    const pending = await initiate('hari', rejected.customUrl);
    await t.db
      .update(assignmentAttempts)
      .set({ identityCheck: 'REJECTED' })
      .where(eq(assignmentAttempts.id, pending.body.attempt.id));
    expect((await initiate('hari', rejected.customUrl)).code).toBe('FACE_VERIFICATION_REQUIRED');
    clock.set(now);
  });
});

describe('who may call', () => {
  it('answers 401 signed out, 403 to staff, 404 to another school’s student on every route', async () => {
    const assignment = await publishAssignment(t.db, schoolA);
    const started = (await initiate('jaya', assignment.customUrl)).body;
    const customUrl = assignment.customUrl;
    const questionId = started.questions[0].id;
    const routes: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
      ['GET', P.list],
      ['GET', P.recommended],
      ['GET', attemptPath('view', { customUrl })],
      ['POST', attemptPath('initiate', { customUrl })],
      ['PUT', attemptPath('answer', { customUrl, questionId }), { selectedOptionId: 1, clientSeq: 9 }],
      ['GET', attemptPath('answerFile', { customUrl, questionId })],
      ['DELETE', attemptPath('answerFile', { customUrl, questionId })],
      ['POST', attemptPath('submit', { customUrl }), { submissionKey: 'intruder-key' }],
      ['GET', `${P.result}?customUrl=${customUrl}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, who('school'), body)).status, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, who('faculty'), body)).status, `${method} ${url}`).toBe(403);
      if (url === P.list || url === P.recommended) continue;
      expect((await call(t.app, method, url, who('otherSchool'), body)).status, `${method} ${url}`).toBe(404);
    }
    const upload404 = await uploadTo(
      `/api${attemptPath('answerFile', { customUrl, questionId })}`,
      who('otherSchool'),
      await photoWithGps(40, 40),
      'x.jpg',
    );
    expect(upload404.statusCode).toBe(404);
    expect(
      (await uploadTo(`/api${attemptPath('answerFile', { customUrl, questionId })}`, undefined, Buffer.from('x'), 'x'))
        .statusCode,
    ).toBe(401);
    // Nothing changed for Jaya.
    const [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    expect(row).toMatchObject({ status: 'IN_PROGRESS', answersVersion: 0 });
    expect((await list('otherSchool')).body.items.map((item: { code: string }) => item.code)).not.toContain(
      assignment.code,
    );
    expect((await call(t.app, 'GET', `${P.result}`, who('jaya'))).status).toBe(400);
  });
});

function uploadTo(url: string, signedIn: SignedIn | undefined, file: Buffer, filename: string) {
  return uploadFile(t.app, signedIn, url, file, filename);
}
