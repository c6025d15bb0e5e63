/**
 * Tenant isolation of the question bank: school B never lists, reads, edits, reviews, removes or sees in its filters
 * an unadopted question of school A; once A accepts B's adoption, A's approved (never pending) questions appear for
 * B, read-only; once the adoption ends they disappear again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addQuestion, type BankSchool, buildBankSchool, caller, questionBody } from './bank-test-kit';

let t: TestApp;
let a: BankSchool;
let b: BankSchool;
let call: ReturnType<typeof caller>;
const QUESTIONS = '/api/question-bank/questions';
const q = { approved: '', pending: '', rejected: '' };

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  a = await buildBankSchool(t.app, t.db, 'Riverbank School', 'Astronomy');
  b = await buildBankSchool(t.app, t.db, 'Hilltop School', 'Botany');
  q.approved = await addQuestion(t.app, a, 'APPROVED', { stem: 'Which planet is known as the red planet?' });
  q.pending = await addQuestion(t.app, a, undefined, { stem: 'Which planet has the most moons known today?' });
  q.rejected = await addQuestion(t.app, a, 'REJECTED');
});
afterAll(async () => t.close());

const idsFor = async (who: BankSchool['school'], query: string) => {
  const response = await call('GET', `${QUESTIONS}?size=100&${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().body.content.map((question: { id: string }) => question.id) as string[];
};

const filterSubjects = async (who?: BankSchool['school']) => {
  const response = await call('GET', '/api/question-bank/mcq-filters', who);
  expect(response.statusCode).toBe(200);
  return response.json().body.subjects.map((subject: { name: string }) => subject.name) as string[];
};

async function expectSealed() {
  for (const source of ['', 'source=OWN', 'source=ADOPTED', 'source=OPEN']) {
    const seen = await idsFor(b.school, source);
    expect(seen).not.toContain(q.approved);
    expect(seen).not.toContain(q.pending);
  }
  for (const who of [b.school, b.admin, b.faculty]) {
    expect((await call('GET', `${QUESTIONS}/${q.approved}`, who)).statusCode).toBe(404);
  }
  expect(await filterSubjects(b.student)).not.toContain('Astronomy');
}

describe('without an adoption', () => {
  it("hides every question of school A from school B's lists, reads and filters", async () => {
    await expectSealed();
    expect(await filterSubjects(a.student)).toContain('Astronomy');
    expect(await filterSubjects()).not.toContain('Astronomy');
  });

  it("refuses school B's edits, reviews and removals of A's questions as not found", async () => {
    expect((await call('PUT', `${QUESTIONS}/${q.pending}`, b.faculty, questionBody(b))).statusCode).toBe(404);
    const review = await call('POST', `${QUESTIONS}/${q.pending}/review`, b.school, { decision: 'APPROVED' });
    expect(review.statusCode).toBe(404);
    expect((await call('DELETE', `${QUESTIONS}/${q.approved}`, b.school)).statusCode).toBe(404);
    const stillPending = await call('GET', `${QUESTIONS}/${q.pending}`, a.school);
    expect(stillPending.json().body.status).toBe('PENDING_REVIEW');
  });

  it("counts only the caller's school in faculty details and analytics", async () => {
    const faculty = (await call('GET', '/api/question-bank/faculty-details', b.school)).json().body;
    expect(faculty.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(0);
    const pie = (await call('GET', '/api/question-bank/analytics/pie', b.school)).json().body;
    expect(pie.byStatus.every((row: { count: number }) => row.count === 0)).toBe(true);
  });
});

describe('through an adoption', () => {
  let adoptionId = '';

  it("shows A's approved questions, not its pending or rejected ones, once A accepts", async () => {
    const requested = await call('POST', '/api/question-bank/adoptions', b.school, {
      ownerInstituteId: a.instituteId,
      message: 'Our Class 9 would love to practise your astronomy questions.',
    });
    expect(requested.statusCode).toBe(201);
    adoptionId = requested.json().body.id;
    await expectSealed();
    const accepted = await call('POST', `/api/question-bank/adoptions/${adoptionId}/decision`, a.school, {
      decision: 'ACCEPTED',
    });
    expect(accepted.statusCode).toBe(200);

    const adopted = await idsFor(b.school, 'source=ADOPTED');
    expect(adopted).toEqual([q.approved]);
    expect(await idsFor(b.school, 'source=OWN')).not.toContain(q.approved);
    const read = await call('GET', `${QUESTIONS}/${q.approved}`, b.faculty);
    expect(read.statusCode).toBe(200);
    expect(read.json().body).toMatchObject({ source: 'ADOPTED', canEdit: false, canReview: false });
    expect((await call('GET', `${QUESTIONS}/${q.pending}`, b.faculty)).statusCode).toBe(404);
    expect((await call('GET', `${QUESTIONS}/${q.rejected}`, b.faculty)).statusCode).toBe(404);
    expect(await filterSubjects(b.student)).toContain('Astronomy');
  });

  it("still refuses B's changes to adopted questions", async () => {
    expect((await call('PUT', `${QUESTIONS}/${q.approved}`, b.faculty, questionBody(b))).statusCode).toBe(404);
    expect((await call('DELETE', `${QUESTIONS}/${q.approved}`, b.school)).statusCode).toBe(404);
  });

  it('does not work the other way round: A does not see B', async () => {
    const bQuestion = await addQuestion(t.app, b, 'APPROVED');
    expect(await idsFor(a.school, 'source=ADOPTED')).not.toContain(bQuestion);
    expect((await call('GET', `${QUESTIONS}/${bQuestion}`, a.school)).statusCode).toBe(404);
  });

  it('removes them again when the adoption ends', async () => {
    const ended = await call('DELETE', `/api/question-bank/adoptions/${adoptionId}`, a.school);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().body.status).toBe('ENDED');
    await expectSealed();
  });
});
