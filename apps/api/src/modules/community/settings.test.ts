import { COMMUNITY_PATHS, MODERATION_MESSAGES } from '@noticeboard/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, communitySettings, postHistory, posts } from '../../db/schema';
import {
  buildModerationWorld,
  insertPost,
  type ModerationWorld,
  moderationCaller,
  postPath,
  WORLD_TIMEOUT_MS,
} from './approval-test-kit';

type Who = 'studentA' | 'adminA' | 'adminB' | 'committeeA' | 'facultyA' | 'instituteA' | 'instituteB';
let w: ModerationWorld<Who>;
let call: ReturnType<typeof moderationCaller>;

beforeAll(async () => {
  w = await buildModerationWorld([
    'studentA',
    'adminA',
    'adminB',
    'committeeA',
    'facultyA',
    'instituteA',
    'instituteB',
  ] as const);
  call = moderationCaller(w.t);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const A = () => w.schoolA.institute.id;
const SWITCHES = [COMMUNITY_PATHS.autoApproval, COMMUNITY_PATHS.globalVisibility] as const;

const settingsAudit = () =>
  w.t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, A()), eq(auditEvents.entityType, 'community-settings')));

describe('the school switches: auto-approval and global visibility', () => {
  it('start off and are read by the school’s moderators only', async () => {
    for (const path of SWITCHES) {
      for (const moderator of ['instituteA', 'adminA', 'committeeA'] as const) {
        const read = await call('GET', path, w.as[moderator]);
        expect(read.status).toBe(200);
        expect(read.body).toEqual({ enabled: false });
      }
      expect((await call('GET', path, w.as.studentA)).status).toBe(403);
      expect((await call('GET', path, w.as.facultyA)).status).toBe(403);
      expect((await call('GET', path)).status).toBe(401);
    }
  });

  it('are changed by the school account or its admins only (faculty, committee and students get 403)', async () => {
    for (const path of SWITCHES) {
      for (const refused of ['facultyA', 'committeeA', 'studentA'] as const) {
        expect((await call('PUT', path, w.as[refused], { enabled: true })).status).toBe(403);
      }
      expect((await call('PUT', path, undefined, { enabled: true })).status).toBe(401);
    }
    expect(await w.t.db.select().from(communitySettings).where(eq(communitySettings.instituteId, A()))).toHaveLength(0);
  });

  it('refuses a malformed body with 400 and changes nothing', async () => {
    for (const payload of [{ enabled: 'yes' }, {}, { enabled: true, school: 'other' }]) {
      expect((await call('PUT', COMMUNITY_PATHS.autoApproval, w.as.adminA, payload)).status).toBe(400);
    }
    expect((await call('GET', COMMUNITY_PATHS.autoApproval, w.as.adminA)).body).toEqual({ enabled: false });
  });

  it('keeps each switch per school and writes one audit row per real change', async () => {
    const on = await call('PUT', COMMUNITY_PATHS.autoApproval, w.as.adminA, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    expect((await call('GET', COMMUNITY_PATHS.autoApproval, w.as.committeeA)).body).toEqual({ enabled: true });
    // The other switch and the other school are untouched.
    expect((await call('GET', COMMUNITY_PATHS.globalVisibility, w.as.adminA)).body).toEqual({ enabled: false });
    expect((await call('GET', COMMUNITY_PATHS.autoApproval, w.as.adminB)).body).toEqual({ enabled: false });

    // Setting the same value again is not a change.
    await call('PUT', COMMUNITY_PATHS.autoApproval, w.as.instituteA, { enabled: true });
    const gv = await call('PUT', COMMUNITY_PATHS.globalVisibility, w.as.instituteA, { enabled: true });
    expect(gv.body).toEqual({ enabled: true });
    await call('PUT', COMMUNITY_PATHS.autoApproval, w.as.instituteA, { enabled: false });

    const audit = await settingsAudit();
    expect(audit.map((row) => row.summary).sort()).toEqual([
      'Turned auto-approval off',
      'Turned auto-approval on',
      'Turned global visibility on',
    ]);
    const first = audit.find((row) => row.summary === 'Turned auto-approval on');
    expect(first).toMatchObject({ actorId: w.people.adminA.id, action: 'community-settings.updated', entityId: A() });
    expect(first?.data).toEqual({ setting: 'autoApproval', before: false, after: true });
    const [row] = await w.t.db.select().from(communitySettings).where(eq(communitySettings.instituteId, A()));
    expect(row).toMatchObject({ autoApproval: false, globalVisibility: true });
  });

  it('settle two changes at once without losing either', async () => {
    const [one, two] = await Promise.all([
      call('PUT', COMMUNITY_PATHS.autoApproval, w.as.instituteB, { enabled: true }),
      call('PUT', COMMUNITY_PATHS.globalVisibility, w.as.adminB, { enabled: true }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const [row] = await w.t.db
      .select()
      .from(communitySettings)
      .where(eq(communitySettings.instituteId, w.schoolB.institute.id));
    expect(row).toMatchObject({ autoApproval: true, globalVisibility: true });
  });
});

describe('per-post flags', () => {
  const published = () =>
    insertPost(w.t.db, {
      authorId: w.people.studentA.id,
      instituteId: A(),
      requestStatus: 'PUBLISHED',
      visibility: 'INSTITUTE',
    });
  const historyOf = (postId: string) =>
    w.t.db.select().from(postHistory).where(eq(postHistory.postId, postId)).orderBy(asc(postHistory.createdAt));
  const setSchoolGlobal = (enabled: boolean) =>
    call('PUT', COMMUNITY_PATHS.globalVisibility, w.as.instituteA, { enabled });

  it('turns global visibility and can-change-visibility together, only while the school allows it', async () => {
    const post = await published();
    const path = postPath(COMMUNITY_PATHS.visibility, post.id);
    await setSchoolGlobal(false);
    const refused = await call('PUT', path, w.as.adminA, { global: true });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(MODERATION_MESSAGES.globalVisibilityOff);

    await setSchoolGlobal(true);
    const global = await call('PUT', path, w.as.adminA, { global: true });
    expect(global.status).toBe(200);
    expect(global.body).toMatchObject({ postVisibility: 'GLOBAL', globalvisibility: true, canChangeVisibility: true });
    const back = await call('PUT', path, w.as.committeeA, { global: false });
    expect(back.body).toMatchObject({
      postVisibility: 'INSTITUTE',
      globalvisibility: false,
      canChangeVisibility: true,
    });

    const history = await historyOf(post.id);
    expect(history.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['post.made-global', { visibility: 'INSTITUTE' }, { visibility: 'GLOBAL' }],
      ['post.made-institute-only', { visibility: 'GLOBAL' }, { visibility: 'INSTITUTE' }],
    ]);
    expect(history[0]?.actorName).toBe(w.people.adminA.name);
  });

  it('features a post and saves it to the magazine, each with history; the same value again changes nothing', async () => {
    const post = await published();
    const featured = await call('PUT', postPath(COMMUNITY_PATHS.featured, post.id), w.as.instituteA, {
      featured: true,
    });
    expect(featured.status).toBe(200);
    expect(featured.body).toMatchObject({ featuredPost: true, featuredEntity: true, historyExists: true });
    await call('PUT', postPath(COMMUNITY_PATHS.featured, post.id), w.as.instituteA, { featured: true });
    const saved = await call('PUT', postPath(COMMUNITY_PATHS.magazine, post.id), w.as.adminA, { saved: true });
    expect(saved.body).toMatchObject({ saveMagazineEntity: true, featuredPost: true });
    const unfeatured = await call('PUT', postPath(COMMUNITY_PATHS.featured, post.id), w.as.adminA, {
      featured: false,
    });
    expect(unfeatured.body.featuredPost).toBe(false);

    const [row] = await w.t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ featured: false, savedToMagazine: true });
    const history = await historyOf(post.id);
    expect(history.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['post.featured', { featured: false }, { featured: true }],
      ['post.saved-to-magazine', { savedToMagazine: false }, { savedToMagazine: true }],
      ['post.unfeatured', { featured: true }, { featured: false }],
    ]);
  });

  it('is for the post school’s moderators: 401, 403 (student, faculty), 404 (another school), 400, 409 (not published)', async () => {
    const post = await published();
    const featured = postPath(COMMUNITY_PATHS.featured, post.id);
    expect((await call('PUT', featured, undefined, { featured: true })).status).toBe(401);
    expect((await call('PUT', featured, w.as.studentA, { featured: true })).status).toBe(403);
    expect((await call('PUT', featured, w.as.facultyA, { featured: true })).status).toBe(403);
    expect((await call('PUT', featured, w.as.adminB, { featured: true })).status).toBe(404);
    expect((await call('PUT', featured, w.as.instituteB, { featured: true })).status).toBe(404);
    expect((await call('PUT', featured, w.as.adminA, { featured: 'yes' })).status).toBe(400);
    expect((await call('PUT', featured, w.as.adminA, { featured: true, extra: 1 })).status).toBe(400);
    expect((await call('PUT', postPath(COMMUNITY_PATHS.magazine, post.id), w.as.adminA, {})).status).toBe(400);
    const [row] = await w.t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.featured).toBe(false);

    const waiting = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    const notYet = await call('PUT', postPath(COMMUNITY_PATHS.featured, waiting.id), w.as.adminA, { featured: true });
    expect(notYet.status).toBe(409);
    expect(notYet.json.message).toBe(MODERATION_MESSAGES.notPublished);
    expect(await historyOf(waiting.id)).toHaveLength(0);
  });
});
