/**
 * Grading through the API on a fresh database: who may read and grade (students 403, another school 404), the
 * attempts list with every targeted student, one attempt beside the key, grade validation (400 and nothing
 * changed), idempotent saves that keep earlier marks, GRADED when every written answer has marks, releasing
 * (refused while something is ungraded, notifies the students in the transaction, emails minors' parents their own
 * child's marks, once), rejected attempts never graded or released, the appeared lists for the school and a student.
 */
import { ASSESSMENT_GRADING_PATHS as PATHS } from '@noticeboard/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttempts, assignments, attemptAnswers, notifications } from '../../db/schema';
import { LocalFileStorage } from '../../lib/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { buildAssignment, buildAttempt, buildStudent, call, type KitAssignmentRow } from './grading-test-kit';

let t: TestApp;
let school: SignedIn;
let author: SignedIn;
let otherTeacher: SignedIn;
let admin: SignedIn;
let otherSchool: SignedIn;
let otherSchoolTeacher: SignedIn;
const students: Record<string, { id: string; email: string; signedIn: SignedIn }> = {};
let qna: KitAssignmentRow;
let mcq: KitAssignmentRow;
const attempts: Record<string, string> = {};
let instituteId: string;

const path = (template: string, params: Record<string, string>) =>
  Object.entries(params).reduce((text, [key, value]) => text.replace(`:${key}`, value), template);

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Heights School');
  instituteId = a.institute.id;
  school = await signIn(t.app, 'institute', a.account.email);
  otherSchool = await signIn(t.app, 'institute', b.account.email);
  const authorRow = await buildMember(t.db, instituteId, 'FACULTY');
  author = await signIn(t.app, 'faculty', authorRow.email);
  otherTeacher = await signIn(t.app, 'faculty', (await buildMember(t.db, instituteId, 'FACULTY')).email);
  admin = await signIn(t.app, 'faculty', (await buildMember(t.db, instituteId, 'ADMIN')).email);
  otherSchoolTeacher = await signIn(t.app, 'faculty', (await buildMember(t.db, b.institute.id, 'FACULTY')).email);
  const people = {
    asha: { name: 'Asha Verma', dateOfBirth: '2013-04-12', parentEmail: 'asha.parent@mail.test' },
    bilal: { name: 'Bilal Khan', dateOfBirth: '2001-01-01', parentEmail: 'bilal.parent@mail.test' },
    chitra: { name: 'Chitra Rao', dateOfBirth: '2013-06-01', parentEmail: 'chitra.parent@mail.test' },
    dev: { name: 'Dev Mehta' },
    esha: { name: 'Esha Iyer', studentClass: 'NINE' as const, section: 'B' as const },
  };
  for (const [key, options] of Object.entries(people)) {
    const row = await buildStudent(t.db, instituteId, options);
    students[key] = { id: row.id, email: row.email, signedIn: await signIn(t.app, 'user', row.email) };
  }
  const stranger = await buildStudent(t.db, b.institute.id, { name: 'Farah Das' });
  students.stranger = { id: stranger.id, email: stranger.email, signedIn: await signIn(t.app, 'user', stranger.email) };

  qna = await buildAssignment(t.db, {
    instituteId,
    createdBy: authorRow.id,
    title: 'Plants and water',
    emailParents: true,
    questions: [
      { kind: 'MCQ', marks: 2, answerIndex: 1 },
      {
        kind: 'WRITTEN',
        marks: 5,
        rubric: [
          { criterion: 'Names the parts', marks: 3 },
          { criterion: 'Explains osmosis', marks: 2 },
        ],
      },
      { kind: 'WRITTEN', marks: 3 },
    ],
  });
  const [q1, q2, q3] = qna.questionIds as [string, string, string];
  attempts.asha = await buildAttempt(t.db, {
    assignmentId: qna.id,
    instituteId,
    candidateId: students.asha?.id as string,
    answers: [
      { questionId: q1, selectedIndex: 1 },
      { questionId: q2, textAnswer: 'Roots take water in by osmosis.' },
      { questionId: q3, textAnswer: 'Leaves lose water.' },
    ],
  });
  attempts.bilal = await buildAttempt(t.db, {
    assignmentId: qna.id,
    instituteId,
    candidateId: students.bilal?.id as string,
    submittedBy: 'TIMER',
    answers: [
      { questionId: q1, selectedIndex: 0, marksAwarded: 0 },
      { questionId: q2, textAnswer: 'Water goes up the stem.' },
    ],
  });
  attempts.chitra = await buildAttempt(t.db, {
    assignmentId: qna.id,
    instituteId,
    candidateId: students.chitra?.id as string,
    identityCheck: 'REJECTED',
    answers: [{ questionId: q2, textAnswer: 'Someone else wrote this.' }],
  });

  mcq = await buildAssignment(t.db, {
    instituteId,
    createdBy: authorRow.id,
    type: 'ASSESSMENT',
    title: 'Fractions check',
    resultRelease: 'IMMEDIATELY',
    questions: [
      { kind: 'MCQ', marks: 1, answerIndex: 0 },
      { kind: 'MCQ', marks: 1, answerIndex: 2 },
    ],
  });
  attempts.ashaMcq = await buildAttempt(t.db, {
    assignmentId: mcq.id,
    instituteId,
    candidateId: students.asha?.id as string,
    answers: [
      { questionId: mcq.questionIds[0] as string, selectedIndex: 0 },
      { questionId: mcq.questionIds[1] as string, selectedIndex: 1 },
    ],
  });
}, 120_000);

