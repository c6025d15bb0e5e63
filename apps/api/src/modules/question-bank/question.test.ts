/** Bank questions: validation, who writes and reviews, edit of approved → review, single review, removal, lists. */
import { QUESTION_BANK_MESSAGES as M } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp } from '../../test/build-test-app';
import { addQuestion, type BankSchool, buildBankSchool, caller, questionBody } from './bank-test-kit';

let t: TestApp;
let a: BankSchool;
let b: BankSchool;
let call: ReturnType<typeof caller>;
const QUESTIONS = '/api/question-bank/questions';

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  a = await buildBankSchool(t.app, t.db, 'Riverbank School', 'Physics');
  b = await buildBankSchool(t.app, t.db, 'Hilltop School', 'Physics');
});
afterAll(async () => t.close());

describe('who may call', () => {
  it('refuses visitors (401) and students (403) on the bank lists and writes', async () => {
    expect((await call('GET', QUESTIONS)).statusCode).toBe(401);
    expect((await call('GET', QUESTIONS, a.student)).statusCode).toBe(403);
    expect((await call('POST', QUESTIONS, a.student, questionBody(a))).statusCode).toBe(403);
    expect((await call('GET', '/api/question-bank/analytics/pie', a.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/question-bank/suggestions', a.student)).statusCode).toBe(403);
  });

  it('refuses visitors (401) and students (403) on every staff route', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const placement = { difficulty: 'EASY', board: 'CBSE', studentClass: 'NINE', subjectId: a.subjectId };
    const routes: Array<[Parameters<typeof call>[0], string, object?]> = [
      ['GET', QUESTIONS],
      ['POST', QUESTIONS, questionBody(a)],
      ['GET', `${QUESTIONS}/${id}`],
      ['PUT', `${QUESTIONS}/${id}`, questionBody(a)],
      ['DELETE', `${QUESTIONS}/${id}`],
      ['POST', `${QUESTIONS}/${id}/review`, { decision: 'APPROVED' }],
      ['GET', '/api/question-bank/faculty-details'],
      ['GET', '/api/question-bank/analytics/pie'],
      ['GET', '/api/question-bank/analytics/bar'],
      ['GET', '/api/question-bank/suggestions'],
      ['POST', `/api/question-bank/suggestions/${id}/accept`, placement],
      ['GET', '/api/question-bank/adoption/schools'],
      ['GET', '/api/question-bank/adoptions'],
      ['POST', '/api/question-bank/adoptions', { ownerInstituteId: b.instituteId }],
      ['POST', `/api/question-bank/adoptions/${id}/decision`, { decision: 'ACCEPTED' }],
      ['DELETE', `/api/question-bank/adoptions/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, a.student, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets only faculty create', async () => {
    expect((await call('POST', QUESTIONS, a.school, questionBody(a))).statusCode).toBe(403);
    expect((await call('POST', QUESTIONS, a.admin, questionBody(a))).statusCode).toBe(403);
    expect((await call('POST', QUESTIONS, a.faculty, questionBody(a))).statusCode).toBe(201);
  });
});

describe('validation', () => {
  const expectRefused = async (body: object, message: string) => {
    const response = await call('POST', QUESTIONS, a.faculty, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  };

  it('refuses duplicate options, even differing in case', async () => {
    await expectRefused(questionBody(a, { options: ['Mass', 'Weight', 'mass'] }), M.duplicateOptions);
  });

  it('refuses an answer that is not one of the options', async () => {
    await expectRefused(questionBody(a, { answerIndex: 4 }), M.answerOutOfRange);
  });

  it("refuses another school's subject", async () => {
    await expectRefused(questionBody(a, { subjectId: b.subjectId, chapterId: null }), M.subjectNotInSchool);
  });

  it('refuses a chapter of another subject or another class', async () => {
    await expectRefused(questionBody(a, { chapterId: a.otherSubjectChapterId }), M.chapterNotInSubject);
    await expectRefused(questionBody(a, { chapterId: a.otherClassChapterId }), M.chapterNotInSubject);
    await expectRefused(questionBody(a, { chapterId: b.chapterId }), M.chapterNotInSubject);
  });

  it('creates a question waiting for review with the subject and chapter names copied', async () => {
    const response = await call('POST', QUESTIONS, a.faculty, questionBody(a));
    expect(response.statusCode).toBe(201);
    const question = response.json().body;
    expect(question).toMatchObject({
      status: 'PENDING_REVIEW',
      source: 'OWN',
      subject: { id: a.subjectId, name: 'Physics' },
      chapter: { id: a.chapterId, title: 'Motion' },
      canEdit: true,
      canReview: false,
    });
  });
});

describe('editing and reviewing', () => {
  it('lets only the author edit', async () => {
    const id = await addQuestion(t.app, a);
    const body = questionBody(a, { stem: 'Which quantity has both size and direction?', answerIndex: 0 });
    const other = await call('PUT', `${QUESTIONS}/${id}`, a.otherFaculty, body);
    expect(other.statusCode).toBe(403);
    expect(other.body).toContain(M.onlyAuthorEdits);
    expect((await call('PUT', `${QUESTIONS}/${id}`, a.school, body)).statusCode).toBe(403);
    const own = await call('PUT', `${QUESTIONS}/${id}`, a.faculty, body);
    expect(own.statusCode).toBe(200);
    expect(own.json().body.stem).toBe('Which quantity has both size and direction?');
  });

  it('lets the school account and admins review, not faculty, and only once', async () => {
    const id = await addQuestion(t.app, a);
    const review = (who: typeof a.school) =>
      call('POST', `${QUESTIONS}/${id}/review`, who, { decision: 'APPROVED', note: '' });
    expect((await review(a.faculty)).statusCode).toBe(403);
    const listed = await call('GET', `${QUESTIONS}/${id}`, a.admin);
    expect(listed.json().body.canReview).toBe(true);
    const first = await review(a.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().body).toMatchObject({ status: 'APPROVED', canReview: false });
    const second = await review(a.school);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain(M.alreadyReviewed);
  });

  it('keeps one of two simultaneous reviews', async () => {
    const id = await addQuestion(t.app, a);
    const responses = await Promise.all([
      call('POST', `${QUESTIONS}/${id}/review`, a.school, { decision: 'APPROVED' }),
      call('POST', `${QUESTIONS}/${id}/review`, a.admin, { decision: 'REJECTED', note: 'Too easy' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('sends an edited approved question back to review, with an audit entry', async () => {
    const id = await addQuestion(t.app, a, 'APPROVED');
    const edited = await call('PUT', `${QUESTIONS}/${id}`, a.faculty, questionBody(a, { difficulty: 'HARD' }));
    expect(edited.json().body).toMatchObject({ status: 'PENDING_REVIEW', difficulty: 'HARD' });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'bank_question.resubmitted')));
    expect(audits).toHaveLength(1);
  });

  it('emails the author the note when a question is rejected', async () => {
    const id = await addQuestion(t.app, a);
    const note = 'Please add the unit to every option.';
    const response = await call('POST', `${QUESTIONS}/${id}/review`, a.school, { decision: 'REJECTED', note });
    expect(response.json().body).toMatchObject({ status: 'REJECTED', reviewNote: note });
    const mail = await latestMailTo(t.outbox, a.facultyEmail);
    expect(mail.text).toContain(note);
    const resubmitted = await call('PUT', `${QUESTIONS}/${id}`, a.faculty, questionBody(a));
    expect(resubmitted.json().body).toMatchObject({ status: 'PENDING_REVIEW', reviewNote: null });
  });
});

describe('removing', () => {
  it('lets the author or the school remove a question, not another faculty member', async () => {
    const id = await addQuestion(t.app, a);
    expect((await call('DELETE', `${QUESTIONS}/${id}`, a.otherFaculty)).statusCode).toBe(403);
    expect((await call('DELETE', `${QUESTIONS}/${id}`, a.school)).statusCode).toBe(200);
    expect((await call('GET', `${QUESTIONS}/${id}`, a.school)).statusCode).toBe(404);
    const mine = await addQuestion(t.app, a);
    expect((await call('DELETE', `${QUESTIONS}/${mine}`, a.faculty)).statusCode).toBe(200);
    const list = await call('GET', `${QUESTIONS}?size=100`, a.school);
    expect(list.json().body.content.map((q: { id: string }) => q.id)).not.toContain(mine);
  });
});

describe('lists', () => {
  it('filters by status, author, search, class and chapter, newest first', async () => {
    const school = await buildBankSchool(t.app, t.db, 'Lakeside School', 'Chemistry');
    const approved = await addQuestion(t.app, school, 'APPROVED', {
      stem: 'Which gas do plants give out in sunlight?',
    });
    const pending = await addQuestion(t.app, school, undefined, { chapterId: null, topic: 'Atoms' });
    const ids = async (query: string, who = school.school) =>
      (await call('GET', `${QUESTIONS}?${query}`, who)).json().body.content.map((q: { id: string }) => q.id);
    expect(await ids('')).toEqual([pending, approved]);
    expect(await ids('status=APPROVED')).toEqual([approved]);
    expect(await ids('status=PENDING_REVIEW')).toEqual([pending]);
    expect(await ids('search=plants%20give')).toEqual([approved]);
    expect(await ids(`chapterId=${school.chapterId}`)).toEqual([approved]);
    expect(await ids('topic=atoms')).toEqual([pending]);
    expect(await ids('studentClass=TEN')).toEqual([]);
    expect(await ids('mine=true', school.otherFaculty)).toEqual([]);
    expect(await ids('mine=true', school.faculty)).toEqual([pending, approved]);
    const page = (await call('GET', `${QUESTIONS}?size=1&page=1`, school.admin)).json().body;
    expect(page).toMatchObject({ totalElements: 2, page: 1, size: 1, last: true });
    expect(page.content[0].id).toBe(approved);
  });
});
