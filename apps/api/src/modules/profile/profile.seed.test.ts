import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';
import { seedProfileDemo } from './profile.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

it("seeds the demo people's profiles once: the student's part-filled with a teacher's endorsement", async () => {
  await seedProfileDemo(t.db); // a second run changes nothing
  const student = await signIn(t.app, 'user', 'student@demo.test', 'Demo@12345');
  const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: student.cookie } })).json()
    .body;
  const own = await t.app.inject({
    method: 'GET',
    url: `/api/user/profile/${me.customUrl}`,
    headers: { cookie: student.cookie },
  });
  expect(own.statusCode).toBe(200);
  const body = own.json().body;
  expect(body.headline).toBeTruthy();
  expect(body.education).toHaveLength(1);
  expect(body.skills.map((skill: { name: string }) => skill.name)).toEqual(['Mental maths', 'Gardening']);
  expect(body.skills[0]).toMatchObject({ endorsements: 1 });
  const faculty = await signIn(t.app, 'faculty', 'faculty@demo.test', 'Demo@12345');
  const teacherMe = (
    await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: faculty.cookie } })
  ).json().body;
  const teacher = (
    await t.app.inject({
      method: 'GET',
      url: `/api/user/profile/${teacherMe.customUrl}`,
      headers: { cookie: faculty.cookie },
    })
  ).json().body;
  expect(teacher.experience).toHaveLength(1);
  expect(teacher.certifications).toHaveLength(1);
  expect(teacher.skills).toHaveLength(3);
});