afterAll(async () => {
  await t.close();
});

const attemptsUrl = (code = qna.code, query = '') => `${path(PATHS.attempts, { assignmentCode: code })}${query}`;
const attemptUrl = (attemptId: string, code = qna.code) => path(PATHS.attempt, { assignmentCode: code, attemptId });
const gradesUrl = (attemptId: string, code = qna.code) => path(PATHS.grades, { assignmentCode: code, attemptId });
const releaseUrl = (code = qna.code) => path(PATHS.releaseGrades, { assignmentCode: code });
const answersRows = (attemptId: string) =>
  t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
const student = (key: string) => students[key]?.signedIn as SignedIn;

describe('who may read and grade', () => {
  it('asks for a sign-in', async () => {
    expect((await call(t.app, 'GET', attemptsUrl())).status).toBe(401);
    expect((await call(t.app, 'GET', PATHS.appearedQna)).status).toBe(401);
  });

  it('refuses students every staff route (403)', async () => {
    const asha = student('asha');
    expect((await call(t.app, 'GET', attemptsUrl(), asha)).status).toBe(403);
    expect((await call(t.app, 'GET', attemptUrl(attempts.asha as string), asha)).status).toBe(403);
    expect((await call(t.app, 'PUT', gradesUrl(attempts.asha as string), asha, { answers: [] })).status).toBe(403);
    expect((await call(t.app, 'POST', releaseUrl(), asha)).status).toBe(403);
    expect((await call(t.app, 'GET', path(PATHS.gradingOrder, { assignmentCode: qna.code }), asha)).status).toBe(403);
    expect((await call(t.app, 'GET', path(PATHS.analyticsExport, { assignmentCode: qna.code }), asha)).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', PATHS.appearedQna, asha)).status).toBe(403);
  });

  it('keeps the appeared lists to the school account (faculty and admins 403)', async () => {
    expect((await call(t.app, 'GET', PATHS.appearedAssessment, author)).status).toBe(403);
    expect((await call(t.app, 'GET', PATHS.appearedQna, admin)).status).toBe(403);
    expect((await call(t.app, 'GET', PATHS.appearedQnaStudent, author)).status).toBe(403);
  });

  it("answers another school's staff 404 on every route of the assignment", async () => {
    for (const who of [otherSchool, otherSchoolTeacher]) {
      expect((await call(t.app, 'GET', attemptsUrl(), who)).status).toBe(404);
      expect((await call(t.app, 'GET', attemptUrl(attempts.asha as string), who)).status).toBe(404);
      const grade = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), who, {
        answers: [{ questionId: qna.questionIds[2], marks: 1 }],
      });
      expect(grade.status).toBe(404);
      expect((await call(t.app, 'POST', releaseUrl(), who)).status).toBe(404);
      expect((await call(t.app, 'GET', path(PATHS.analytics, { assignmentCode: qna.code }), who)).status).toBe(404);
      expect((await call(t.app, 'GET', path(PATHS.analyticsExport, { assignmentCode: qna.code }), who)).status).toBe(
        404,
      );
    }
    const rows = await answersRows(attempts.asha as string);
    expect(rows.every((row) => row.gradedAt === null)).toBe(true);
    expect(
      (await call(t.app, 'GET', `${PATHS.appearedQnaStudent}?userId=${students.asha?.id}`, otherSchool)).status,
    ).toBe(404);
  });

  it("answers 404 for another assignment's attempt", async () => {
    expect((await call(t.app, 'GET', attemptUrl(attempts.ashaMcq as string), author)).status).toBe(404);
  });
});

