import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCandidateDemo } from './candidate.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('student demo data', () => {
  it('gives every demo student a roll number unique in the school, matching the class and section', async () => {
    await seedCandidateDemo(t.db);
    const students = await t.db.select().from(users).where(eq(users.type, 'CANDIDATE'));
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((student) => student.rollNumber !== null)).toBe(true);
    const keys = students.map((student) => `${student.instituteId}/${student.rollNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
    const demo = students.find((student) => student.email === 'student@demo.test');
    expect(demo?.rollNumber).toMatch(/^8A-\d{2}$/);
  });
});
