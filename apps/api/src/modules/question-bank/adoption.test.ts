/** Adoption between schools: who may ask and answer, the emailed single-use link (wrong, reused, expired), races. */
import { QUESTION_BANK_MESSAGES as M } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, questionBankAdoptions } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp } from '../../test/build-test-app';
import { addQuestion, type BankSchool, buildBankSchool, caller } from './bank-test-kit';

let t: TestApp;
let owner: BankSchool;
let call: ReturnType<typeof caller>;
const ADOPTIONS = '/api/question-bank/adoptions';

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  owner = await buildBankSchool(t.app, t.db, 'Riverbank School', 'Geography');
  await addQuestion(t.app, owner, 'APPROVED');
  await addQuestion(t.app, owner, 'APPROVED', { stem: 'Which is the longest river flowing through India?' });
  await addQuestion(t.app, owner);
});
afterAll(async () => t.close());

const newRequester = (name: string) => buildBankSchool(t.app, t.db, name, 'History');

/** Asks the owner school and returns the adoption and the emailed link's token. */
async function requestFrom(requester: BankSchool) {
  const response = await call('POST', ADOPTIONS, requester.school, {
    ownerInstituteId: owner.instituteId,
    message: 'We would be glad to use your geography questions.',
  });
  expect(response.statusCode).toBe(201);
  const mail = await latestMailTo(t.outbox, owner.accountEmail);
  const link = new URL(mail.links[0] ?? '');
  expect(link.pathname).toBe('/adoption/status');
  expect(link.searchParams.get('adoptionId')).toBe(response.json().body.id);
  return { adoption: response.json().body, token: link.searchParams.get('token') ?? '' };
}

const linkStatus = (adoptionId: string, token: string) =>
  call('GET', `${ADOPTIONS}/status?adoptionId=${adoptionId}&token=${encodeURIComponent(token)}`);
const answerByLink = (adoptionId: string, token: string, decision: 'ACCEPTED' | 'DECLINED') =>
  call('POST', `${ADOPTIONS}/status`, undefined, { adoptionId, token, decision });

