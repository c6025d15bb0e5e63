import { QUESTION_BANK_PATHS as P, QUESTION_BANK_MESSAGES } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqAttempts, questionBankAdoptions } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { signIn } from '../../../test/session';
import { bankCaller, insertAdoption, insertQuestion } from './question-test-kit';

let t: TestApp;
let call: ReturnType<typeof bankCaller>;
const cookies = {} as Record<'studentA' | 'studentB' | 'facultyA' | 'individual', string>;
type QuestionName =
  | 'openScience'
  | 'openMaths'
  | 'openPending'
  | 'ownA'
  | 'ownAPending'
  | 'ownADeleted'
  | 'ownARejected'
  | 'ownB'
  | 'ownC'
  | 'ownCPending';
const q = {} as Record<QuestionName, Awaited<ReturnType<typeof insertQuestion>>>;
let schoolB = '';
let schoolC = '';

const idsOf = (response: { json(): { body: { content: Array<{ id: string }> } } }) =>
  response.json().body.content.map((item) => item.id);

beforeAll(async () => {
  t = await buildTestApp();
  call = bankCaller(t);
  const a = (await buildInstitute(t.db, 'Lakeview School')).institute.id;
  schoolB = (await buildInstitute(t.db, 'Riverbend School')).institute.id;
  schoolC = (await buildInstitute(t.db, 'Hilltop Academy')).institute.id;
  const studentA = await buildMember(t.db, a, 'CANDIDATE');
  const studentB = await buildMember(t.db, schoolB, 'CANDIDATE');
  const facultyA = await buildMember(t.db, a, 'FACULTY');
  const individual = await buildIndividual(t.db);
  cookies.studentA = (await signIn(t.app, 'user', studentA.email)).cookie;
  cookies.studentB = (await signIn(t.app, 'user', studentB.email)).cookie;
  cookies.facultyA = (await signIn(t.app, 'faculty', facultyA.email)).cookie;
  cookies.individual = (await signIn(t.app, 'individual', individual.email)).cookie;

  q.openScience = await insertQuestion(t.db, { subjectName: 'Science', topic: 'Photosynthesis' });
  q.openMaths = await insertQuestion(t.db, {
    stem: 'What is the value of 7 multiplied by 8?',
    options: ['54', '56', '58', '64'],
    answerIndex: 1,
    subjectName: 'Mathematics',
    chapterTitle: 'Multiplication',
    studentClass: 'NINE',
    difficulty: 'MEDIUM',
  });
  q.openPending = await insertQuestion(t.db, { status: 'PENDING_REVIEW' });
  q.ownA = await insertQuestion(t.db, {
    instituteId: a,
    authorId: facultyA.id,
    stem: 'Which organ pumps blood through the human body?',
    options: ['Lungs', 'Kidney', 'Heart', 'Liver'],
    answerIndex: 2,
    subjectName: 'science',
    difficulty: 'HARD',
  });
  q.ownAPending = await insertQuestion(t.db, { instituteId: a, status: 'PENDING_REVIEW' });
  q.ownADeleted = await insertQuestion(t.db, { instituteId: a, deletedAt: new Date() });
  q.ownARejected = await insertQuestion(t.db, { instituteId: a, status: 'REJECTED' });
  q.ownB = await insertQuestion(t.db, { instituteId: schoolB, stem: 'Riverbend private question on rivers' });
  q.ownC = await insertQuestion(t.db, { instituteId: schoolC, subjectName: 'Geography', chapterTitle: 'Rivers' });
  q.ownCPending = await insertQuestion(t.db, { instituteId: schoolC, status: 'PENDING_REVIEW' });
  await insertAdoption(t.db, a, schoolC, 'ACCEPTED');
  await insertAdoption(t.db, schoolB, schoolC, 'DECLINED');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('practice questions', () => {
  it('shows visitors only the approved open set, without answers', async () => {
    const response = await call('GET', `${P.mcqData}?size=50`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response).sort()).toEqual([q.openScience.id, q.openMaths.id].sort());
    const first = response.json().body.content[0];
    expect(first).not.toHaveProperty('answerIndex');
    expect(first).not.toHaveProperty('explanation');
    expect(response.body).not.toContain('answerIndex');
    expect(first.lastAttempt).toBeNull();
    expect(first.source).toBe('OPEN');
  });

  it("shows a student their school's approved questions, adopted ones and the open set, never another school's", async () => {
    const response = await call('GET', `${P.mcqData}?size=50`, cookies.studentA);
    const items = response.json().body.content as Array<{ id: string; source: string }>;
    expect(items.map((item) => item.id).sort()).toEqual(
      [q.openScience.id, q.openMaths.id, q.ownA.id, q.ownC.id].sort(),
    );
    expect(items.find((item) => item.id === q.ownA.id)?.source).toBe('OWN');
    expect(items.find((item) => item.id === q.ownC.id)?.source).toBe('ADOPTED');
    expect(response.body).not.toContain('answerIndex');
  });

  it('adds an adopted school only once its adoption is ACCEPTED', async () => {
    const before = idsOf(await call('GET', `${P.mcqData}?size=50`, cookies.studentB));
    expect(before.sort()).toEqual([q.openScience.id, q.openMaths.id, q.ownB.id].sort());
    await insertAdoption(t.db, schoolB, schoolC, 'PENDING');
    expect(idsOf(await call('GET', `${P.mcqData}?size=50`, cookies.studentB))).not.toContain(q.ownC.id);
    await t.db
      .update(questionBankAdoptions)
      .set({ status: 'ACCEPTED' })
      .where(and(eq(questionBankAdoptions.requesterInstituteId, schoolB), eq(questionBankAdoptions.status, 'PENDING')));
    const after = idsOf(await call('GET', `${P.mcqData}?size=50`, cookies.studentB));
    expect(after).toContain(q.ownC.id);
    expect(after).not.toContain(q.ownCPending.id);
  });

  it('filters by subject name across sources (any case), chapter, class, difficulty and search', async () => {
    const bySubject = idsOf(await call('GET', `${P.mcqData}?subject=SCIENCE&size=50`, cookies.studentA));
    expect(bySubject.sort()).toEqual([q.openScience.id, q.ownA.id].sort());
    const byChapter = idsOf(await call('GET', `${P.mcqData}?chapter=rivers`, cookies.studentA));
    expect(byChapter).toEqual([q.ownC.id]);
    expect(idsOf(await call('GET', `${P.mcqData}?studentClass=NINE`, cookies.studentA))).toEqual([q.openMaths.id]);
    expect(idsOf(await call('GET', `${P.mcqData}?difficulty=HARD`, cookies.studentA))).toEqual([q.ownA.id]);
    expect(idsOf(await call('GET', `${P.mcqData}?search=pumps%20blood`, cookies.studentA))).toEqual([q.ownA.id]);
    expect(idsOf(await call('GET', `${P.mcqData}?topic=photosynthesis`, cookies.studentA))).toEqual([q.openScience.id]);
    expect(idsOf(await call('GET', `${P.mcqData}?search=100%25`, cookies.studentA))).toEqual([]);
    expect((await call('GET', `${P.mcqData}?difficulty=IMPOSSIBLE`)).statusCode).toBe(400);
  });
});

describe('checking answers', () => {
  it("checks a visitor's answer without keeping it", async () => {
    const response = await call('POST', P.mcqAnswer, undefined, { questionId: q.openMaths.id, selectedIndex: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({
      questionId: q.openMaths.id,
      correct: true,
      answerIndex: 1,
      explanation: q.openMaths.explanation,
      recorded: false,
    });
    const kept = await t.db.select().from(mcqAttempts).where(eq(mcqAttempts.questionId, q.openMaths.id));
    expect(kept).toEqual([]);
  });

  it('answers 404 for a question outside the pool, the same as for a missing one', async () => {
    const visitor = await call('POST', P.mcqAnswer, undefined, { questionId: q.ownA.id, selectedIndex: 0 });
    expect(visitor.statusCode).toBe(404);
    const otherSchool = await call('POST', P.mcqAnswer, cookies.studentA, { questionId: q.ownB.id, selectedIndex: 0 });
    const missing = await call('POST', P.mcqAnswer, cookies.studentA, {
      questionId: '00000000-0000-4000-8000-000000000000',
      selectedIndex: 0,
    });
    expect(otherSchool.statusCode).toBe(404);
    expect(otherSchool.json().message).toBe(QUESTION_BANK_MESSAGES.questionNotFound);
    expect(otherSchool.json()).toEqual(missing.json());
    const pending = await call('POST', P.mcqAnswer, cookies.studentA, {
      questionId: q.ownAPending.id,
      selectedIndex: 0,
    });
    expect(pending.statusCode).toBe(404);
  });

  it('refuses an option the question does not have', async () => {
    const response = await call('POST', P.mcqAnswer, cookies.studentA, { questionId: q.ownA.id, selectedIndex: 5 });
    expect(response.statusCode).toBe(400);
  });

  it('lets staff check answers but keeps no history for them', async () => {
    const response = await call('POST', P.mcqAnswer, cookies.facultyA, { questionId: q.ownA.id, selectedIndex: 2 });
    expect(response.json().body).toMatchObject({ correct: true, recorded: false });
    expect((await call('GET', P.mcqScore, cookies.facultyA)).statusCode).toBe(403);
    expect((await call('GET', P.mcqScore)).statusCode).toBe(401);
    expect((await call('GET', P.mcqAttempted)).statusCode).toBe(401);
  });
});

describe("a student's practice history", () => {
  beforeAll(async () => {
    const answer = async (questionId: string, selectedIndex: number) => {
      const response = await call('POST', P.mcqAnswer, cookies.studentA, { questionId, selectedIndex });
      expect(response.json().body.recorded).toBe(true);
    };
    await answer(q.ownA.id, 0); // wrong, then right on the second try
    await answer(q.openMaths.id, 3); // wrong
    await answer(q.openScience.id, 1); // right
    await answer(q.ownA.id, 2);
  });

  it('keeps the latest answer and counts re-attempts', async () => {
    const [row] = await t.db.select().from(mcqAttempts).where(eq(mcqAttempts.questionId, q.ownA.id));
    expect(row).toMatchObject({ attempts: 2, selectedIndex: 2, correct: true });
    const page = (await call('GET', `${P.mcqData}?size=50`, cookies.studentA)).json().body.content;
    const own = page.find((item: { id: string }) => item.id === q.ownA.id);
    expect(own.lastAttempt).toEqual({ selectedIndex: 2, correct: true });
    const unattempted = idsOf(await call('GET', `${P.mcqData}?unattempted=true&size=50`, cookies.studentA));
    expect(unattempted).toEqual([q.ownC.id]);
  });

  it('scores and summarises by subject and difficulty', async () => {
    expect((await call('GET', P.mcqScore, cookies.studentA)).json().body).toEqual({
      attempted: 3,
      right: 2,
      wrong: 1,
      accuracyPercent: 66.7,
    });
    const summary = (await call('GET', P.mcqSummary, cookies.studentA)).json().body;
    expect(summary.totals).toMatchObject({ attempted: 3, right: 2 });
    expect(summary.bySubject).toEqual([
      { subject: 'Mathematics', attempted: 1, right: 0, wrong: 1, accuracyPercent: 0 },
      { subject: expect.stringMatching(/^science$/i), attempted: 2, right: 2, wrong: 0, accuracyPercent: 100 },
    ]);
    expect(summary.byDifficulty).toEqual([
      { difficulty: 'EASY', attempted: 1, right: 1, wrong: 0, accuracyPercent: 100 },
      { difficulty: 'MEDIUM', attempted: 1, right: 0, wrong: 1, accuracyPercent: 0 },
      { difficulty: 'HARD', attempted: 1, right: 1, wrong: 0, accuracyPercent: 100 },
    ]);
  });

  it('lists practised questions newest first with the answer, filtered by outcome and subject', async () => {
    const all = (await call('GET', P.mcqAttempted, cookies.studentA)).json().body;
    expect(all.totalElements).toBe(3);
    expect(all.content.map((item: { id: string }) => item.id)).toEqual([q.ownA.id, q.openScience.id, q.openMaths.id]);
    expect(all.content[0]).toMatchObject({
      selectedIndex: 2,
      answerIndex: 2,
      correct: true,
      attempts: 2,
      source: 'OWN',
    });
    expect(all.content[0].explanation).toBe(q.ownA.explanation);
    const wrong = (await call('GET', `${P.mcqAttempted}?outcome=WRONG`, cookies.studentA)).json().body;
    expect(wrong.content.map((item: { id: string }) => item.id)).toEqual([q.openMaths.id]);
    const science = (await call('GET', `${P.mcqAttempted}?subject=Science`, cookies.studentA)).json().body;
    expect(science.totalElements).toBe(2);
    expect((await call('GET', P.mcqAttemptedCount, cookies.studentA)).json().body).toEqual({ count: 3 });
    expect((await call('GET', `${P.mcqAttemptedCount}?outcome=RIGHT`, cookies.studentA)).json().body).toEqual({
      count: 2,
    });
  });

  it("keeps one player's history from another", async () => {
    expect((await call('GET', P.mcqScore, cookies.individual)).json().body).toMatchObject({ attempted: 0 });
    expect((await call('GET', P.mcqAttemptedCount, cookies.studentB)).json().body).toEqual({ count: 0 });
    const individualPage = (await call('GET', `${P.mcqData}?size=50`, cookies.individual)).json().body.content;
    expect(individualPage.every((item: { lastAttempt: unknown }) => item.lastAttempt === null)).toBe(true);
  });
});

describe('paging', () => {
  it('pages through questions created at the same moment without repeats or gaps', async () => {
    const createdAt = new Date('2026-02-02T10:00:00Z');
    const made: string[] = [];
    for (let index = 0; index < 8; index++) {
      made.push((await insertQuestion(t.db, { subjectName: 'History', chapterTitle: 'Empires', createdAt })).id);
    }
    const seen: string[] = [];
    for (let page = 0; page < 3; page++) {
      const body = (await call('GET', `${P.mcqData}?subject=History&size=3&page=${page}`)).json().body;
      expect(body.totalElements).toBe(8);
      seen.push(...body.content.map((item: { id: string }) => item.id));
    }
    expect(seen).toHaveLength(8);
    expect([...seen].sort()).toEqual([...made].sort());
    const again = idsOf(await call('GET', `${P.mcqData}?subject=History&size=3&page=1`));
    expect(again).toEqual(seen.slice(3, 6));
  });
});
