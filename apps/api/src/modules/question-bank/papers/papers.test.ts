import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { QUESTION_BANK_PATHS as P, QUESTION_BANK_MESSAGES } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, questionPaperDownloads } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { signIn } from '../../../test/session';
import { bankCaller, insertAdoption, insertQuestion } from '../practice/question-test-kit';

const run = promisify(execFile);
let t: TestApp;
let call: ReturnType<typeof bankCaller>;
let scratch = '';
let schoolA = '';
type Person = 'instituteA' | 'facultyA' | 'adminA' | 'studentA' | 'instituteB' | 'facultyB';
const cookies = {} as Record<Person, string>;
type QuestionName = 'heart' | 'fractions' | 'openGas' | 'adopted' | 'pendingA' | 'ownB';
const q = {} as Record<QuestionName, Awaited<ReturnType<typeof insertQuestion>>>;

/** The text of a PDF, as poppler's pdftotext reads it. */
async function textOf(pdf: Buffer): Promise<string> {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout;
}

const makePaper = (cookie: string, payload: Record<string, unknown>) => call('POST', P.downloads, cookie, payload);
const fileOf = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const paperRows = () => t.db.select().from(questionPaperDownloads);

beforeAll(async () => {
  t = await buildTestApp();
  call = bankCaller(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'nb-papers-'));
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Park School');
  const c = await buildInstitute(t.db, 'Willow Bank School');
  schoolA = a.institute.id;
  const people = {
    instituteA: a.account,
    facultyA: await buildMember(t.db, schoolA, 'FACULTY'),
    adminA: await buildMember(t.db, schoolA, 'ADMIN'),
    studentA: await buildMember(t.db, schoolA, 'CANDIDATE'),
    instituteB: b.account,
    facultyB: await buildMember(t.db, b.institute.id, 'FACULTY'),
  };
  const kinds = { instituteA: 'institute', instituteB: 'institute', studentA: 'user' } as const;
  for (const name of Object.keys(people) as Person[]) {
    const kind = name in kinds ? kinds[name as keyof typeof kinds] : 'faculty';
    cookies[name] = (await signIn(t.app, kind, people[name].email)).cookie;
  }

  q.heart = await insertQuestion(t.db, {
    instituteId: schoolA,
    stem: 'Which organ pumps blood through the human body?',
    options: ['Lungs', 'Kidney', 'Heart', 'Liver'],
    answerIndex: 2,
    explanation: 'The heart is a muscle that pumps blood through the blood vessels.',
    topic: 'Circulation',
  });
  q.fractions = await insertQuestion(t.db, {
    instituteId: schoolA,
    stem: 'Meera buys 3 notebooks at ₹25 each. How much does she pay?',
    options: ['₹50', '₹65', '₹70', '₹75', '₹80'],
    answerIndex: 3,
    explanation: '3 × ₹25 = ₹75.',
    subjectName: 'Mathematics',
    chapterTitle: 'Multiplication',
    studentClass: 'SEVEN',
    difficulty: 'MEDIUM',
  });
  q.openGas = await insertQuestion(t.db, {});
  q.adopted = await insertQuestion(t.db, {
    instituteId: c.institute.id,
    stem: 'Which river flows through the city of Varanasi?',
    options: ['Ganga', 'Narmada', 'Godavari', 'Kaveri'],
    answerIndex: 0,
    subjectName: 'Geography',
    chapterTitle: 'Rivers of India',
    board: 'ICSE',
    difficulty: 'HARD',
  });
  q.pendingA = await insertQuestion(t.db, { instituteId: schoolA, status: 'PENDING_REVIEW' });
  q.ownB = await insertQuestion(t.db, { instituteId: b.institute.id, subjectName: 'Civics' });
  await insertAdoption(t.db, schoolA, c.institute.id, 'ACCEPTED');
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('download options', () => {
  it("lists the school's usable pool with counts", async () => {
    const response = await call('GET', P.downloadOptions, cookies.facultyA);
    expect(response.statusCode).toBe(200);
    const options = response.json().body;
    expect(options.classes).toEqual([
      { studentClass: 'SEVEN', questionCount: 1 },
      { studentClass: 'EIGHT', questionCount: 3 },
    ]);
    expect(options.subjects).toEqual([
      { name: 'Geography', questionCount: 1 },
      { name: 'Mathematics', questionCount: 1 },
      { name: 'Science', questionCount: 2 },
    ]);
    expect(options.chapters).toContainEqual({ title: 'Life Processes', subject: 'Science', questionCount: 2 });
    expect(options.topics).toEqual(['Circulation']);
    expect(options.boards).toEqual(['CBSE', 'ICSE']);
    expect(options.difficulties).toEqual(['EASY', 'MEDIUM', 'HARD']);
    expect(response.body).not.toContain('Civics');
  });

  it('is for school staff only', async () => {
    expect((await call('GET', P.downloadOptions)).statusCode).toBe(401);
    expect((await call('GET', P.downloadOptions, cookies.studentA)).statusCode).toBe(403);
    expect((await call('GET', P.downloadOptions, cookies.instituteA)).statusCode).toBe(200);
  });
});

describe('making a question paper', () => {
  let paper: { id: string; paperUrl: string; answerKeyUrl: string | null };

  beforeAll(async () => {
    const response = await makePaper(cookies.facultyA, {
      title: 'Class test: "Body & money"',
      questionIds: [q.fractions.id, q.heart.id, q.openGas.id, q.adopted.id, q.heart.id],
      includeAnswerKey: true,
    });
    expect(response.statusCode).toBe(201);
    paper = response.json().body;
  });

  it('stores the paper with links to both files and an audit entry', async () => {
    expect(paper).toMatchObject({
      title: 'Class test: "Body & money"',
      questionCount: 4,
      includeAnswerKey: true,
      paperUrl: `/api/question-bank/downloads/${paper.id}/paper.pdf`,
      answerKeyUrl: `/api/question-bank/downloads/${paper.id}/answer-key.pdf`,
    });
    const [row] = await t.db.select().from(questionPaperDownloads).where(eq(questionPaperDownloads.id, paper.id));
    expect(row?.questionIds).toEqual([q.fractions.id, q.heart.id, q.openGas.id, q.adopted.id]);
    expect(row?.paperKey).toBe(`question-papers/${paper.id}/paper.pdf`);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, paper.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ instituteId: schoolA, action: 'question_paper.created' });
  });

  it('serves a real PDF with the numbered questions, lettered options, marks and page numbers', async () => {
    const response = await fileOf(paper.paperUrl, cookies.facultyA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="class-test-body-money-paper.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      'Maple Grove School',
      'Class test: "Body & money"',
      'Class 7, Class 8 · Geography, Mathematics, Science',
      'Maximum marks: 4',
      'Answer all 4 questions.',
      'Meera buys 3 notebooks at ₹25 each. How much does she pay?',
      '(E) ₹80',
      'Which organ pumps blood through the human body?',
      '(C) Heart',
      'Which river flows through the city of Varanasi?',
      '[1]',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Meera buys')).toBeLessThan(text.indexOf('Which organ pumps'));
    expect(text).not.toContain('The heart is a muscle');
  });

  it('serves the answer key with the right letters and short explanations', async () => {
    const response = await fileOf(paper.answerKeyUrl ?? '', cookies.adminA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="class-test-body-money-answer-key.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await textOf(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Answer key: Class test');
    expect(text).toContain('1. D (₹75)');
    expect(text).toContain('2. C (Heart)');
    expect(text).toContain('3. B (Oxygen)');
    expect(text).toContain('4. A (Ganga)');
    expect(text).toContain('The heart is a muscle that pumps blood');
  });

  it('numbers pages of a long paper', async () => {
    const many = [];
    for (let index = 0; index < 40; index++) {
      many.push(
        (await insertQuestion(t.db, { instituteId: schoolA, stem: `Long paper question number ${index + 1}?` })).id,
      );
    }
    const response = await makePaper(cookies.instituteA, { title: 'Long revision paper', questionIds: many });
    const text = await textOf((await fileOf(response.json().body.paperUrl, cookies.instituteA)).rawPayload);
    expect(text).toMatch(/Page 2 of [2-9]/);
    expect(text).toContain('40.');
    expect(text).toContain('Maximum marks: 40');
  });
});

describe('refusals', () => {
  it("refuses another school's or an unapproved question and stores nothing", async () => {
    const before = (await paperRows()).length;
    for (const stranger of [q.ownB.id, q.pendingA.id]) {
      const response = await makePaper(cookies.facultyA, { title: 'Mixed paper', questionIds: [q.heart.id, stranger] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(QUESTION_BANK_MESSAGES.questionsNotUsable);
    }
    expect((await makePaper(cookies.facultyA, { title: 'Empty', questionIds: [] })).statusCode).toBe(400);
    expect((await paperRows()).length).toBe(before);
  });

  it('makes no answer key unless asked', async () => {
    const response = await makePaper(cookies.facultyA, {
      title: 'Quick check',
      questionIds: [q.heart.id],
      includeAnswerKey: false,
    });
    const made = response.json().body;
    expect(made.answerKeyUrl).toBeNull();
    const keyUrl = `/api/question-bank/downloads/${made.id}/answer-key.pdf`;
    expect((await fileOf(keyUrl, cookies.facultyA)).statusCode).toBe(404);
    expect((await fileOf(made.paperUrl, cookies.facultyA)).statusCode).toBe(200);
  });

  it('keeps papers and history inside the school', async () => {
    const history = (await call('GET', P.downloads, cookies.adminA)).json().body;
    expect(history.totalElements).toBeGreaterThanOrEqual(3);
    expect(history.content[0].title).toBe('Quick check');
    const titles = history.content.map((item: { title: string }) => item.title);
    expect(titles.indexOf('Quick check')).toBeLessThan(titles.indexOf('Class test: "Body & money"'));
    expect(history.content[0].createdBy.name).toMatch(/^faculty /);
    const other = (await call('GET', P.downloads, cookies.instituteB)).json().body;
    expect(other.totalElements).toBe(0);
    const paperUrl = history.content[0].paperUrl as string;
    expect((await fileOf(paperUrl, cookies.facultyB)).statusCode).toBe(404);
    expect((await fileOf(paperUrl, cookies.studentA)).statusCode).toBe(403);
    expect((await fileOf(paperUrl)).statusCode).toBe(401);
    expect((await call('GET', P.downloads, cookies.studentA)).statusCode).toBe(403);
    expect((await call('GET', P.downloads)).statusCode).toBe(401);
    expect((await makePaper(cookies.studentA, { title: 'Sneaky', questionIds: [q.heart.id] })).statusCode).toBe(403);
  });
});
