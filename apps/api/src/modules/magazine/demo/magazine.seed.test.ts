/**
 * The demo magazine on a fresh database, read through the API as the demo people see it: two published issues for
 * members (a Hindi poem in the first, a student without consent credited by class), the issue in progress and pieces
 * at each step for the school, saved junior reports, drawn pictures, and nothing added by a second run.
 */
import { MAGAZINE_PATHS, type PublishedIssue, type PublishedIssueList } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazinePieces } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { seedDemo } from '../../../seed/seed-demo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type SignedIn, signIn } from '../../../test/session';
import { seedMagazineDemo } from './magazine.seed';

let t: TestApp;
let school: SignedIn;
let student: SignedIn;
const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: who.cookie } });
const SCHOOL_URL = 'greenfield-public-school';

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, new LocalFileStorage(t.config.filesDir))).toBe(true);
  school = await signIn(t.app, 'institute', 'institute@demo.test', 'Demo@12345');
  student = await signIn(t.app, 'user', 'student@demo.test', 'Demo@12345');
}, 300_000);
afterAll(async () => t.close());

describe('the demo magazine', () => {
  it('has two published issues for members, with a Hindi poem and a student credited by class', async () => {
    const shelf: PublishedIssueList = (
      await get(student, MAGAZINE_PATHS.published.replace(':customUrl', SCHOOL_URL))
    ).json().body;
    expect(shelf.magazineName).toBe('The Morning Bell');
    expect(shelf.issues.map((issue) => issue.number)).toEqual([2, 1]);
    const issues: PublishedIssue[] = await Promise.all(
      shelf.issues.map(
        async (issue) =>
          (
            await get(
              student,
              MAGAZINE_PATHS.publishedIssue.replace(':customUrl', SCHOOL_URL).replace(':issueId', issue.id),
            )
          ).json().body,
      ),
    );
    const pieces = issues.flatMap((issue) => issue.sections.flatMap((section) => section.pieces));
    expect(pieces.some((piece) => piece.language === 'HI' && piece.kind === 'POEM')).toBe(true);
    expect(pieces.some((piece) => /^A student of Class \d+/.test(piece.credit))).toBe(true);
    const picture = pieces.flatMap((piece) => piece.pictures)[0];
    expect(picture).toBeDefined();
    const drawn = await get(student, (picture?.url ?? '').replace('/api', ''));
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
  });

  it('gives the school an issue in progress, pieces waiting at each step, and saved junior reports', async () => {
    const issues = (await get(school, MAGAZINE_PATHS.issues)).json().body as Array<{ status: string }>;
    expect(issues.filter((issue) => issue.status === 'DRAFT')).toHaveLength(1);
    const desk = (await get(school, `${MAGAZINE_PATHS.pieces}?view=desk`)).json().body.content;
    expect(desk.map((piece: { status: string }) => piece.status)).toContain('WITH_COMMITTEE');
    const saved = (await get(school, MAGAZINE_PATHS.saved)).json().body.content;
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.every((post: { juniorReport: boolean }) => post.juniorReport)).toBe(true);
    const mine = (await get(student, MAGAZINE_PATHS.pieces)).json().body.content;
    expect(mine.map((piece: { status: string }) => piece.status)).toContain('DRAFT');
  });

  it('adds nothing on a second run', async () => {
    const before = (await t.db.select({ id: magazinePieces.id }).from(magazinePieces)).length;
    await seedMagazineDemo(t.db);
    expect((await t.db.select({ id: magazinePieces.id }).from(magazinePieces)).length).toBe(before);
  });
});
