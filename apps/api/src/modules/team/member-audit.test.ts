/** The older /institute/members routes write member.* events, typed by the member's role. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { buildTeamWorld, caller, type TeamWorld } from './team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
});
afterAll(async () => w.t.close());

const eventsOf = (entityId: string) =>
  w.t.db
    .select({ action: auditEvents.action, entityType: auditEvents.entityType, actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, w.schoolA.institute.id), eq(auditEvents.entityId, entityId)))
    .orderBy(auditEvents.createdAt);

describe('member changes in the history', () => {
  it.each([
    ['CANDIDATE', 'student', { studentClass: 'SIX', section: 'A' }, { section: 'B' }],
    ['FACULTY', 'faculty', {}, { name: 'Renamed Teacher' }],
    ['ADMIN', 'admin', {}, { name: 'Renamed Admin' }],
  ] as const)('%s: added, updated and removed are recorded as %s events', async (role, entityType, extra, change) => {
    const added = await call('POST', '/api/institute/members', w.as.instituteA, {
      role,
      name: `New ${entityType}`,
      email: `audit-${entityType}@school.test`,
      ...extra,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().body.id;
    expect((await call('PATCH', `/api/institute/members/${id}`, w.as.instituteA, change)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/institute/members/${id}`, w.as.instituteA)).statusCode).toBe(200);
    expect(await eventsOf(id)).toEqual(
      ['member.added', 'member.updated', 'member.removed'].map((action) => ({
        action,
        entityType,
        actorId: w.schoolA.account.id,
      })),
    );
  });

  it('a refused change writes no event', async () => {
    const before = await w.t.db.select().from(auditEvents);
    const refused = await call('DELETE', `/api/institute/members/${w.people.admin.id}`, w.as.adminA);
    expect(refused.statusCode).toBe(403);
    expect(await w.t.db.select().from(auditEvents)).toHaveLength(before.length);
  });
});
