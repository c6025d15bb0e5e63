/** Every team, committee and category endpoint: anonymous 401, wrong role 403, another school's ids 404. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCommitteeMembers, auditEvents, instituteCategories, users } from '../../db/schema';
import { buildIndividual } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { buildTeamWorld, caller, type TeamWorld } from './team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
let reader: SignedIn;
let categoryId = '';

beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
  reader = await signIn(w.t.app, 'individual', (await buildIndividual(w.t.db)).email);
  await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.faculty.id });
  categoryId = (await call('POST', '/api/category', w.as.instituteA, { name: 'Chess Club' })).json().body.id;
});
afterAll(async () => w.t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Case {
  method: Method;
  url: () => string;
  payload?: () => object;
  /** Roles that get 403 (beyond anonymous 401). */
  forbidden: Array<'studentA' | 'facultyA' | 'adminA' | 'reader'>;
  /** Whether school B calling with school A's ids must get 404 (lists are scoped instead). */
  foreign: boolean;
}

// Spec §6: /team, its histories and the committee's changes are the school account's alone.
const notTheSchool: Case['forbidden'] = ['studentA', 'facultyA', 'adminA', 'reader'];

const staffCases = (base: string, id: () => string): Case[] => [
  { method: 'GET', url: () => base, forbidden: notTheSchool, foreign: false },
  {
    method: 'POST',
    url: () => base,
    payload: () => ({ name: 'New Person', email: `new-${base.length}@s.test` }),
    forbidden: notTheSchool,
    foreign: false,
  },
  { method: 'GET', url: () => `${base}/${id()}`, forbidden: notTheSchool, foreign: true },
  {
    method: 'PATCH',
    url: () => `${base}/${id()}`,
    payload: () => ({ name: 'Renamed Person' }),
    forbidden: notTheSchool,
    foreign: true,
  },
  { method: 'POST', url: () => `${base}/${id()}/deactivate`, forbidden: notTheSchool, foreign: true },
  { method: 'POST', url: () => `${base}/${id()}/reactivate`, forbidden: notTheSchool, foreign: true },
];

const CASES: Case[] = [
  ...staffCases('/api/faculty', () => w.people.faculty.id),
  ...staffCases('/api/institute-admins', () => w.people.admin.id),
  {
    method: 'GET',
    url: () => `/api/faculty/${w.people.faculty.id}/teaching`,
    forbidden: notTheSchool,
    foreign: true,
  },
  { method: 'GET', url: () => '/api/faculty/history', forbidden: notTheSchool, foreign: false },
  { method: 'GET', url: () => '/api/approval-committee/history', forbidden: notTheSchool, foreign: false },
  // The one read kept for the school's people (docs/architecture.md "Roles"), without emails.
  {
    method: 'GET',
    url: () => `/api/approval-committee/${w.schoolA.institute.id}`,
    forbidden: ['reader'],
    foreign: true,
  },
  {
    method: 'POST',
    url: () => '/api/approval-committee',
    payload: () => ({ userId: w.people.admin.id }),
    forbidden: notTheSchool,
    foreign: true,
  },
  {
    method: 'DELETE',
    url: () => `/api/approval-committee/${w.people.faculty.id}`,
    forbidden: notTheSchool,
    foreign: true,
  },
  { method: 'GET', url: () => '/api/category', forbidden: ['studentA', 'facultyA', 'adminA'], foreign: false },
  {
    method: 'POST',
    url: () => '/api/category',
    payload: () => ({ name: 'Robotics' }),
    forbidden: ['studentA', 'facultyA', 'adminA'],
    foreign: false,
  },
  {
    method: 'PATCH',
    url: () => `/api/category/${categoryId}`,
    payload: () => ({ name: 'Go Club' }),
    forbidden: ['studentA', 'facultyA', 'adminA'],
    foreign: true,
  },
  {
    method: 'DELETE',
    url: () => `/api/category/${categoryId}`,
    forbidden: ['studentA', 'facultyA', 'adminA'],
    foreign: true,
  },
];

/** Everything about school A that these endpoints could change. */
async function snapshotOfA() {
  const instituteId = w.schoolA.institute.id;
  return {
    people: await w.t.db
      .select({ id: users.id, name: users.name, phone: users.phone, status: users.status })
      .from(users)
      .where(eq(users.instituteId, instituteId))
      .orderBy(users.id),
    seats: await w.t.db
      .select()
      .from(approvalCommitteeMembers)
      .where(eq(approvalCommitteeMembers.instituteId, instituteId)),
    categories: await w.t.db.select().from(instituteCategories).where(eq(instituteCategories.instituteId, instituteId)),
    events: (await w.t.db.select().from(auditEvents).where(eq(auditEvents.instituteId, instituteId))).length,
  };
}

describe.each(CASES)('$method $url', (c) => {
  const send = (who?: SignedIn) => call(c.method, c.url(), who, c.payload?.());

  it('refuses anonymous callers with 401 and wrong roles with 403, changing nothing', async () => {
    const before = await snapshotOfA();
    expect((await send()).statusCode).toBe(401);
    for (const role of c.forbidden) {
      const who = role === 'reader' ? reader : w.as[role];
      expect((await send(who)).statusCode, role).toBe(403);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  // List endpoints take no ids of school A; their isolation is checked below instead.
  if (c.foreign) {
    it("answers 404 to another school for school A's ids, changing nothing", async () => {
      const before = await snapshotOfA();
      expect((await send(w.as.instituteB)).statusCode).toBe(404);
      expect(await snapshotOfA()).toEqual(before);
    });
  }
});

describe('lists stay inside the school', () => {
  it("school B sees none of school A's staff, history or categories", async () => {
    const idsA = new Set([w.people.faculty.id, w.people.admin.id]);
    for (const url of ['/api/faculty', '/api/institute-admins', '/api/faculty/history']) {
      const body = (await call('GET', `${url}?size=100`, w.as.instituteB)).json().body;
      const ids = body.content.map((row: { id: string; entityId?: string }) => row.entityId ?? row.id);
      expect(
        ids.filter((id: string) => idsA.has(id)),
        url,
      ).toEqual([]);
    }
    const categories = (await call('GET', '/api/category', w.as.instituteB)).json().body;
    expect(categories.every((c: { global: boolean }) => c.global)).toBe(true);
  });
});
