import { GST_STATES, gstState } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, institutes, taxDetails } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { stateProblem } from './tax.policy';

let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let studentA: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'Maple School');
  schoolB = await buildInstitute(t.db, 'Oak School');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT', url: string, who?: SignedIn, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const valid = {
  gstin: '29AAACG1234A1ZA',
  legalName: 'Maple Education Trust',
  addressLine: '12 MG Road, Bengaluru',
  pincode: '560001',
};

describe('GST state table', () => {
  it('has every code once, from 01 Jammu and Kashmir to 38 Ladakh and 97', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(gstState('01')?.name).toBe('Jammu and Kashmir');
    expect(gstState('29')).toMatchObject({ name: 'Karnataka', isoCode: 'KA' });
    expect(gstState('38')?.name).toBe('Ladakh');
    expect(gstState('97')).toMatchObject({ name: 'Other Territory', isoCode: null });
    expect(gstState('00')).toBeUndefined();
    expect(gstState('39')).toBeUndefined();
  });

  it('compares the GSTIN state with an Indian address only', () => {
    const ka = { countryCode: 'IN', stateCode: 'KA', stateName: 'Karnataka' };
    expect(stateProblem('29AAACG1234A1ZA', ka)).toBeNull();
    expect(stateProblem('27AAACG1234A1ZA', ka)).toContain('Maharashtra');
    expect(stateProblem('27AAACG1234A1ZA', { countryCode: 'AE', stateCode: 'DU', stateName: 'Dubai' })).toBeNull();
    expect(stateProblem('97AAACG1234A1ZA', ka)).toBeNull();
  });
});

describe('tax details', () => {
  it('starts empty, saves valid details with the state, and records who changed them', async () => {
    expect((await call('GET', '/api/institute/tax', instituteA)).json().body).toBeNull();
    const saved = await call('PUT', '/api/institute/tax', instituteA, { ...valid, gstin: '29aaacg1234a1za' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body).toMatchObject({
      gstin: '29AAACG1234A1ZA',
      gstStateCode: '29',
      gstStateName: 'Karnataka',
    });
    await call('PUT', '/api/institute/tax', instituteA, { ...valid, legalName: 'Maple Trust' });
    expect((await call('GET', '/api/institute/tax', instituteA)).json().body.legalName).toBe('Maple Trust');
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'tax'));
    expect(events.map((event) => event.action).sort()).toEqual(['tax.created', 'tax.updated']);
    expect(events.every((event) => event.actorId === instituteA.userId)).toBe(true);
  });

  it.each([
    ['a bad check character', { gstin: '29AAACG1234A1ZB' }, 'gstin', 'Invalid GSTIN check character'],
    ['an unknown state code', { gstin: '99AAACG1234A1Z3' }, 'gstin', 'known GST state code'],
    ['a malformed GSTIN', { gstin: '29-AAACG' }, 'gstin', 'Invalid GSTIN'],
    ['a short PIN code', { pincode: '5600' }, 'pincode', 'PIN'],
    ['an empty legal name', { legalName: '' }, 'legalName', 'Legal name'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, field, message) => {
    const response = await call('PUT', '/api/institute/tax', instituteB, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const detail = response.json().details.find((d: { field: string }) => d.field === field);
    expect(detail.message).toContain(message);
    expect(await t.db.select().from(taxDetails).where(eq(taxDetails.instituteId, schoolB.institute.id))).toEqual([]);
  });

  it("refuses a GSTIN of another state than the school's address", async () => {
    await t.db.update(institutes).set({ stateCode: 'MH' }).where(eq(institutes.id, schoolB.institute.id));
    const response = await call('PUT', '/api/institute/tax', instituteB, valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'gstin',
      message: "This GSTIN is registered in Karnataka, but the school's address is in Maharashtra",
    });
    await t.db.update(institutes).set({ stateCode: 'KA' }).where(eq(institutes.id, schoolB.institute.id));
  });

  it('looks up the GST state of a GSTIN or a code', async () => {
    const byGstin = await call('GET', '/api/institute/tax/gst-state?code=29AAACG1234A1ZA', instituteA);
    expect(byGstin.json().body).toEqual({ code: '29', name: 'Karnataka', isoCode: 'KA' });
    const byCode = await call('GET', '/api/institute/tax/gst-state?code=38', instituteA);
    expect(byCode.json().body.name).toBe('Ladakh');
    expect((await call('GET', '/api/institute/tax/gst-state?code=55', instituteA)).statusCode).toBe(404);
    expect((await call('GET', '/api/institute/tax/gst-state?code=x', instituteA)).statusCode).toBe(400);
  });

  it.each([
    ['GET', '/api/institute/tax', undefined],
    ['PUT', '/api/institute/tax', valid],
    ['GET', '/api/institute/tax/gst-state?code=29', undefined],
  ] as const)('%s %s: 401 anonymous, 403 other roles', async (method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, adminA, body)).statusCode).toBe(403);
    expect((await call(method, url, studentA, body)).statusCode).toBe(403);
  });

  it("keeps each institute's details to itself", async () => {
    const before = await call('GET', '/api/institute/tax', instituteA);
    expect((await call('GET', '/api/institute/tax', instituteB)).json().body).toBeNull();
    await call('PUT', '/api/institute/tax', instituteB, { ...valid, legalName: 'Oak Trust' });
    expect((await call('GET', '/api/institute/tax', instituteA)).json().body).toEqual(before.json().body);
  });
});
