/** Faculty details, practice filters, analytics and suggestions from recent daily quizzes. */
import { QUESTION_BANK_MESSAGES as M } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, classSectionSubjects, classSections, quizQuestions, quizzes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addQuestion, type BankSchool, buildBankSchool, caller } from './bank-test-kit';
import { SUGGESTION_TAKEN, windowStartDate } from './suggestion.service';

let t: TestApp;
let a: BankSchool;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  a = await buildBankSchool(t.app, t.db, 'Riverbank School', 'Biology');
  await addQuestion(t.app, a, 'APPROVED');
  await addQuestion(t.app, a, 'APPROVED', { difficulty: 'HARD', stem: 'Which organelle makes food in a leaf?' });
  await addQuestion(t.app, a, 'REJECTED');
  await addQuestion(t.app, a);
});
afterAll(async () => t.close());

describe('faculty details', () => {
  it("counts each faculty member's questions by status, with the subjects they teach", async () => {
    const [section] = await t.db
      .insert(classSections)
      .values({ instituteId: a.instituteId, studentClass: 'NINE', section: 'A' })
      .returning();
    await t.db.insert(classSectionSubjects).values({
      instituteId: a.instituteId,
      classSectionId: section?.id ?? '',
      subjectId: a.subjectId,
      facultyId: a.faculty.userId,
    });
    expect((await call('GET', '/api/question-bank/faculty-details', a.faculty)).statusCode).toBe(403);
    const rows = (await call('GET', '/api/question-bank/faculty-details', a.admin)).json().body;
    expect(rows).toHaveLength(2);
    expect(rows.find((row: { facultyId: string }) => row.facultyId === a.faculty.userId)).toMatchObject({
      subjects: ['Biology'],
      total: 4,
      approved: 2,
      pending: 1,
      rejected: 1,
    });
    expect(rows.find((row: { facultyId: string }) => row.facultyId === a.otherFaculty.userId)).toMatchObject({
      total: 0,
      lastAddedAt: null,
    });
  });
});

describe('analytics', () => {
  it('counts the school’s questions by status, difficulty and subject; faculty may ask for their own', async () => {
    const pie = (await call('GET', '/api/question-bank/analytics/pie', a.school)).json().body;
    expect(pie.byStatus).toEqual([
      { status: 'PENDING_REVIEW', count: 1 },
      { status: 'APPROVED', count: 2 },
      { status: 'REJECTED', count: 1 },
    ]);
    expect(pie.byDifficulty).toEqual([
      { difficulty: 'EASY', count: 3 },
      { difficulty: 'MEDIUM', count: 0 },
      { difficulty: 'HARD', count: 1 },
    ]);
    const bar = (await call('GET', '/api/question-bank/analytics/bar', a.faculty)).json().body;
    expect(bar.bars).toEqual([{ subject: 'Biology', approved: 2, pending: 1, rejected: 1 }]);
    const mine = (await call('GET', '/api/question-bank/analytics/bar?mine=true', a.otherFaculty)).json().body;
    expect(mine.bars).toEqual([]);
    const authorOwn = (await call('GET', '/api/question-bank/analytics/bar?mine=true', a.faculty)).json().body;
    expect(authorOwn.bars).toEqual(bar.bars);
    const schoolMine = (await call('GET', '/api/question-bank/analytics/pie?mine=true', a.school)).json().body;
    expect(schoolMine.byStatus).toEqual(pie.byStatus);
  });
});

