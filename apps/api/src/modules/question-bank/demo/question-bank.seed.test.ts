import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQuestions,
  chapters,
  institutes,
  mcqAttempts,
  questionBankAdoptions,
  subjects,
  users,
} from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { usableQuestionsWhere } from '../question-pool.repository';
import { DEMO_BANK_SCHOOLS, DEMO_OPEN_SET, demoSchoolBank } from './demo-bank';
import { seedQuestionBankDemo } from './question-bank.seed';

let t: TestApp;
let greenfieldId: string;
let riversideId: string;

beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
  const schools = await t.db
    .select({ id: institutes.id, customUrl: institutes.customUrl })
    .from(institutes)
    .where(inArray(institutes.customUrl, Object.values(DEMO_BANK_SCHOOLS)));
  greenfieldId = schools.find((school) => school.customUrl === DEMO_BANK_SCHOOLS.greenfield)?.id ?? '';
  riversideId = schools.find((school) => school.customUrl === DEMO_BANK_SCHOOLS.riverside)?.id ?? '';
});
afterAll(async () => t.close());

describe('question bank demo seed', () => {
  it('stores every demo question: the schools’ banks and the open set', async () => {
    const rows = await t.db
      .select({ instituteId: bankQuestions.instituteId, status: bankQuestions.status, n: count() })
      .from(bankQuestions)
      .groupBy(bankQuestions.instituteId, bankQuestions.status);
    const total = (instituteId: string | null, status?: string) =>
      rows
        .filter((row) => row.instituteId === instituteId && (!status || row.status === status))
        .reduce((sum, row) => sum + row.n, 0);
    const bank = demoSchoolBank();
    expect(total(greenfieldId) + total(riversideId)).toBe(bank.length);
    expect(total(greenfieldId)).toBe(bank.filter((entry) => entry.school === 'greenfield').length);
    expect(total(null)).toBe(DEMO_OPEN_SET.length);
    expect(total(null, 'APPROVED')).toBe(DEMO_OPEN_SET.length);
    expect(total(greenfieldId, 'PENDING_REVIEW')).toBeGreaterThan(0);
    expect(total(riversideId, 'PENDING_REVIEW')).toBeGreaterThan(0);
    expect(total(greenfieldId, 'REJECTED')).toBeGreaterThanOrEqual(2);
  });

  it('links each school question to its own subject and chapter, written by its own faculty', async () => {
    const rows = await t.db
      .select({
        instituteId: bankQuestions.instituteId,
        subjectId: bankQuestions.subjectId,
        chapterId: bankQuestions.chapterId,
        board: bankQuestions.board,
        authorSchool: users.instituteId,
        authorType: users.userType,
      })
      .from(bankQuestions)
      .leftJoin(users, eq(users.id, bankQuestions.authorId))
      .where(inArray(bankQuestions.instituteId, [greenfieldId, riversideId]));
    for (const row of rows) {
      expect(row.subjectId).not.toBeNull();
      expect(row.chapterId).not.toBeNull();
      expect(row.authorSchool).toBe(row.instituteId);
      expect(row.authorType).toBe('FACULTY');
      expect(row.board).toBe(row.instituteId === greenfieldId ? 'CBSE' : 'ICSE');
    }
    const authors = await t.db
      .selectDistinct({ authorId: bankQuestions.authorId })
      .from(bankQuestions)
      .where(eq(bankQuestions.instituteId, greenfieldId));
    expect(authors.length).toBeGreaterThanOrEqual(3);
    // A question's subject and chapter are the school's own, and their names are kept beside the ids.
    const linked = await t.db
      .select({
        question: bankQuestions,
        subjectName: subjects.name,
        subjectSchool: subjects.instituteId,
        chapter: chapters,
      })
      .from(bankQuestions)
      .innerJoin(subjects, eq(subjects.id, bankQuestions.subjectId))
      .innerJoin(chapters, eq(chapters.id, bankQuestions.chapterId));
    expect(linked).toHaveLength(rows.length);
    for (const { question, subjectName, subjectSchool, chapter } of linked) {
      expect(subjectName).toBe(question.subjectName);
      expect(subjectSchool).toBe(question.instituteId);
      expect(chapter).toMatchObject({
        title: question.chapterTitle,
        subjectId: question.subjectId,
        studentClass: question.studentClass,
      });
    }
  });

  it('has Riverside’s request for Greenfield’s bank waiting, so Greenfield’s questions stay hidden from Riverside', async () => {
    const adoptions = await t.db.select().from(questionBankAdoptions);
    expect(adoptions).toHaveLength(1);
    expect(adoptions[0]).toMatchObject({
      requesterInstituteId: riversideId,
      ownerInstituteId: greenfieldId,
      status: 'PENDING',
    });
    const [visible] = await t.db
      .select({ n: count() })
      .from(bankQuestions)
      .where(and(usableQuestionsWhere({ instituteId: riversideId }), eq(bankQuestions.instituteId, greenfieldId)));
    expect(visible?.n).toBe(0);
  });

  it('gives student@demo.test a little practice history on questions they may use', async () => {
    const [student] = await t.db.select().from(users).where(eq(users.email, 'student@demo.test'));
    const attempts = await t.db
      .select({
        correct: mcqAttempts.correct,
        selectedIndex: mcqAttempts.selectedIndex,
        answerIndex: bankQuestions.answerIndex,
        studentClass: bankQuestions.studentClass,
        usable: usableQuestionsWhere({ instituteId: student?.instituteId ?? null }),
      })
      .from(mcqAttempts)
      .innerJoin(bankQuestions, eq(bankQuestions.id, mcqAttempts.questionId))
      .where(eq(mcqAttempts.userId, student?.id ?? ''));
    expect(attempts.length).toBeGreaterThanOrEqual(10);
    expect(attempts.some((attempt) => !attempt.correct)).toBe(true);
    for (const attempt of attempts) {
      expect(attempt.usable).toBe(true);
      expect(attempt.studentClass).toBe(student?.studentClass);
      expect(attempt.correct).toBe(attempt.selectedIndex === attempt.answerIndex);
    }
    const [others] = await t.db
      .select({ n: count() })
      .from(mcqAttempts)
      .where(ne(mcqAttempts.userId, student?.id ?? ''));
    expect(others?.n).toBe(0);
  });

  it('adds nothing when run again, and runs quickly on a fresh bank', async () => {
    const before = await t.db.select({ n: count() }).from(bankQuestions);
    await seedQuestionBankDemo(t.db);
    expect(await t.db.select({ n: count() }).from(bankQuestions)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(questionBankAdoptions)).toEqual([{ n: 1 }]);

    await t.db.delete(questionBankAdoptions);
    await t.db.delete(bankQuestions);
    const started = performance.now();
    await seedQuestionBankDemo(t.db);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await t.db.select({ n: count() }).from(bankQuestions)).toEqual(before);
    const [open] = await t.db.select({ n: count() }).from(bankQuestions).where(isNull(bankQuestions.instituteId));
    expect(open?.n).toBe(DEMO_OPEN_SET.length);
  });
});
