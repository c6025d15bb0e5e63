/**
 * The FAQ helper through HTTP: open to every kind of caller with the answer chosen for their audience, the contact
 * form when nothing fits, 400s for bad input with nothing stored, and "Did this help?" kept with the question
 * trimmed and only a signed-in person's id.
 */
import { FAQ_CONTACT_LINK, FAQ_QUESTION_MAX_LENGTH, type FaqAnswer } from '@noticeboard/shared';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqFeedback } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
const as: Record<string, SignedIn | undefined> = { visitor: undefined };

const call = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function feedbackRows() {
  const [row] = await t.db.select({ n: count() }).from(faqFeedback);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'School A');
  const b = await buildInstitute(t.db, 'School B');
  const studentA = await buildMember(t.db, a.institute.id, 'CANDIDATE');
  const studentB = await buildMember(t.db, b.institute.id, 'CANDIDATE');
  const teacherA = await buildMember(t.db, a.institute.id, 'FACULTY');
  const adminA = await buildMember(t.db, a.institute.id, 'ADMIN');
  const reader = await buildIndividual(t.db);
  as.studentA = await signIn(t.app, 'user', studentA.email);
  as.studentB = await signIn(t.app, 'user', studentB.email);
  as.teacherA = await signIn(t.app, 'faculty', teacherA.email);
  as.adminA = await signIn(t.app, 'faculty', adminA.email);
  as.schoolA = await signIn(t.app, 'institute', a.account.email);
  as.reader = await signIn(t.app, 'individual', reader.email);
}, 600_000);

afterAll(() => t?.close());

