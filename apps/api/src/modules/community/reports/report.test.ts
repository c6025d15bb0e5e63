import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, COMMUNITY_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCommitteeMembers, postingRestrictions, postReports, posts } from '../../../db/schema';
import { notReportedBy, reportedPostIdsOf } from './report.repository';
import {
  buildReportsWorld,
  insertPost,
  pathOf,
  type ReportsWorld,
  reportsCaller,
  WORLD_TIMEOUT_MS,
} from './reports-test-kit';

let w: ReportsWorld;
let call: ReturnType<typeof reportsCaller>;
let reported: Awaited<ReturnType<typeof insertPost>>;

const reportPath = (postId: string) => pathOf(COMMUNITY_PATHS.report, { postId });
const actPath = (reportId: string, action: string) => pathOf(COMMUNITY_PATHS.reportedPostAction, { reportId, action });

beforeAll(async () => {
  w = await buildReportsWorld();
  call = reportsCaller(w.t);
  reported = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
}, WORLD_TIMEOUT_MS);
afterAll(async () => w?.t.close());

/** A post by the author, reported by `reporter` and removed by the school admin. */
async function removeOnReport(): Promise<void> {
  const post = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
  const filed = await call('POST', reportPath(post.id), w.as.reporter, { reason: 'SPAM' });
  expect(filed.status).toBe(201);
  const removed = await call('POST', actPath(filed.body.id, 'remove'), w.as.adminA);
  expect(removed.status).toBe(200);
}

describe('reporting a post', () => {
  it('checks the caller and the input, and only posts the reporter can see', async () => {
    expect((await call('POST', reportPath(reported.id), undefined, { reason: 'SPAM' })).status).toBe(401);
    const bad = await call('POST', reportPath(reported.id), w.as.reporter, { reason: 'BORING' });
    expect(bad.status).toBe(400);
    expect((await call('POST', reportPath('not-a-uuid'), w.as.reporter, { reason: 'SPAM' })).status).toBe(400);
    const unknown = await call('POST', reportPath('00000000-0000-4000-8000-000000000000'), w.as.reporter, {
      reason: 'SPAM',
    });
    expect(unknown.status).toBe(404);
    const own = await call('POST', reportPath(reported.id), w.as.author, { reason: 'SPAM' });
    expect(own.status).toBe(400);
    // School A's institute-only post is not visible to school B's student.
    const hidden = await call('POST', reportPath(reported.id), w.as.studentB, { reason: 'SPAM' });
    expect(hidden.status).toBe(404);
    const waiting = await insertPost(w.t.db, {
      authorId: w.people.author.id,
      instituteId: w.schoolA.institute.id,
      visibility: 'SELF',
      requestStatus: 'PENDING',
      publishedAt: null,
    });
    expect((await call('POST', reportPath(waiting.id), w.as.reporter, { reason: 'SPAM' })).status).toBe(404);
    expect(await w.t.db.select().from(postReports)).toHaveLength(0);
  });

  it('takes a report once and hides the post from the reporter', async () => {
    const filed = await call('POST', reportPath(reported.id), w.as.reporter, {
      reason: 'INAPPROPRIATE',
      details: 'Not kind to the younger classes',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.postId).toBe(reported.id);
    const again = await call('POST', reportPath(reported.id), w.as.reporter, { reason: 'SPAM' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(COMMUNITY_MESSAGES.alreadyReported);

    expect(await reportedPostIdsOf(w.t.db, w.people.reporter.id)).toEqual([reported.id]);
    const visible = await w.t.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, reported.id), notReportedBy(w.people.reporter.id)));
    expect(visible).toHaveLength(0);
    const forClassmate = await w.t.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, reported.id), notReportedBy(w.people.reporter2.id)));
    expect(forClassmate).toHaveLength(1);

    const [row] = await w.t.db.select().from(postReports).where(eq(postReports.id, filed.body.id));
    expect(row?.instituteId).toBe(w.schoolA.institute.id);
  });
});

