import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, institutes } from '../../db/schema';
import { buildIndividual } from '../../test/factories';
import { signIn } from '../../test/session';
import { systemClock } from '../module';
import { buildTeamWorld, caller, type TeamWorld } from '../team/team-test-kit';
import { SchoolVerificationService } from './school-verification.service';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
let operator: SchoolVerificationService;
beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
  operator = new SchoolVerificationService(w.t.db, systemClock);
});
afterAll(async () => w.t.close());

const publicProfile = async (customUrl: string) =>
  (await call('GET', `/api/institute/public/${customUrl}`)).json().body;

describe('the public badge', () => {
  it('is not shown for a school whose email is confirmed but whom no operator has checked', async () => {
    const [row] = await w.t.db.select().from(institutes).where(eq(institutes.id, w.schoolA.institute.id));
    expect(row?.verified).toBe(true); // the email-confirmed flag sign-in reads, untouched
    expect(await publicProfile(w.schoolA.institute.customUrl)).toMatchObject({
      verified: false,
      verifiedAt: null,
      verifiedWith: null,
    });
  });
});

describe('a school sends its evidence', () => {
  it('starts with nothing sent', async () => {
    const own = await call('GET', '/api/institute/verification', w.as.instituteA);
    expect(own.statusCode).toBe(200);
    expect(own.json().body).toEqual({
      status: 'NONE',
      udiseCode: null,
      affiliationNumber: null,
      note: null,
      requestedAt: null,
      verifiedAt: null,
      verifiedWith: null,
      decisionNote: null,
    });
  });

  it('refuses a request without evidence or with a malformed number, naming the field', async () => {
    const none = await call('POST', '/api/institute/verification', w.as.instituteA, { note: 'Please check' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { field: 'udiseCode', message: 'Give your UDISE code or your board affiliation number' },
    ]);
    const short = await call('POST', '/api/institute/verification', w.as.instituteA, { udiseCode: '2920080140' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: 'udiseCode', message: 'A UDISE code is 11 digits' }]);
    const state = await call('POST', '/api/institute/verification', w.as.instituteA, { udiseCode: '99200801402' });
    expect(state.json().details?.[0]?.field).toBe('udiseCode');
    const affiliation = await call('POST', '/api/institute/verification', w.as.instituteA, { affiliationNumber: '#' });
    expect(affiliation.statusCode).toBe(400);
    expect(affiliation.json().details?.[0]?.field).toBe('affiliationNumber');
    const long = await call('POST', '/api/institute/verification', w.as.instituteA, {
      udiseCode: '29200801402',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const sneaky = await call('POST', '/api/institute/verification', w.as.instituteA, {
      udiseCode: '29200801402',
      status: 'VERIFIED',
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await call('GET', '/api/institute/verification', w.as.instituteA)).json().body.status).toBe('NONE');
  });

  it('records a well-formed request as waiting, in the school’s history, with no badge yet', async () => {
    const sent = await call('POST', '/api/institute/verification', w.as.instituteA, {
      udiseCode: '2920 0801 402',
      affiliationNumber: '830145',
      note: 'Affiliated to CBSE since 2004',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().body).toMatchObject({
      status: 'PENDING',
      udiseCode: '29200801402',
      affiliationNumber: '830145',
      note: 'Affiliated to CBSE since 2004',
      verifiedAt: null,
    });
    expect(sent.json().body.requestedAt).toEqual(expect.any(String));
    const history = await w.t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.instituteId, w.schoolA.institute.id), eq(auditEvents.action, 'verification.requested')),
      );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorId: w.schoolA.account.id, entityId: w.schoolA.institute.id });
    expect((await publicProfile(w.schoolA.institute.customUrl)).verified).toBe(false);
  });

  it('is the school account’s alone: its staff and students, readers and visitors are refused', async () => {
    const reader = await buildIndividual(w.t.db);
    const readerSession = await signIn(w.t.app, 'individual', reader.email);
    for (const who of [w.as.adminA, w.as.facultyA, w.as.studentA, readerSession]) {
      expect((await call('GET', '/api/institute/verification', who)).statusCode).toBe(403);
      const post = await call('POST', '/api/institute/verification', who, { udiseCode: '27251000104' });
      expect(post.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/institute/verification')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/institute/verification', undefined, { udiseCode: '27251000104' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/institute/verification', w.as.instituteA)).json().body.udiseCode).toBe(
      '29200801402',
    );
  });

  it('never shows one school another’s evidence, and a school’s request changes only its own row', async () => {
    const other = await call('GET', '/api/institute/verification', w.as.instituteB);
    expect(other.json().body).toMatchObject({ status: 'NONE', udiseCode: null, affiliationNumber: null });
    const sentB = await call('POST', '/api/institute/verification', w.as.instituteB, { affiliationNumber: 'ka082' });
    expect(sentB.json().body).toMatchObject({ status: 'PENDING', affiliationNumber: 'KA082', udiseCode: null });
    const a = await call('GET', '/api/institute/verification', w.as.instituteA);
    expect(a.json().body).toMatchObject({ udiseCode: '29200801402', affiliationNumber: '830145' });
  });
});