describe('practice filters', () => {
  it('counts only usable (approved) questions; visitors see the open set', async () => {
    await t.db.insert(bankQuestions).values({
      stem: 'How many bones are in the adult human body?',
      options: ['106', '206', '306'],
      answerIndex: 1,
      difficulty: 'MEDIUM',
      board: 'CBSE',
      studentClass: 'SEVEN',
      subjectName: 'Science',
      chapterTitle: 'The skeleton',
      status: 'APPROVED',
    });
    const forStudent = (await call('GET', '/api/question-bank/mcq-filters', a.student)).json().body;
    expect(forStudent.subjects).toEqual([
      { name: 'Biology', questionCount: 2 },
      { name: 'Science', questionCount: 1 },
    ]);
    expect(forStudent.classes).toEqual([
      { studentClass: 'SEVEN', questionCount: 1 },
      { studentClass: 'NINE', questionCount: 2 },
    ]);
    expect(forStudent.difficulties).toEqual(['EASY', 'MEDIUM', 'HARD']);
    const visitor = (await call('GET', '/api/question-bank/mcq-filters')).json().body;
    expect(visitor.subjects).toEqual([{ name: 'Science', questionCount: 1 }]);
    expect(visitor.chapters).toEqual([{ title: 'The skeleton', subject: 'Science', questionCount: 1 }]);
    const narrowed = (await call('GET', '/api/question-bank/mcq-filters?studentClass=NINE', a.student)).json().body;
    expect(narrowed.subjects).toEqual([{ name: 'Biology', questionCount: 2 }]);
  });
});

describe('suggestions', () => {
  let recentId = '';
  let oldId = '';

  beforeAll(async () => {
    const today = windowStartDate(new Date(), 1);
    const longAgo = windowStartDate(new Date(), 30);
    const daily = async (quizDate: string, stem: string) => {
      const [quiz] = await t.db
        .insert(quizzes)
        .values({
          customUrl: `daily-${quizDate}`,
          kind: 'DAILY',
          title: `Daily quiz ${quizDate}`,
          quizDate,
          opensOn: quizDate,
          closesOn: quizDate,
          timeLimitSeconds: 300,
          sessionQuestionCount: 5,
        })
        .returning();
      const [question] = await t.db
        .insert(quizQuestions)
        .values({
          quizId: quiz?.id ?? '',
          position: 1,
          stem,
          options: ['1998', '2008', '2018', '2023'],
          answerIndex: 3,
          explanation: 'The article says the lander touched down in 2023.',
          category: null,
          kind: 'NUMBER',
        })
        .returning();
      return question?.id ?? '';
    };
    recentId = await daily(today, 'In which year did the lander touch down near the Moon’s south pole?');
    oldId = await daily(longAgo, 'In which year did the bridge over the bay open to traffic?');
  });

  const placement = () => ({
    difficulty: 'MEDIUM',
    board: 'CBSE',
    studentClass: 'NINE',
    subjectId: a.subjectId,
    chapterId: a.chapterId,
    topic: 'Space',
  });

  it("lists the last 14 days' daily questions, not older ones", async () => {
    const page = (await call('GET', '/api/question-bank/suggestions', a.faculty)).json().body;
    expect(page.content.map((row: { id: string }) => row.id)).toEqual([recentId]);
    expect(page.content[0]).toMatchObject({ answerIndex: 3, sourceArticle: null });
    const accept = await call('POST', `/api/question-bank/suggestions/${oldId}/accept`, a.faculty, placement());
    expect(accept.statusCode).toBe(404);
  });

  it('takes a suggestion into the bank once per school, waiting for review', async () => {
    const url = `/api/question-bank/suggestions/${recentId}/accept`;
    expect((await call('POST', url, a.school, placement())).statusCode).toBe(403);
    const foreign = await call('POST', url, a.faculty, { ...placement(), chapterId: a.otherClassChapterId });
    expect(foreign.body).toContain(M.chapterNotInSubject);
    const accepted = await call('POST', url, a.faculty, placement());
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().body).toMatchObject({ status: 'PENDING_REVIEW', topic: 'Space', answerIndex: 3 });
    const again = await call('POST', url, a.faculty, placement());
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(SUGGESTION_TAKEN);
    const page = (await call('GET', '/api/question-bank/suggestions', a.faculty)).json().body;
    expect(page.totalElements).toBe(0);

    const other = await buildBankSchool(t.app, t.db, 'Hilltop School', 'Biology');
    const otherPage = (await call('GET', '/api/question-bank/suggestions', other.school)).json().body;
    expect(otherPage.content.map((row: { id: string }) => row.id)).toEqual([recentId]);
  });
});