describe('the attempts of an assignment', () => {
  it('lists every targeted student, started or not, with counts, and not students of other classes', async () => {
    const list = await call(t.app, 'GET', attemptsUrl(), otherTeacher);
    expect(list.status).toBe(200);
    const names = list.body.content.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Asha Verma', 'Bilal Khan', 'Chitra Rao', 'Dev Mehta']);
    expect(list.body.counts).toEqual({ NOT_STARTED: 1, IN_PROGRESS: 0, SUBMITTED: 3, GRADED: 0 });
    const byName = Object.fromEntries(list.body.content.map((row: { name: string }) => [row.name, row]));
    expect(byName['Dev Mehta']).toMatchObject({ progress: 'NOT_STARTED', attemptId: null, score: null });
    expect(byName['Bilal Khan']).toMatchObject({ progress: 'SUBMITTED', submittedBy: 'TIMER', toGrade: 1 });
    expect(byName['Asha Verma']).toMatchObject({ toGrade: 2, maxScore: 10, timeTakenSeconds: 600, score: null });
    expect(byName['Chitra Rao']).toMatchObject({ identityCheck: 'REJECTED', toGrade: 0, score: null });
    expect(list.body.assignment).toMatchObject({ code: qna.code, type: 'QNA', totalMarks: 10, mayRelease: false });
  });

  it('filters by progress and pages', async () => {
    const notStarted = await call(t.app, 'GET', attemptsUrl(qna.code, '?progress=NOT_STARTED'), school);
    expect(notStarted.body.content.map((row: { name: string }) => row.name)).toEqual(['Dev Mehta']);
    const page = await call(t.app, 'GET', attemptsUrl(qna.code, '?size=2&page=1'), school);
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, last: true });
    expect(page.body.content).toHaveLength(2);
    const search = await call(t.app, 'GET', attemptsUrl(qna.code, '?search=bil'), school);
    expect(search.body.content.map((row: { name: string }) => row.name)).toEqual(['Bilal Khan']);
  });

  it('shows one attempt with every answer beside the key and the rubric; MCQ and blank answers marked', async () => {
    const detail = await call(t.app, 'GET', attemptUrl(attempts.bilal as string), author);
    expect(detail.status).toBe(200);
    const [first, second, third] = detail.body.items;
    expect(first.question).toMatchObject({ kind: 'MCQ', answerIndex: 1, marks: 2 });
    expect(first.answer).toMatchObject({ selectedIndex: 0, correct: false, marksAwarded: 0 });
    expect(second.question.rubric).toEqual([
      { criterion: 'Names the parts', marks: 3 },
      { criterion: 'Explains osmosis', marks: 2 },
    ]);
    expect(second.answer).toMatchObject({ textAnswer: 'Water goes up the stem.', marksAwarded: null, blank: false });
    expect(third.answer).toMatchObject({ blank: true, marksAwarded: 0 });
    const asha = await call(t.app, 'GET', attemptUrl(attempts.asha as string), author);
    expect(asha.body.items[0].answer).toMatchObject({ correct: true, marksAwarded: 2 });
  });
});