describe('POST /api/faq/ask', () => {
  const audiences = {
    visitor: 'VISITOR',
    studentA: 'CANDIDATE',
    studentB: 'CANDIDATE',
    teacherA: 'FACULTY',
    adminA: 'ADMIN',
    schoolA: 'INSTITUTE',
    reader: 'INDIVIDUAL',
  } as const;

  it.each(Object.entries(audiences))('answers %s, for their audience', async (who, audience) => {
    const response = await call('POST', '/faq/ask', as[who], { question: 'how do I reset my password' });
    expect(response.statusCode).toBe(200);
    const answer: FaqAnswer = response.json().body;
    expect(answer.audience).toBe(audience);
    expect(answer.best?.id).toBe('reset-password');
    expect(answer.best?.links).toContainEqual({ label: 'Reset password', path: '/reset-password' });
    expect(answer.related.length).toBeLessThanOrEqual(2);
    expect(answer.noMatch).toBeNull();
  });

  it('tells a school how to add students, with the Students page', async () => {
    const answer: FaqAnswer = (
      await call('POST', '/faq/ask', as.schoolA, { question: 'how does my school add students' })
    ).json().body;
    expect(answer.best?.id).toBe('school-add-students');
    expect(answer.best?.links.map((link) => link.path)).toContain('/candidate');
  });

  it('offers the contact form when nothing fits', async () => {
    const response = await call('POST', '/faq/ask', undefined, { question: 'what is the capital of peru' });
    expect(response.statusCode).toBe(200);
    const answer: FaqAnswer = response.json().body;
    expect(answer.best).toBeNull();
    expect(answer.related).toEqual([]);
    expect(answer.noMatch?.contact).toEqual(FAQ_CONTACT_LINK);
  });

  it.each([
    ['no body', undefined],
    ['no question', {}],
    ['an empty question', { question: '   ' }],
    ['a question that is too long', { question: 'x'.repeat(FAQ_QUESTION_MAX_LENGTH + 1) }],
    ['a number', { question: 42 }],
    ['an unknown field', { question: 'reset password', audience: 'ADMIN' }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/faq/ask', ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/faq/starters and /api/faq/entries/:id', () => {
  it('gives starter questions written for the asker', async () => {
    const school = (await call('GET', '/faq/starters', as.schoolA)).json().body;
    expect(school.audience).toBe('INSTITUTE');
    expect(school.questions.map((q: { entryId: string }) => q.entryId)).toContain('school-add-students');
    const visitor = (await call('GET', '/faq/starters')).json().body;
    expect(visitor.audience).toBe('VISITOR');
    expect(visitor.questions.length).toBeGreaterThan(1);
    expect(visitor.questions.map((q: { entryId: string }) => q.entryId)).not.toContain('school-add-students');
  });

  it('gives one entry, 404 for an unknown one and 400 for a malformed id', async () => {
    const entry = await call('GET', '/faq/entries/reset-password');
    expect(entry.statusCode).toBe(200);
    expect(entry.json().body.question).toBe('How do I reset my password?');
    expect((await call('GET', '/faq/entries/no-such-entry')).statusCode).toBe(404);
    expect((await call('GET', '/faq/entries/NOT_AN_ID!')).statusCode).toBe(400);
  });
});

describe('POST /api/faq/feedback', () => {
  it('keeps a visitor’s answer without a person, the question trimmed to 300 characters', async () => {
    const before = await feedbackRows();
    const long = `  how do I reset my password ${'please '.repeat(80)}`;
    const response = await call('POST', '/faq/feedback', undefined, {
      entryId: 'reset-password',
      question: long,
      helpful: true,
    });
    expect(response.statusCode).toBe(201);
    expect(await feedbackRows()).toBe(before + 1);
    const [row] = await t.db.select().from(faqFeedback).orderBy(desc(faqFeedback.createdAt)).limit(1);
    expect(row).toMatchObject({ entryId: 'reset-password', helpful: true, audience: 'VISITOR', userId: null });
    expect(row?.question.length).toBeLessThanOrEqual(FAQ_QUESTION_MAX_LENGTH);
    expect(row?.question.startsWith('how do I reset my password')).toBe(true);
  });

  it('keeps a signed-in person’s id and audience, nothing else about them', async () => {
    const response = await call('POST', '/faq/feedback', as.teacherA, {
      entryId: 'create-assessment',
      question: 'how do I set a test',
      helpful: false,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(faqFeedback).orderBy(desc(faqFeedback.createdAt)).limit(1);
    expect(row).toMatchObject({
      entryId: 'create-assessment',
      helpful: false,
      audience: 'FACULTY',
      userId: as.teacherA?.userId,
    });
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'audience',
      'createdAt',
      'entryId',
      'helpful',
      'id',
      'question',
      'userId',
    ]);
  });

  it.each([
    ['no helpful', { entryId: 'reset-password', question: 'reset' }],
    ['helpful as text', { entryId: 'reset-password', question: 'reset', helpful: 'yes' }],
    ['an empty question', { entryId: 'reset-password', question: ' ', helpful: true }],
    ['a malformed entry id', { entryId: '../x', question: 'reset', helpful: true }],
    ['an unknown field', { entryId: 'reset-password', question: 'reset', helpful: true, email: 'a@b.c' }],
  ])('refuses %s with 400 and stores nothing', async (_, payload) => {
    const before = await feedbackRows();
    const response = await call('POST', '/faq/feedback', as.studentA, payload);
    expect(response.statusCode).toBe(400);
    expect(await feedbackRows()).toBe(before);
  });

  it('refuses an unknown entry with 404 and stores nothing', async () => {
    const before = await feedbackRows();
    const response = await call('POST', '/faq/feedback', undefined, {
      entryId: 'no-such-entry',
      question: 'x',
      helpful: true,
    });
    expect(response.statusCode).toBe(404);
    expect(await feedbackRows()).toBe(before);
  });
});

describe('rate limits', () => {
  it('limits asking per address', async () => {
    const limited = await buildTestApp({ authRateLimitPerMinute: 2 });
    try {
      const ask = () =>
        limited.app.inject({ method: 'POST', url: '/api/faq/ask', payload: { question: 'reset password' } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