describe('asking', () => {
  it('is for school accounts only', async () => {
    const requester = await newRequester('Meadow School');
    const body = { ownerInstituteId: owner.instituteId };
    expect((await call('POST', ADOPTIONS, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', ADOPTIONS, requester.admin, body)).statusCode).toBe(403);
    expect((await call('POST', ADOPTIONS, requester.faculty, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/question-bank/adoption/schools', requester.faculty)).statusCode).toBe(403);
  });

  it('refuses a school adopting itself', async () => {
    const response = await call('POST', ADOPTIONS, owner.school, { ownerInstituteId: owner.instituteId });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(M.adoptionOwnSchool);
  });

  it('lists adoptable schools with their approved counts and the caller’s request', async () => {
    const requester = await newRequester('Orchard School');
    const before = await call('GET', '/api/question-bank/adoption/schools?search=riverbank', requester.school);
    expect(before.json().body.content).toEqual([
      expect.objectContaining({
        instituteId: owner.instituteId,
        approvedQuestions: 2,
        subjects: ['Geography'],
        adoption: null,
      }),
    ]);
    const { adoption } = await requestFrom(requester);
    const after = await call('GET', '/api/question-bank/adoption/schools?search=riverbank', requester.school);
    expect(after.json().body.content[0].adoption).toEqual({ id: adoption.id, status: 'PENDING' });
    const none = await call('GET', '/api/question-bank/adoption/schools?search=nowhere', requester.school);
    expect(none.json().body.totalElements).toBe(0);
  });

  it('lets one of two simultaneous requests through', async () => {
    const requester = await newRequester('Valley School');
    const body = { ownerInstituteId: owner.instituteId, message: '' };
    const responses = await Promise.all([
      call('POST', ADOPTIONS, requester.school, body),
      call('POST', ADOPTIONS, requester.school, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(questionBankAdoptions)
      .where(eq(questionBankAdoptions.requesterInstituteId, requester.instituteId));
    expect(rows).toHaveLength(1);
    // The partial unique index is what settles a real race (the second insert fails; the service answers 409).
    await expect(
      t.db.insert(questionBankAdoptions).values({
        requesterInstituteId: requester.instituteId,
        ownerInstituteId: owner.instituteId,
      }),
    ).rejects.toThrow();
    const again = await call('POST', ADOPTIONS, requester.school, body);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(M.adoptionExists);
  });
});

describe('answering through the emailed link', () => {
  it('refuses a wrong token, accepts the right one once, and tells the requester', async () => {
    const requester = await newRequester('Brookside School');
    const { adoption, token } = await requestFrom(requester);
    const wrong = await linkStatus(adoption.id, `${token.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(M.adoptionLinkInvalid);
    expect((await answerByLink(adoption.id, 'not-the-right-token-at-all', 'ACCEPTED')).statusCode).toBe(400);

    const shown = await linkStatus(adoption.id, token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().body).toMatchObject({
      status: 'PENDING',
      requesterName: 'Brookside School',
      ownerName: 'Riverbank School',
      canDecide: true,
    });
    const answered = await answerByLink(adoption.id, token, 'ACCEPTED');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().body.status).toBe('ACCEPTED');
    expect((await answerByLink(adoption.id, token, 'DECLINED')).statusCode).toBe(400);
    expect((await linkStatus(adoption.id, token)).statusCode).toBe(400);
    const told = await latestMailTo(t.outbox, requester.accountEmail);
    expect(told.subject).toContain('accepted');

    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, adoption.id));
    expect(audits.map((row) => `${row.instituteId}:${row.action}`).sort()).toEqual(
      [
        `${requester.instituteId}:bank_adoption.requested`,
        `${owner.instituteId}:bank_adoption.requested`,
        `${requester.instituteId}:bank_adoption.accepted`,
        `${owner.instituteId}:bank_adoption.accepted`,
      ].sort(),
    );
  });

  it('refuses an expired link, while the owner may still answer signed in', async () => {
    const requester = await newRequester('Harbour School');
    const { adoption, token } = await requestFrom(requester);
    await t.db
      .update(questionBankAdoptions)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(questionBankAdoptions.id, adoption.id));
    expect((await linkStatus(adoption.id, token)).statusCode).toBe(400);
    expect((await answerByLink(adoption.id, token, 'ACCEPTED')).statusCode).toBe(400);
    const decided = await call('POST', `${ADOPTIONS}/${adoption.id}/decision`, owner.school, { decision: 'DECLINED' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().body.status).toBe('DECLINED');
  });

  it('stops working once the owner answered signed in', async () => {
    const requester = await newRequester('Cedar School');
    const { adoption, token } = await requestFrom(requester);
    await call('POST', `${ADOPTIONS}/${adoption.id}/decision`, owner.school, { decision: 'ACCEPTED' });
    expect((await answerByLink(adoption.id, token, 'DECLINED')).statusCode).toBe(400);
  });
});

describe('answering signed in, withdrawing and ending', () => {
  it('lets only the owner decide, once', async () => {
    const requester = await newRequester('Pine School');
    const stranger = await newRequester('Elm School');
    const { adoption } = await requestFrom(requester);
    const decide = (who: BankSchool) =>
      call('POST', `${ADOPTIONS}/${adoption.id}/decision`, who.school, { decision: 'ACCEPTED' });
    expect((await decide(stranger)).statusCode).toBe(404);
    expect((await decide(requester)).statusCode).toBe(404);
    expect((await decide(owner)).statusCode).toBe(200);
    const twice = await decide(owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(M.adoptionAlreadyAnswered);
  });

  it('lists sent and received requests with what each school may do', async () => {
    const requester = await newRequester('Willow School');
    const { adoption } = await requestFrom(requester);
    const sent = (await call('GET', ADOPTIONS, requester.school)).json().body;
    expect(sent).toEqual([
      expect.objectContaining({
        id: adoption.id,
        direction: 'SENT',
        approvedQuestions: 2,
        canDecide: false,
        canWithdraw: true,
      }),
    ]);
    const received = (await call('GET', ADOPTIONS, owner.school)).json().body;
    expect(received.find((row: { id: string }) => row.id === adoption.id)).toMatchObject({
      direction: 'RECEIVED',
      canDecide: true,
      canWithdraw: false,
    });
  });

  it('lets the requester withdraw a waiting request (not the owner), and either school end an adoption', async () => {
    const requester = await newRequester('Birch School');
    const first = await requestFrom(requester);
    expect((await call('DELETE', `${ADOPTIONS}/${first.adoption.id}`, owner.school)).statusCode).toBe(409);
    const withdrawn = await call('DELETE', `${ADOPTIONS}/${first.adoption.id}`, requester.school);
    expect(withdrawn.json().body.status).toBe('WITHDRAWN');
    expect((await answerByLink(first.adoption.id, first.token, 'ACCEPTED')).statusCode).toBe(400);

    const second = await requestFrom(requester);
    await call('POST', `${ADOPTIONS}/${second.adoption.id}/decision`, owner.school, { decision: 'ACCEPTED' });
    const ended = await call('DELETE', `${ADOPTIONS}/${second.adoption.id}`, requester.school);
    expect(ended.json().body.status).toBe('ENDED');
    expect((await call('DELETE', `${ADOPTIONS}/${second.adoption.id}`, owner.school)).statusCode).toBe(409);
  });
});
