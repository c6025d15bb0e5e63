import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSectionSubjects, curriculumEntries, institutes, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';
import { demoPlan } from './academic.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('academic demo data', () => {
  it('gives the demo school sessions, every class with sections, subjects and faculty', async () => {
    const school = await signIn(t.app, 'institute', 'institute@demo.test', DEMO_PASSWORD);
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie: school.cookie } })).json().body;
    const sessions = await get('/api/institute/academic-sessions');
    expect(sessions.map((s: { isCurrent: boolean }) => s.isCurrent)).toEqual([false, true]);
    const classes = await get('/api/institute/student-class-list');
    expect(classes).toHaveLength(11);
    expect(classes[0]).toMatchObject({ studentClass: 'THREE', sectionTypes: ['A', 'B', 'C'] });
    expect(classes[10].sectionTypes).toContain('NA');

    const [unassigned] = await t.db
      .select({ n: count() })
      .from(classSectionSubjects)
      .where(isNull(classSectionSubjects.facultyId));
    expect(unassigned?.n).toBe(0);
    const [faculty] = await t.db.select().from(users).where(eq(users.email, 'faculty@demo.test'));
    const teaches = await get(`/api/institute/faculty/${faculty?.id}/subjects`);
    expect(teaches.length).toBeGreaterThan(5);

    const [{ id: sessionId }] = sessions.filter((s: { isCurrent: boolean }) => s.isCurrent);
    const plan = await get(`/api/institute/curriculum?sessionId=${sessionId}&studentClass=NINE`);
    expect(plan.items.length).toBeGreaterThanOrEqual(24);
    expect(plan.items.every((item: { plannedStart: string | null }) => item.plannedStart !== null)).toBe(true);
  });

  it('has a plan in both demo schools', async () => {
    const rows = await t.db
      .select({ instituteId: curriculumEntries.instituteId, n: count() })
      .from(curriculumEntries)
      .innerJoin(institutes, and(eq(institutes.id, curriculumEntries.instituteId)))
      .groupBy(curriculumEntries.instituteId);
    expect(rows).toHaveLength(2);
  });
});

describe('demo plan dates', () => {
  it('splits April to February into back-to-back slots with a status from today', () => {
    const slots = [1, 2, 3, 4, 5].map((position) => demoPlan(2026, position, 5, '2026-11-21'));
    expect(slots[0]).toMatchObject({ plannedStart: '2026-04-01', status: 'DONE' });
    for (const [index, slot] of slots.entries()) {
      expect(slot.plannedEnd >= slot.plannedStart).toBe(true);
      const next = slots[index + 1];
      if (next) expect(Date.parse(next.plannedStart) - Date.parse(slot.plannedEnd)).toBe(86_400_000);
    }
    expect(slots.map((slot) => slot.status)).toEqual(['DONE', 'DONE', 'DONE', 'IN_PROGRESS', 'PLANNED']);
    expect((slots[4]?.plannedEnd ?? '') <= '2027-02-28').toBe(true);
  });
});
