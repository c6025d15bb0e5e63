import { COMMUNITY_CATEGORIES } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituteCategories } from '../../db/schema';
import { actionsFor, buildTeamWorld, caller, type TeamWorld } from '../team/team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
});
afterAll(async () => w.t.close());

describe('custom categories', () => {
  let scienceId = '';

  it('lists the global categories, marked global', async () => {
    const list = await call('GET', '/api/category', w.as.instituteA);
    expect(list.statusCode).toBe(200);
    const body = list.json().body;
    expect(body).toHaveLength(COMMUNITY_CATEGORIES.length);
    expect(body[0]).toMatchObject({ id: null, global: true, slug: 'academics', name: 'Academics' });
  });

  it('adds a category with a slug, and refuses clashes and bad names', async () => {
    const added = await call('POST', '/api/category', w.as.instituteA, { name: '  Science Club ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().body).toMatchObject({ name: 'Science Club', slug: 'science-club', global: false });
    scienceId = added.json().body.id;
    expect((await call('POST', '/api/category', w.as.instituteA, { name: 'science  club' })).statusCode).toBe(409);
    expect((await call('POST', '/api/category', w.as.instituteA, { name: 'Current Affairs' })).statusCode).toBe(409);
    for (const name of ['S', 'x'.repeat(41), '<b>hi</b>', '']) {
      expect((await call('POST', '/api/category', w.as.instituteA, { name })).statusCode).toBe(400);
    }
    const other = await call('POST', '/api/category', w.as.instituteB, { name: 'Science Club' });
    expect(other.statusCode).toBe(201);
    const list = await call('GET', '/api/category', w.as.instituteA);
    expect(list.json().body.filter((c: { global: boolean }) => !c.global)).toHaveLength(1);
  });

  it('renames and deletes, each recorded', async () => {
    await call('POST', '/api/category', w.as.instituteA, { name: 'Sports Day' });
    const clash = await call('PATCH', `/api/category/${scienceId}`, w.as.instituteA, { name: 'Sports Day' });
    expect(clash.statusCode).toBe(409);
    const renamed = await call('PATCH', `/api/category/${scienceId}`, w.as.instituteA, { name: 'Science Society' });
    expect(renamed.json().body).toMatchObject({ slug: 'science-society' });
    expect((await call('DELETE', `/api/category/${scienceId}`, w.as.instituteA)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/category/${scienceId}`, w.as.instituteA)).statusCode).toBe(404);
    expect(await actionsFor(w.t, w.schoolA.institute.id, scienceId)).toEqual([
      'category.created',
      'category.renamed',
      'category.deleted',
    ]);
    expect(await w.t.db.select().from(instituteCategories)).toHaveLength(2);
  });
});

describe('category races', () => {
  it('two simultaneous adds of one name: one 201, one 409', async () => {
    const results = await Promise.all(
      [1, 2].map(() => call('POST', '/api/category', w.as.instituteA, { name: 'Drama Club' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