describe("a student's attached file", () => {
  it('opens for the school’s staff (a PDF as a download), never for students or another school', async () => {
    const [, , q3] = qna.questionIds as [string, string, string];
    const key = `assignments/${instituteId}/answer-test.pdf`;
    await new LocalFileStorage(t.config.filesDir).put(key, Buffer.from('%PDF-1.4 a drawing of leaves'));
    await t.db
      .update(attemptAnswers)
      .set({ fileKey: key, fileName: 'leaves.pdf' })
      .where(and(eq(attemptAnswers.attemptId, attempts.asha as string), eq(attemptAnswers.questionId, q3)));
    const url = `/api${path(PATHS.answerFile, { assignmentCode: qna.code, attemptId: attempts.asha as string, questionId: q3 })}`;
    const get = (who: SignedIn) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    for (const who of [author, otherTeacher, school]) {
      const response = await get(who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(String(response.headers['content-disposition'])).toContain('attachment');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await get(students.asha?.signedIn as SignedIn)).statusCode).toBe(403);
    expect((await get(otherSchool)).statusCode).toBe(404);
    expect((await get(otherSchoolTeacher)).statusCode).toBe(404);
    const [, q2] = qna.questionIds as [string, string];
    const noFile = url.replace(q3, q2);
    expect((await t.app.inject({ method: 'GET', url: noFile, headers: { cookie: author.cookie } })).statusCode).toBe(
      404,
    );
  });
});

