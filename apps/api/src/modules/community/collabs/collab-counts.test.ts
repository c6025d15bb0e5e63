/**
 * The collaboration tracker's tab counts (issue 17 §4): the school's own projects per state and in all, what each
 * tab lists; never another school's; the school account only, as the tracker.
 */
import { COLLAB_PATHS, COLLAB_STATUSES, type CollabStatus } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabProjects } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';

let t: TestApp;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let studentA: SignedIn;

const call = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'Greenway School');
  const schoolB = await buildInstitute(t.db, 'Brookside School');
  const ownerA = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const ownerB = await buildMember(t.db, schoolB.institute.id, 'CANDIDATE');
  let serial = 0;
  const project = async (instituteId: string, ownerId: string, status: CollabStatus) => {
    serial += 1;
    await t.db.insert(collabProjects).values({
      slug: `river-survey-${serial}`,
      instituteId,
      ownerId,
      title: `River survey ${serial}`,
      summaryHtml: '<p>We measured the river</p>',
      summaryText: 'We measured the river',
      category: 'Innovations',
      categorySlug: 'innovations',
      status,
    });
  };
  for (const status of ['DRAFT', 'DRAFT', 'IN_PROGRESS', 'SUBMITTED', 'PUBLISHED'] as const) {
    await project(schoolA.institute.id, ownerA.id, status);
  }
  for (const status of ['SUBMITTED', 'ARCHIVED'] as const) await project(schoolB.institute.id, ownerB.id, status);
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  studentA = await signIn(t.app, 'user', ownerA.email);
});
afterAll(async () => t.close());

describe('collaboration tracker counts', () => {
  it("counts the school's own projects per state, as each tab lists them", async () => {
    const answer = await call(COLLAB_PATHS.trackerCounts, instituteA);
    expect(answer.statusCode).toBe(200);
    const counts = answer.json().body;
    expect(counts).toEqual({
      ALL: 5,
      DRAFT: 2,
      IN_PROGRESS: 1,
      SUBMITTED: 1,
      CHANGES_REQUESTED: 0,
      APPROVED: 0,
      PUBLISHED: 1,
      ARCHIVED: 0,
    });
    for (const status of COLLAB_STATUSES) {
      const list = await call(`${COLLAB_PATHS.tracker}?status=${status}`, instituteA);
      expect(list.json().body.totalElements, status).toBe(counts[status]);
    }
    expect((await call(COLLAB_PATHS.tracker, instituteA)).json().body.totalElements).toBe(counts.ALL);
    const other = (await call(COLLAB_PATHS.trackerCounts, instituteB)).json().body;
    expect(other).toMatchObject({ ALL: 2, SUBMITTED: 1, ARCHIVED: 1, DRAFT: 0 });
  });

  it('is the school account’s, as the tracker is', async () => {
    expect((await call(COLLAB_PATHS.trackerCounts)).statusCode).toBe(401);
    expect((await call(COLLAB_PATHS.trackerCounts, adminA)).statusCode).toBe(403);
    expect((await call(COLLAB_PATHS.trackerCounts, studentA)).statusCode).toBe(403);
  });
});
