import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('team demo data', () => {
  it('gives Greenfield a committee, two own categories and non-empty history pages', async () => {
    const school = await signIn(t.app, 'institute', 'institute@demo.test', 'Demo@12345');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: school.cookie } });
    const me = (await get('/api/user/me')).json().body;
    const committee = (await get(`/api/approval-committee/${me.instituteId}`)).json().body;
    expect(committee.map((m: { email: string }) => m.email).sort()).toEqual(['admin@demo.test', 'faculty@demo.test']);
    const own = (await get('/api/category')).json().body.filter((c: { global: boolean }) => !c.global);
    expect(own.map((c: { name: string }) => c.name)).toEqual(['Science Club', 'Sports Day']);
    const faculty = (await get('/api/faculty/history')).json().body;
    expect(faculty.totalElements).toBeGreaterThanOrEqual(2);
    expect(faculty.content[0].actorName).toBeTruthy();
    expect((await get('/api/approval-committee/history')).json().body.totalElements).toBe(2);
  });
});