describe('an operator decides', () => {
  it('shows the badge only after an operator verifies, with when and against what', async () => {
    const before = await operator.pending();
    expect(before.map((row) => row.customUrl)).toEqual([w.schoolA.institute.customUrl, w.schoolB.institute.customUrl]);
    await operator.verify(w.schoolA.institute.customUrl, {
      operator: 'asha@noticeboard.test',
      udiseCode: '29200801402',
      note: 'Matches UDISE+',
    });
    const shown = await publicProfile(w.schoolA.institute.customUrl);
    expect(shown).toMatchObject({ verified: true, verifiedWith: 'UDISE' });
    expect(Date.parse(shown.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await publicProfile(w.schoolB.institute.customUrl)).verified).toBe(false);
    const own = (await call('GET', '/api/institute/verification', w.as.instituteA)).json().body;
    expect(own).toMatchObject({ status: 'VERIFIED', verifiedWith: 'UDISE', decisionNote: 'Matches UDISE+' });
    const [row] = await w.t.db.select().from(institutes).where(eq(institutes.id, w.schoolA.institute.id));
    expect(row?.platformVerifiedBy).toBe('asha@noticeboard.test');
    expect((await operator.pending()).map((r) => r.customUrl)).toEqual([w.schoolB.institute.customUrl]);
  });

  it('keeps a verified school’s evidence as checked: a new request is a 409', async () => {
    const again = await call('POST', '/api/institute/verification', w.as.instituteA, { udiseCode: '27251000104' });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', '/api/institute/verification', w.as.instituteA)).json().body.udiseCode).toBe(
      '29200801402',
    );
  });

  it('takes the badge away on revoke; the school reads why and may send again', async () => {
    await operator.revoke(w.schoolA.institute.email, { operator: 'asha@noticeboard.test', note: 'School closed' });
    expect(await publicProfile(w.schoolA.institute.customUrl)).toMatchObject({ verified: false, verifiedAt: null });
    const own = (await call('GET', '/api/institute/verification', w.as.instituteA)).json().body;
    expect(own).toMatchObject({ status: 'REJECTED', decisionNote: 'School closed', verifiedAt: null });
    const resent = await call('POST', '/api/institute/verification', w.as.instituteA, { udiseCode: '29200801403' });
    expect(resent.json().body).toMatchObject({ status: 'PENDING', decisionNote: null, udiseCode: '29200801403' });
    const actions = await w.t.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.instituteId, w.schoolA.institute.id), eq(auditEvents.entityType, 'institute')))
      .orderBy(auditEvents.createdAt);
    expect(actions.map((a) => a.action)).toEqual([
      'verification.requested',
      'verification.verified',
      'verification.revoked',
      'verification.requested',
    ]);
    expect(actions[1]).toMatchObject({ actorId: null, data: { operator: 'asha@noticeboard.test', evidence: 'UDISE' } });
  });

  it('refuses a verified row without complete evidence at the database', async () => {
    await expect(
      w.t.db
        .update(institutes)
        .set({ verificationStatus: 'VERIFIED' })
        .where(eq(institutes.id, w.schoolB.institute.id)),
    ).rejects.toThrow();
  });
});
