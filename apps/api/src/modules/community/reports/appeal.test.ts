import { COMMUNITY_MESSAGES, COMMUNITY_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
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

const reportPath = (postId: string) => pathOf(COMMUNITY_PATHS.report, { postId });
const actPath = (reportId: string, action: string) => pathOf(COMMUNITY_PATHS.reportedPostAction, { reportId, action });
const appealPath = (postId: string) => pathOf(COMMUNITY_PATHS.appeal, { postId });
const historyPath = (postId: string) => pathOf(COMMUNITY_PATHS.postHistory, { postId });
const spamDetailsPath = (postId: string) => pathOf(COMMUNITY_PATHS.spamPostDetails, { postId });

beforeAll(async () => {
  w = await buildReportsWorld();
  call = reportsCaller(w.t);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w?.t.close());

const postOfAuthor = (values: Partial<Parameters<typeof insertPost>[1]> = {}) =>
  insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id, ...values });

describe('appeals', () => {
  it('sends a declined post back to the pending queue, once', async () => {
    const declined = await postOfAuthor({ visibility: 'SELF', requestStatus: 'DECLINED', publishedAt: null });
    expect((await call('POST', appealPath(declined.id))).status).toBe(401);
    // Another student cannot see it; a moderator can but it is not theirs to appeal.
    expect((await call('POST', appealPath(declined.id), w.as.reporter)).status).toBe(404);
    expect((await call('POST', appealPath(declined.id), w.as.adminA)).status).toBe(403);

    const details = async () =>
      (await call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${declined.slug}`, w.as.author)).body;
    expect(await details()).toMatchObject({ requestStatus: 'DECLINED', appealAllowed: true });
    const appealed = await call('POST', appealPath(declined.id), w.as.author);
    expect(appealed.status).toBe(200);
    expect(appealed.body).toMatchObject({ postId: declined.id, requestStatus: 'PENDING' });
    // The post's page (its row shared for a few seconds) follows the appeal at once.
    expect(await details()).toMatchObject({ requestStatus: 'PENDING', appealAllowed: false });
    const [row] = await w.t.db.select().from(posts).where(eq(posts.id, declined.id));
    expect(row).toMatchObject({ requestStatus: 'PENDING', visibility: 'SELF', historyExists: true });
    expect(row?.appealedAt).toBeInstanceOf(Date);

    // Declined again after the appeal: no second appeal.
    await w.t.db.update(posts).set({ requestStatus: 'DECLINED' }).where(eq(posts.id, declined.id));
    const again = await call('POST', appealPath(declined.id), w.as.author);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(COMMUNITY_MESSAGES.appealNotAllowed);
  });

  it('refuses an appeal for a post that was neither declined nor removed on a report', async () => {
    const live = await postOfAuthor();
    expect((await call('POST', appealPath(live.id), w.as.author)).status).toBe(400);
    const selfRemoved = await postOfAuthor({ removedAt: new Date() });
    expect((await call('POST', appealPath(selfRemoved.id), w.as.author)).status).toBe(400);
    expect((await call('POST', appealPath('00000000-0000-4000-8000-000000000000'), w.as.author)).status).toBe(404);
  });

  it('records the appeal of a removed post and emails the school, once', async () => {
    const removed = await postOfAuthor();
    const filed = await call('POST', reportPath(removed.id), w.as.reporter, { reason: 'HARASSMENT' });
    expect((await call('POST', actPath(filed.body.id, 'remove'), w.as.adminA)).status).toBe(200);

    // The author finds it in their own list (all, or the Removed filter) with the appeal offered; nobody else lists it.
    const mine = async (query = '') =>
      (await call('GET', `${COMMUNITY_PATHS.myPendingPosts}${query}`, w.as.author)).body.content.find(
        (post: { id: string }) => post.id === removed.id,
      );
    expect(await mine()).toMatchObject({ removed: true, appealAllowed: true });
    expect(await mine('?status=REMOVED')).toMatchObject({ removed: true });
    expect(await mine('?status=DECLINED')).toBeUndefined();
    const othersList = await call('GET', `${COMMUNITY_PATHS.myPendingPosts}?status=REMOVED`, w.as.reporter);
    expect(othersList.body.content.map((post: { id: string }) => post.id)).not.toContain(removed.id);
    expect((await call('GET', `${COMMUNITY_PATHS.myPendingPosts}?status=GONE`, w.as.author)).status).toBe(400);

    const appealed = await call('POST', appealPath(removed.id), w.as.author);
    expect(appealed.status).toBe(200);
    expect(appealed.body.requestStatus).toBe('PUBLISHED');
    const mail = (await w.t.outbox.list()).find((entry) => entry.to === w.people.instituteA.email);
    expect(mail?.subject).toMatch(/appealed/);
    expect((await call('POST', appealPath(removed.id), w.as.author)).status).toBe(409);
    expect(await mine()).toMatchObject({ removed: true, appealAllowed: false });

    const history = await call('GET', historyPath(removed.id), w.as.author);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(['report.removed', 'post.appealed']);
    expect(history.body[0]).toMatchObject({
      actorName: w.people.adminA.name,
      before: { reportStatus: 'OPEN', removedAt: null },
      after: { reportStatus: 'REMOVED' },
    });
  });
});

describe('post history', () => {
  it('is for the author and the school moderators only', async () => {
    const post = await postOfAuthor();
    const filed = await call('POST', reportPath(post.id), w.as.reporter, { reason: 'OTHERS' });
    await call('POST', actPath(filed.body.id, 'ignore'), w.as.instituteA);

    const forAdmin = await call('GET', historyPath(post.id), w.as.adminA);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body).toHaveLength(1);
    expect(forAdmin.body[0]).toMatchObject({ action: 'report.ignored', actorName: w.people.instituteA.name });
    expect((await call('GET', historyPath(post.id), w.as.author)).status).toBe(200);
    expect((await call('GET', historyPath(post.id), w.as.reporter)).status).toBe(404);
    expect((await call('GET', historyPath(post.id), w.as.instituteB)).status).toBe(404);
    expect((await call('GET', historyPath(post.id))).status).toBe(401);
    expect((await call('GET', historyPath('nope'), w.as.author)).status).toBe(400);
  });
});

describe('spam review', () => {
  it("lists the school's spam posts, spam users and details to its moderators only", async () => {
    const spam = await postOfAuthor();
    const notSpam = await postOfAuthor();
    const onceSpam = await insertPost(w.t.db, {
      authorId: w.people.reporter.id,
      instituteId: w.schoolA.institute.id,
    });
    await call('POST', reportPath(spam.id), w.as.reporter, { reason: 'SPAM' });
    await call('POST', reportPath(spam.id), w.as.reporter2, { reason: 'SPAM', details: 'Same link again' });
    await call('POST', reportPath(notSpam.id), w.as.reporter2, { reason: 'VIOLENCE' });
    await call('POST', reportPath(onceSpam.id), w.as.reporter2, { reason: 'SPAM' });

    const open = await call('GET', COMMUNITY_PATHS.spamPosts, w.as.instituteA);
    expect(open.status).toBe(200);
    expect(open.body.content.map((entry: { post: { id: string } }) => entry.post.id).sort()).toEqual(
      [spam.id, onceSpam.id].sort(),
    );
    expect(open.body.content.find((entry: { post: { id: string } }) => entry.post.id === spam.id)).toMatchObject({
      spamReportCount: 2,
      removedAt: null,
    });
    expect((await call('GET', COMMUNITY_PATHS.spamPosts, w.as.instituteB)).body.totalElements).toBe(0);
    expect((await call('GET', COMMUNITY_PATHS.spamPosts, w.as.reporter)).status).toBe(403);
    expect((await call('GET', COMMUNITY_PATHS.spamPosts)).status).toBe(401);
    expect((await call('GET', `${COMMUNITY_PATHS.spamPosts}?size=0`, w.as.adminA)).status).toBe(400);

    const users = await call('GET', COMMUNITY_PATHS.spamUsers, w.as.adminA);
    expect(users.body.content).toEqual([
      expect.objectContaining({ id: w.people.author.id, openSpamReports: 2, upheldSpamReports: 0, restricted: false }),
    ]);
    expect((await call('GET', COMMUNITY_PATHS.spamUsers, w.as.instituteB)).body.totalElements).toBe(0);

    const details = await call('GET', spamDetailsPath(spam.id), w.as.adminA);
    expect(details.status).toBe(200);
    expect(details.body.reports).toHaveLength(2);
    expect(details.body.reports[1]).toMatchObject({
      reason: 'SPAM',
      details: 'Same link again',
      reporterName: w.people.reporter2.name,
      actionAllowed: true,
    });
    expect((await call('GET', spamDetailsPath(spam.id), w.as.instituteB)).status).toBe(404);
    expect((await call('GET', spamDetailsPath(spam.id), w.as.author)).status).toBe(403);

    // Removing it moves it to the deleted spam list; the author's reports now count as upheld.
    const [report] = (await call('GET', COMMUNITY_PATHS.reportedPosts, w.as.adminA)).body.content.filter(
      (entry: { entityId: string }) => entry.entityId === spam.id,
    );
    expect((await call('POST', actPath(report.id, 'remove'), w.as.adminA)).status).toBe(200);
    const afterOpen = await call('GET', COMMUNITY_PATHS.spamPosts, w.as.adminA);
    expect(afterOpen.body.content.map((entry: { post: { id: string } }) => entry.post.id)).toEqual([onceSpam.id]);
    const deleted = await call('GET', COMMUNITY_PATHS.deletedSpamPosts, w.as.adminA);
    expect(deleted.body.content).toEqual([
      expect.objectContaining({ post: expect.objectContaining({ id: spam.id }), spamReportCount: 2 }),
    ]);
    expect(deleted.body.content[0].removedAt).not.toBeNull();
    expect((await call('GET', COMMUNITY_PATHS.deletedSpamPosts, w.as.instituteB)).body.totalElements).toBe(0);
    const usersAfter = await call('GET', COMMUNITY_PATHS.spamUsers, w.as.adminA);
    expect(usersAfter.body.content[0]).toMatchObject({ openSpamReports: 0, upheldSpamReports: 2 });
    expect((await call('GET', spamDetailsPath(spam.id), w.as.adminA)).body.reports[0]).toMatchObject({
      status: 'REMOVED',
      actionAllowed: false,
      actionTakenByUserName: w.people.adminA.name,
    });
  });
});