describe('grading', () => {
  const [, writtenRubric, writtenPlain] = [0, 1, 2];
  const q = (index: number) => qna.questionIds[index] as string;

  it('refuses marks above the question’s, rubric lines that do not add up or exceed theirs, and MCQ answers — 400, nothing changed', async () => {
    const before = await answersRows(attempts.asha as string);
    const bad = [
      { answers: [{ questionId: q(writtenPlain), marks: 4 }] },
      { answers: [{ questionId: q(writtenRubric), marks: 5, rubricMarks: [3, 1] }] },
      { answers: [{ questionId: q(writtenRubric), marks: 5, rubricMarks: [5, 0] }] },
      { answers: [{ questionId: q(writtenRubric), marks: 3, rubricMarks: [3] }] },
      { answers: [{ questionId: q(writtenPlain), marks: 2, rubricMarks: [2] }] },
      { answers: [{ questionId: q(0), marks: 2 }] },
      { answers: [{ questionId: crypto.randomUUID(), marks: 1 }] },
      { answers: [{ questionId: q(writtenPlain), marks: -1 }] },
      {
        answers: [
          { questionId: q(writtenPlain), marks: 1 },
          { questionId: q(writtenPlain), marks: 2 },
        ],
      },
      // A good line beside a bad one: the whole save is refused.
      {
        answers: [
          { questionId: q(writtenRubric), marks: 4, rubricMarks: [2, 2] },
          { questionId: q(writtenPlain), marks: 9 },
        ],
      },
    ];
    for (const body of bad) {
      const response = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), author, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const highLine = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), author, {
      answers: [{ questionId: q(writtenRubric), marks: 5, rubricMarks: [5, 0] }],
    });
    expect(highLine.body).toBeNull();
    const refused = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), author, {
      answers: [{ questionId: q(writtenPlain), marks: 4 }],
    });
    expect(refused.message).toBe('Give at most 3 marks');
    expect(await answersRows(attempts.asha as string)).toEqual(before);
  });

  it('saves some answers, keeps earlier marks on a later save, and is idempotent', async () => {
    const first = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), otherTeacher, {
      answers: [{ questionId: q(writtenRubric), marks: 4, rubricMarks: [3, 1], feedback: 'Good parts; say more.' }],
    });
    expect(first.status).toBe(200);
    expect(first.body.attempt).toMatchObject({ progress: 'SUBMITTED', toGrade: 1, score: null });
    expect(first.body.items[1].answer).toMatchObject({
      marksAwarded: 4,
      rubricMarks: [3, 1],
      feedback: 'Good parts; say more.',
    });

    const body = { answers: [{ questionId: q(writtenPlain), marks: 2 }], feedback: 'Well done overall.' };
    const second = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), author, body);
    expect(second.status).toBe(200);
    expect(second.message).toBe('Grades saved: the attempt is graded');
    expect(second.body.attempt).toMatchObject({
      progress: 'GRADED',
      toGrade: 0,
      score: 8,
      feedback: 'Well done overall.',
    });
    expect(second.body.items[1].answer).toMatchObject({ marksAwarded: 4, feedback: 'Good parts; say more.' });

    const again = await call(t.app, 'PUT', gradesUrl(attempts.asha as string), author, body);
    expect(again.body.attempt).toEqual(second.body.attempt);
    const withoutTimes = (items: Array<{ answer: { gradedAt: string | null } }>) =>
      items.map(({ answer }) => ({ ...answer, gradedAt: answer.gradedAt === null ? null : 'saved' }));
    expect(withoutTimes(again.body.items)).toEqual(withoutTimes(second.body.items));
    const [stored] = await t.db
      .select()
      .from(assignmentAttempts)
      .where(eq(assignmentAttempts.id, attempts.asha as string));
    expect(stored).toMatchObject({ status: 'GRADED', score: 8, feedback: 'Well done overall.' });
  });

  it('refuses to grade an attempt rejected after its face check (409)', async () => {
    const rejected = await call(t.app, 'PUT', gradesUrl(attempts.chitra as string), author, {
      answers: [{ questionId: q(writtenRubric), marks: 5 }],
    });
    expect(rejected.status).toBe(409);
    expect(await answersRows(attempts.chitra as string)).toMatchObject([{ marksAwarded: null }]);
  });

  it('gives the grading order and one question across students', async () => {
    const order = await call(t.app, 'GET', path(PATHS.gradingOrder, { assignmentCode: qna.code }), author);
    expect(order.status).toBe(200);
    expect(order.body.attempts.map((row: { name: string }) => row.name)).toEqual(['Asha Verma', 'Bilal Khan']);
    expect(order.body.attempts[1]).toMatchObject({ attemptId: attempts.bilal, toGrade: 1, progress: 'SUBMITTED' });
    expect(order.body.questions).toHaveLength(3);

    const url = path(PATHS.questionAnswers, { assignmentCode: qna.code, questionId: q(writtenRubric) });
    const across = await call(t.app, 'GET', url, author);
    expect(across.status).toBe(200);
    expect(across.body.question.id).toBe(q(writtenRubric));
    expect(
      across.body.content.map((row: { name: string; answer: { marksAwarded: number | null } }) => [
        row.name,
        row.answer.marksAwarded,
      ]),
    ).toEqual([
      ['Asha Verma', 4],
      ['Bilal Khan', null],
    ]);
    const missing = path(PATHS.questionAnswers, { assignmentCode: qna.code, questionId: mcq.questionIds[0] as string });
    expect((await call(t.app, 'GET', missing, author)).status).toBe(404);
  });
});

