/** The demo assembly: Greenfield's settings, birthdays today among consenting students and a sharing teacher, wishes, and the last two school days' bulletins; seeding again changes nothing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblyBulletins, birthdayWishes, institutes, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';
import { DEMO_BIRTHDAY_CHILD, seedAssemblyDemo } from './assembly.seed';
import { call } from './assembly-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('the assembly demo', () => {
  it("celebrates the classmate's birthday today, with wishes and bulletins, once", async () => {
    const [school] = await t.db.select().from(institutes).where(eq(institutes.customUrl, 'greenfield-public-school'));
    if (!school) throw new Error('no demo school');
    const count = async () => ({
      bulletins: (await t.db.select().from(assemblyBulletins).where(eq(assemblyBulletins.instituteId, school.id)))
        .length,
      wishes: (await t.db.select().from(birthdayWishes).where(eq(birthdayWishes.instituteId, school.id))).length,
    });
    const first = await count();
    expect(first).toEqual({ bulletins: 2, wishes: 3 });
    await seedAssemblyDemo(t.db);
    expect(await count()).toEqual(first);

    const [child] = await t.db.select().from(users).where(eq(users.email, DEMO_BIRTHDAY_CHILD));
    const classmate = await signIn(t.app, 'user', 'student@demo.test', 'Demo@12345');
    const today = await call(t.app, 'GET', '/assembly/birthdays', classmate);
    const names = today.body.people.map((person: { userId: string }) => person.userId);
    expect(names).toContain(child?.id);
    expect(today.body.people.find((person: { classLabel: string }) => person.classLabel === 'Staff')).toBeTruthy();
    const own = await call(
      t.app,
      'GET',
      '/assembly/wishes/mine',
      await signIn(t.app, 'user', DEMO_BIRTHDAY_CHILD, 'Demo@12345'),
    );
    expect(own.body).toMatchObject({ birthdayToday: true });
    expect(own.body.wishes).toHaveLength(3);
  });
});