describe("the school's reported posts", () => {
  it("lists reports on the school's own posts to its moderators only", async () => {
    await call('POST', reportPath(reported.id), w.as.reporter2, { reason: 'SPAM' });
    const list = await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.instituteA);
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(2);
    expect(list.body.content[0]).toMatchObject({
      entityId: reported.id,
      reportCount: 2,
      status: 'OPEN',
      actionAllowed: true,
      actionTakenByUserName: null,
      post: { id: reported.id, author: { id: w.people.author.id } },
    });
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.adminA)).body.totalElements).toBe(2);
    // Tenant isolation: school B's moderators see none of school A's reports.
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.instituteB)).body.totalElements).toBe(0);
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.reporter)).status).toBe(403);
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts)).status).toBe(401);
    expect((await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=NOPE`, w.as.adminA)).status).toBe(400);
    expect((await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=REMOVED`, w.as.adminA)).body.totalElements).toBe(
      0,
    );
    // Approval committee members moderate too, while they are on the committee.
    await w.t.db
      .insert(approvalCommitteeMembers)
      .values({ instituteId: w.schoolA.institute.id, userId: w.people.reporter2.id });
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.reporter2)).body.totalElements).toBe(2);
    await w.t.db
      .update(approvalCommitteeMembers)
      .set({ removedAt: new Date() })
      .where(eq(approvalCommitteeMembers.userId, w.people.reporter2.id));
    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.reporter2)).status).toBe(403);
  });

  it('acts once, closing every open report of the post with the acting name, and tells the reporters', async () => {
    const [first] = (await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.adminA)).body.content;
    expect((await call('POST', actPath(first.id, 'remove'), w.as.instituteB)).status).toBe(404);
    expect((await call('POST', actPath(first.id, 'remove'), w.as.reporter)).status).toBe(403);
    expect((await call('POST', actPath(first.id, 'delete'), w.as.adminA)).status).toBe(400);

    const removed = await call('POST', actPath(first.id, 'remove'), w.as.adminA);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      status: 'REMOVED',
      actionAllowed: false,
      actionTakenByUserName: w.people.adminA.name,
    });
    const twice = await call('POST', actPath(first.id, 'ignore'), w.as.instituteA);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(COMMUNITY_MESSAGES.actionNotAllowed);

    expect((await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.adminA)).body.totalElements).toBe(0);
    const closed = await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=REMOVED`, w.as.adminA);
    expect(closed.body.totalElements).toBe(2);
    for (const report of closed.body.content) {
      expect(report).toMatchObject({ actionAllowed: false, actionTakenByUserName: w.people.adminA.name });
    }
    const other = closed.body.content.find((report: { id: string }) => report.id !== first.id);
    expect((await call('POST', actPath(other.id, 'remove'), w.as.adminA)).status).toBe(409);

    const [post] = await w.t.db.select().from(posts).where(eq(posts.id, reported.id));
    expect(post?.removedAt).toBeInstanceOf(Date);
    expect(post?.historyExists).toBe(true);

    const mails = await w.t.outbox.list();
    for (const reporter of [w.people.reporter, w.people.reporter2]) {
      const mail = mails.find((entry) => entry.to === reporter.email);
      expect(mail?.text).toMatch(/removed the post/);
      expect(mail?.text).not.toContain(w.people.author.name);
    }
    const notified = await w.t.db.select().from(postReports).where(eq(postReports.postId, reported.id));
    expect(notified.every((row) => row.reporterNotifiedAt instanceof Date && row.actedAt instanceof Date)).toBe(true);
  });

  it('ignoring keeps the post', async () => {
    const kept = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
    const filed = await call('POST', reportPath(kept.id), w.as.reporter, { reason: 'OTHERS' });
    const ignored = await call('POST', actPath(filed.body.id, 'ignore'), w.as.instituteA);
    expect(ignored.body).toMatchObject({ status: 'IGNORED', actionTakenByUserName: w.people.instituteA.name });
    const [post] = await w.t.db.select().from(posts).where(eq(posts.id, kept.id));
    expect(post?.removedAt).toBeNull();
    const mail = (await w.t.outbox.list()).find((entry) => entry.to === w.people.reporter.email);
    expect(mail?.text).toMatch(/can stay/);
  });
});

describe('two moderators at once', () => {
  it('lets only one decision through for a post, whichever report each acts on', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.reporter2.id, instituteId: w.schoolA.institute.id });
    const first = await call('POST', reportPath(post.id), w.as.reporter, { reason: 'TERMS' });
    const second = await call('POST', reportPath(post.id), w.as.author, { reason: 'TERMS' });
    const results = await Promise.all([
      call('POST', actPath(first.body.id, 'ignore'), w.as.instituteA),
      call('POST', actPath(second.body.id, 'remove'), w.as.adminA),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const rows = await w.t.db.select().from(postReports).where(eq(postReports.postId, post.id));
    expect(new Set(rows.map((row) => row.status)).size).toBe(1);
    const [after] = await w.t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(after?.removedAt !== null).toBe(rows[0]?.status === 'REMOVED');
  });
});

describe('posting restrictions', () => {
  const restriction = async () => (await call('GET', COMMUNITY_PATHS.restriction, w.as.author)).body;
  const restrictionRows = () =>
    w.t.db.select().from(postingRestrictions).where(eq(postingRestrictions.userId, w.people.author.id));

  it(`restricts after ${COMMUNITY_LIMITS.restrictAfterUpheldReports} upheld reports in the window, not before, once`, async () => {
    expect((await call('GET', COMMUNITY_PATHS.restriction)).status).toBe(401);
    // One removal so far (the first post); one more is still below the threshold.
    await removeOnReport();
    expect(await restriction()).toEqual({ restricted: false, until: null, message: null });
    await removeOnReport();
    const now = await restriction();
    expect(now).toMatchObject({ restricted: true, message: COMMUNITY_MESSAGES.postingRestricted });
    const days = (new Date(now.until).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(COMMUNITY_LIMITS.restrictionDays);
    // No second restriction stacked while one is in force.
    await removeOnReport();
    expect(await restrictionRows()).toHaveLength(1);
    // Other members are not restricted.
    expect((await call('GET', COMMUNITY_PATHS.restriction, w.as.reporter)).body.restricted).toBe(false);
  });

  it('lifts on its own when its period ends, and a new one needs a new run of upheld reports', async () => {
    await w.t.db
      .update(postingRestrictions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(postingRestrictions.userId, w.people.author.id));
    expect(await restriction()).toEqual({ restricted: false, until: null, message: null });
    await removeOnReport();
    expect((await restriction()).restricted).toBe(false);
    await removeOnReport();
    await removeOnReport();
    expect((await restriction()).restricted).toBe(true);
    expect(await restrictionRows()).toHaveLength(2);
  });

  it('does not count removals older than the window', async () => {
    const old = new Date(Date.now() - (COMMUNITY_LIMITS.upheldReportWindowDays + 1) * 86_400_000);
    await w.t.db.update(postReports).set({ actedAt: old }).where(eq(postReports.status, 'REMOVED'));
    await w.t.db.delete(postingRestrictions).where(eq(postingRestrictions.userId, w.people.author.id));
    await removeOnReport();
    await removeOnReport();
    expect((await restriction()).restricted).toBe(false);
  });
});
