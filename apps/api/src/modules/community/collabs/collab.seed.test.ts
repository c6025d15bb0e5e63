/**
 * The collab demo on a fresh database: Greenfield's published rainwater project with its team, approval and
 * three updates; the bird count waiting for faculty@demo.test; Riverside's oral histories in progress. Only
 * consenting students are on teams, and the API shows the demo as its rules say.
 */
import { COLLAB_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabEvaluations, collabMembers, collabProjects, parentConsents, posts, users } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/session';
import { postsCaller } from '../post-test-kit';
import { seedCollabDemo } from './collab.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
  await seedCollabDemo(t.db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function collab(slug: string) {
  const [row] = await t.db.select().from(collabProjects).where(eq(collabProjects.slug, slug));
  if (!row) throw new Error(`no collab ${slug}`);
  const team = await t.db
    .select({ kind: collabMembers.kind, email: users.email, userId: users.id })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(eq(collabMembers.collabId, row.id));
  const updates = await t.db.select().from(posts).where(eq(posts.collabId, row.id));
  const kinds = (kind: string) => team.filter((member) => member.kind === kind);
  return { row, team, updates, kinds };
}

describe('collab demo data', () => {
  it('seeds the published rainwater project at Greenfield with its team, approval and updates', async () => {
    const rain = await collab('rainwater-harvesting-for-our-school-garden');
    expect(rain.row).toMatchObject({ status: 'PUBLISHED', visibility: 'GLOBAL' });
    expect(rain.kinds('PARTICIPANT')).toHaveLength(3);
    expect(rain.kinds('FACULTY')).toHaveLength(1);
    expect(rain.kinds('OWNER').map((member) => member.email)).toEqual(['student@demo.test']);
    const evaluations = await t.db.select().from(collabEvaluations).where(eq(collabEvaluations.collabId, rain.row.id));
    expect(evaluations).toMatchObject([{ decision: 'APPROVED', score: 92 }]);
    expect(rain.updates).toHaveLength(3);
    expect(rain.updates.every((post) => post.feedKind === 'collab' && post.requestStatus === 'PUBLISHED')).toBe(true);
  });

  it('leaves a bird count for faculty@demo.test to evaluate and the oral histories in progress', async () => {
    const birds = await collab('a-bird-count-for-our-playground');
    expect(birds.row.status).toBe('SUBMITTED');
    expect(birds.kinds('FACULTY').map((member) => member.email)).toEqual(['faculty@demo.test']);
    const stories = await collab('oral-histories-of-our-neighbourhood');
    expect(stories.row.status).toBe('IN_PROGRESS');
    expect(stories.kinds('PARTICIPANT')).toHaveLength(2);
    expect(stories.kinds('FACULTY')).toHaveLength(1);
    expect(stories.updates).toHaveLength(1);
  });

  it('puts only students whose parent consented on teams, and seeds once', async () => {
    const students = await t.db
      .select({ id: users.id, consent: parentConsents.status })
      .from(collabMembers)
      .innerJoin(users, and(eq(users.id, collabMembers.userId), eq(users.type, 'CANDIDATE')))
      .leftJoin(parentConsents, eq(parentConsents.studentId, users.id));
    expect(students.length).toBe(4 + 3 + 3);
    expect(students.every((student) => student.consent === 'GRANTED')).toBe(true);
    await seedCollabDemo(t.db);
    const all = await t.db.select({ id: collabProjects.id }).from(collabProjects);
    expect(all).toHaveLength(3);
  });

  it('shows the demo through the API by its rules', async () => {
    const call = postsCaller(t);
    const list = await call('GET', COLLAB_PATHS.list);
    expect(list.body.content.map((card: { slug: string }) => card.slug)).toEqual([
      'rainwater-harvesting-for-our-school-garden',
    ]);
    expect(list.body.content[0]).toMatchObject({ postCount: 3, participantCount: 3 });
    const faculty = await signIn(t.app, 'faculty', 'faculty@demo.test', DEMO_PASSWORD);
    const birds = await call('GET', `${COLLAB_PATHS.bySlug}?slug=a-bird-count-for-our-playground`, faculty);
    expect(birds.body).toMatchObject({ status: 'SUBMITTED', canEvaluate: true });
    const hidden = await call('GET', `${COLLAB_PATHS.bySlug}?slug=oral-histories-of-our-neighbourhood`, faculty);
    expect(hidden.status).toBe(404);
  });
});