describe('releasing grades', () => {
  it('refuses a teacher who did not write it (403)', async () => {
    const response = await call(t.app, 'POST', releaseUrl(), otherTeacher);
    expect(response.status).toBe(403);
  });

  it('refuses while a submitted attempt still needs marks (409), releasing nothing', async () => {
    const response = await call(t.app, 'POST', releaseUrl(), author);
    expect(response.status).toBe(409);
    expect(response.message).toBe('1 submitted attempt still needs marks');
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, qna.id));
    expect(row?.gradesReleasedAt).toBeNull();
  });

  it('refuses before the assignment closes', async () => {
    const open = await buildAssignment(t.db, {
      instituteId,
      createdBy: author.userId,
      closesAt: new Date(Date.now() + 3_600_000),
      questions: [{ kind: 'WRITTEN', marks: 2 }],
    });
    const response = await call(t.app, 'POST', releaseUrl(open.code), school);
    expect(response.status).toBe(409);
    expect(response.message).toBe('Grades can be released after the assignment closes');
  });

  it('tells each graded student, not the rejected one, emails minors’ parents their own child’s marks, once', async () => {
    const graded = await call(t.app, 'PUT', gradesUrl(attempts.bilal as string), admin, {
      answers: [{ questionId: qna.questionIds[1], marks: 2, rubricMarks: [2, 0] }],
    });
    expect(graded.body.attempt).toMatchObject({ progress: 'GRADED', score: 2 });

    const released = await call(t.app, 'POST', releaseUrl(), author);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ notified: 2, parentsEmailed: 1, alreadyReleased: false });

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'ASSIGNMENT_GRADED')));
    expect(told.map((row) => row.recipientId).sort()).toEqual([students.asha?.id, students.bilal?.id].sort());
    const ashaNotice = told.find((row) => row.recipientId === students.asha?.id);
    expect(ashaNotice).toMatchObject({ title: 'Your marks are out', body: 'Plants and water: 8 of 10.' });

    const mails = await t.outbox.list();
    const toParents = mails.filter((mail) => mail.to.endsWith('.parent@mail.test'));
    // Bilal is an adult and Chitra's attempt was rejected: only Asha's parent is written to.
    expect(toParents.map((mail) => mail.to)).toEqual(['asha.parent@mail.test']);
    expect(toParents[0]?.text).toContain('Asha scored 8 out of 10.');
    expect(toParents[0]?.text).not.toContain('Bilal');
    expect(toParents[0]?.text).not.toMatch(/average|class/i);

    const again = await call(t.app, 'POST', releaseUrl(), author);
    expect(again.body).toMatchObject({ alreadyReleased: true, notified: 0 });
    const after = await t.db.select().from(notifications).where(eq(notifications.kind, 'ASSIGNMENT_GRADED'));
    expect(after).toHaveLength(2);
    expect((await t.outbox.list()).filter((mail) => mail.to.endsWith('.parent@mail.test'))).toHaveLength(1);

    const rejected = await t.db
      .select()
      .from(assignmentAttempts)
      .where(inArray(assignmentAttempts.id, [attempts.chitra as string]));
    expect(rejected[0]).toMatchObject({ status: 'SUBMITTED', score: null });
  });
});

describe('appeared lists', () => {
  it('gives the school every attempt of one type, with filters', async () => {
    const list = await call(t.app, 'GET', PATHS.appearedQna, school);
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(3);
    const asha = list.body.content.find((row: { name: string }) => row.name === 'Asha Verma');
    expect(asha).toMatchObject({ assignmentTitle: 'Plants and water', progress: 'GRADED', score: 8, maxScore: 10 });
    expect(list.body.assignments).toEqual([{ id: qna.id, code: qna.code, title: 'Plants and water' }]);

    const assessments = await call(t.app, 'GET', PATHS.appearedAssessment, school);
    expect(assessments.body.content).toHaveLength(1);
    expect(assessments.body.content[0]).toMatchObject({ name: 'Asha Verma', score: 1, progress: 'GRADED' });

    const graded = await call(t.app, 'GET', `${PATHS.appearedQna}?progress=GRADED`, school);
    expect(graded.body.content.map((row: { name: string }) => row.name).sort()).toEqual(['Asha Verma', 'Bilal Khan']);
    const nine = await call(t.app, 'GET', `${PATHS.appearedQna}?studentClass=NINE`, school);
    expect(nine.body.totalElements).toBe(0);
    const today = await call(t.app, 'GET', `${PATHS.appearedQna}?range=TODAY`, school);
    const lastYear = await call(t.app, 'GET', `${PATHS.appearedQna}?range=YESTERDAY&assignmentId=${qna.id}`, school);
    expect(today.body.totalElements + lastYear.body.totalElements).toBe(3);
    expect((await call(t.app, 'GET', `${PATHS.appearedQna}?range=LAST_7_DAYS`, school)).body.totalElements).toBe(3);
    expect((await call(t.app, 'GET', `${PATHS.appearedQna}?range=NEXT_YEAR`, school)).status).toBe(400);

    const other = await call(t.app, 'GET', PATHS.appearedQna, otherSchool);
    expect(other.body.totalElements).toBe(0);
  });

  it('gives a student their own attempts, marks as released; never another student’s', async () => {
    const own = await call(t.app, 'GET', PATHS.appearedQnaStudent, student('asha'));
    expect(own.status).toBe(200);
    expect(own.body.student).toMatchObject({ id: students.asha?.id, name: 'Asha Verma' });
    expect(own.body.content).toEqual([
      expect.objectContaining({ title: 'Plants and water', released: true, score: 8, feedback: 'Well done overall.' }),
    ]);
    const rejected = await call(t.app, 'GET', PATHS.appearedQnaStudent, student('chitra'));
    expect(rejected.body.content[0]).toMatchObject({ released: false, score: null, identityCheck: 'REJECTED' });
    const peeking = await call(
      t.app,
      'GET',
      `${PATHS.appearedQnaStudent}?userId=${students.bilal?.id}`,
      student('asha'),
    );
    expect(peeking.status).toBe(404);
    const none = await call(t.app, 'GET', PATHS.appearedQnaStudent, student('dev'));
    expect(none.body.content).toEqual([]);
  });

  it('lets the school read one of its students, and asks it to choose one', async () => {
    const bilal = await call(t.app, 'GET', `${PATHS.appearedQnaStudent}?userId=${students.bilal?.id}`, school);
    expect(bilal.status).toBe(200);
    expect(bilal.body.content[0]).toMatchObject({ score: 2, progress: 'GRADED' });
    expect((await call(t.app, 'GET', PATHS.appearedQnaStudent, school)).status).toBe(404);
    const stranger = await call(t.app, 'GET', `${PATHS.appearedQnaStudent}?userId=${students.stranger?.id}`, school);
    expect(stranger.status).toBe(404);
  });

  it('withholds a student’s marks until the teacher’s rule releases them', async () => {
    const later = await buildAssignment(t.db, {
      instituteId,
      createdBy: author.userId,
      type: 'ASSESSMENT',
      title: 'Decimals',
      resultRelease: 'AFTER_GRADING',
      questions: [{ kind: 'MCQ', marks: 1, answerIndex: 0 }],
    });
    await buildAttempt(t.db, {
      assignmentId: later.id,
      instituteId,
      candidateId: students.dev?.id as string,
      answers: [{ questionId: later.questionIds[0] as string, selectedIndex: 0 }],
    });
    const own = await call(t.app, 'GET', PATHS.appearedAssessmentStudent, student('dev'));
    expect(own.body.content[0]).toMatchObject({ title: 'Decimals', released: false, score: null, progress: 'GRADED' });
    const asSchool = await call(t.app, 'GET', `${PATHS.appearedAssessmentStudent}?userId=${students.dev?.id}`, school);
    expect(asSchool.body.content[0]).toMatchObject({ released: false, score: 1 });
  });
});
