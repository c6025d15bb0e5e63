/**
 * Notifications through the API on a fresh database: the member's own list, unread count and marks (nobody else's),
 * the school a notification belongs to, and each event that writes one — a post approved, declined or deleted, a
 * report reviewed, a comment, a quiz scored by the sweep — never for the member's own action.
 */
import {
  COMMUNITY_PATHS,
  MODERATION_MESSAGES,
  NOTIFICATION_PATHS,
  type Notification,
  QUIZ_PATHS,
} from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, quizSessions, users } from '../../db/schema';
import type { SignedIn } from '../../test/session';
import { buildPostsWorld, commentsPath, type PostsWorld } from '../community/post-test-kit';
import { answerParentConsent } from '../consent/consent-test-kit';
import { generateDailyQuiz } from '../quiz/daily-quiz.generator';
import { quizDayOf } from '../quiz/quiz-day';
import { markRead, publishFixtureDay } from '../quiz/quiz-test-kit';

const PEOPLE = ['studentA', 'studentA2', 'studentB', 'adminA', 'facultyA', 'instituteA', 'individual'] as const;
let w: PostsWorld<(typeof PEOPLE)[number]>;

beforeAll(async () => {
  w = await buildPostsWorld(PEOPLE);
}, 600_000);
afterAll(async () => w?.t.close());

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, who?: SignedIn, payload?: object) {
  const response = await w.t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  const json = response.json();
  return { status: response.statusCode, json, body: json.body };
}

const listOf = async (who: SignedIn): Promise<Notification[]> =>
  (await call('GET', `${NOTIFICATION_PATHS.list}?size=100`, who)).body.content;
const unreadOf = async (who: SignedIn): Promise<number> =>
  (await call('GET', NOTIFICATION_PATHS.unreadCount, who)).body.unread;
const readPath = (id: string) => NOTIFICATION_PATHS.read.replace(':notificationId', id);
const statusPath = (postId: string) => COMMUNITY_PATHS.pendingPostStatus.replace(':postId', postId);
const newest = async (who: SignedIn) => (await listOf(who))[0];

/** A post by `who` through the API (a student's waits for approval). */
async function postBy(who: SignedIn, text: string, extra: Record<string, unknown> = {}) {
  const created = await call('POST', COMMUNITY_PATHS.posts, who, {
    description: `<p>${text}</p>`,
    category: 'events',
    postVisibility: 'GLOBAL',
    audience: 'EVERYONE',
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; slug: string; requestStatus: string };
}

/** Rows straight into the table, for the routes' own tests. */
async function insertFor(recipientId: string, instituteId: string | null, title: string, minutesAgo = 0) {
  const [row] = await w.t.db
    .insert(notifications)
    .values({
      recipientId,
      instituteId,
      kind: 'COMMENT',
      title,
      body: '“Well done”',
      linkPath: '/community/details/x',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

describe('the routes: signed in, own notifications only', () => {
  it('refuses anonymous callers and bad ids', async () => {
    expect((await call('GET', NOTIFICATION_PATHS.list)).status).toBe(401);
    expect((await call('GET', NOTIFICATION_PATHS.unreadCount)).status).toBe(401);
    expect((await call('POST', NOTIFICATION_PATHS.readAll)).status).toBe(401);
    expect((await call('POST', readPath(crypto.randomUUID()))).status).toBe(401);
    expect((await call('POST', readPath('not-a-uuid'), w.as.individual)).status).toBe(400);
    expect((await call('GET', `${NOTIFICATION_PATHS.list}?size=500`, w.as.individual)).status).toBe(400);
  });

  it('lists newest first with the unread count; marks one and all read; another member can neither see nor mark them', async () => {
    const me = w.people.individual.id;
    const older = await insertFor(me, null, 'Older', 10);
    const newer = await insertFor(me, null, 'Newer', 1);
    const page = await call('GET', `${NOTIFICATION_PATHS.list}?size=1`, w.as.individual);
    expect(page.body).toMatchObject({ totalElements: 2, totalPages: 2, last: false });
    expect(page.body.content[0]).toMatchObject({ id: newer.id, title: 'Newer', readAt: null, kind: 'COMMENT' });
    expect(page.body.content[0]).not.toHaveProperty('recipientId');
    expect(await unreadOf(w.as.individual)).toBe(2);

    // Someone else's: unknown to them (404), and it stays unread.
    expect((await call('POST', readPath(older.id), w.as.studentA)).status).toBe(404);
    expect(await listOf(w.as.studentA)).not.toContainEqual(expect.objectContaining({ id: older.id }));
    expect((await call('POST', NOTIFICATION_PATHS.readAll, w.as.studentA)).status).toBe(200);
    expect(await unreadOf(w.as.individual)).toBe(2);

    const read = await call('POST', readPath(older.id), w.as.individual);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    // Marking again keeps the first time.
    expect((await call('POST', readPath(older.id), w.as.individual)).body.readAt).toBe(read.body.readAt);
    expect(await unreadOf(w.as.individual)).toBe(1);
    expect((await call('POST', readPath(crypto.randomUUID()), w.as.individual)).status).toBe(404);

    const all = await call('POST', NOTIFICATION_PATHS.readAll, w.as.individual);
    expect(all.body).toEqual({ unread: 0 });
    expect(await unreadOf(w.as.individual)).toBe(0);
    expect((await listOf(w.as.individual)).every((item) => item.readAt !== null)).toBe(true);
  });

  it("shows a member only their current school's notifications (one written in another school stays there)", async () => {
    const student = w.people.studentA2;
    const elsewhere = await insertFor(student.id, w.schoolB.institute.id, 'From another school');
    const here = await insertFor(student.id, w.schoolA.institute.id, 'From my school');
    const ids = (await listOf(w.as.studentA2)).map((item) => item.id);
    expect(ids).toContain(here.id);
    expect(ids).not.toContain(elsewhere.id);
    expect((await call('POST', readPath(elsewhere.id), w.as.studentA2)).status).toBe(404);
    await w.t.db.delete(notifications).where(eq(notifications.recipientId, student.id));
  });
});

describe('moderation tells the author', () => {
  it('approve → the author is notified with a link to the post; the moderator is not', async () => {
    const post = await postBy(w.as.studentA, 'Our science fair volcano finally erupted');
    expect(post.requestStatus).toBe('PENDING');
    const before = await unreadOf(w.as.studentA);
    expect((await call('POST', statusPath(post.id), w.as.adminA, { action: 'ANYONE' })).status).toBe(200);
    expect(await unreadOf(w.as.studentA)).toBe(before + 1);
    expect(await newest(w.as.studentA)).toMatchObject({
      kind: 'POST_APPROVED',
      title: 'Your post was approved',
      linkPath: `/community/details/${post.slug}`,
      readAt: null,
    });
    expect((await newest(w.as.studentA))?.body).toContain('Our science fair volcano');
    expect(await listOf(w.as.adminA)).toEqual([]);
  });

  it('decline → notified with the reason and a link to their pending posts', async () => {
    const post = await postBy(w.as.studentA, 'A blurry photo of the canteen');
    expect((await call('POST', statusPath(post.id), w.as.instituteA, { action: 'BLOCKED' })).status).toBe(200);
    const note = await newest(w.as.studentA);
    expect(note).toMatchObject({ kind: 'POST_DECLINED', linkPath: '/pending-approval?view=mine' });
    expect(note?.body).toContain(MODERATION_MESSAGES.declinedReason);
  });

  it('delete of a waiting post → notified, with nothing to open', async () => {
    const post = await postBy(w.as.studentA, 'Delete me please');
    expect((await call('POST', statusPath(post.id), w.as.adminA, { action: 'DELETE' })).status).toBe(200);
    expect(await newest(w.as.studentA)).toMatchObject({ kind: 'POST_DELETED', linkPath: null });
  });

  it('a moderator publishing their own post hears nothing', async () => {
    await postBy(w.as.adminA, 'Sports day is on Friday');
    expect(await listOf(w.as.adminA)).toEqual([]);
  });
});

describe('reports', () => {
  it('removal → every reporter hears the outcome and the author is told; ignoring tells the reporter only', async () => {
    const post = await postBy(w.as.facultyA, 'Maths club meets in room 4', { postVisibility: 'INSTITUTE' });
    expect(post.requestStatus).toBe('PENDING');
    await call('POST', statusPath(post.id), w.as.adminA, { action: 'ANYONE' });
    const reportPath = COMMUNITY_PATHS.report.replace(':postId', post.id);
    expect((await call('POST', reportPath, w.as.studentA2, { reason: 'SPAM' })).status).toBe(201);
    expect((await call('POST', reportPath, w.as.studentA, { reason: 'OTHERS' })).status).toBe(201);
    const open = await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=OPEN`, w.as.instituteA);
    const report = open.body.content.find((item: { entityId: string }) => item.entityId === post.id);
    const act = COMMUNITY_PATHS.reportedPostAction.replace(':reportId', report.id).replace(':action', 'remove');
    expect((await call('POST', act, w.as.instituteA)).status).toBe(200);

    for (const reporter of [w.as.studentA2, w.as.studentA]) {
      expect(await newest(reporter)).toMatchObject({ kind: 'REPORT_REVIEWED', linkPath: null });
      expect((await newest(reporter))?.body).toMatch(/removed the post you reported/);
    }
    expect(await newest(w.as.facultyA)).toMatchObject({
      kind: 'POST_REMOVED',
      linkPath: `/community/details/${post.slug}`,
    });
    expect((await newest(w.as.facultyA))?.body).toContain('Maths club meets');

    const kept = await postBy(w.as.facultyA, 'Library hours change next week', { postVisibility: 'INSTITUTE' });
    await call('POST', statusPath(kept.id), w.as.adminA, { action: 'ANYONE' });
    const facultyBefore = (await listOf(w.as.facultyA)).length;
    await call('POST', COMMUNITY_PATHS.report.replace(':postId', kept.id), w.as.studentA2, { reason: 'SPAM' });
    const next = await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=OPEN`, w.as.instituteA);
    const second = next.body.content.find((item: { entityId: string }) => item.entityId === kept.id);
    const ignore = COMMUNITY_PATHS.reportedPostAction.replace(':reportId', second.id).replace(':action', 'ignore');
    expect((await call('POST', ignore, w.as.adminA)).status).toBe(200);
    expect(await newest(w.as.studentA2)).toMatchObject({
      kind: 'REPORT_REVIEWED',
      linkPath: `/community/details/${kept.slug}`,
    });
    // The author of a post that stays is not told it was reported (approval of `kept` was their last news).
    expect((await listOf(w.as.facultyA)).length).toBe(facultyBefore);
  });
});

describe('comments', () => {
  it("tells the post's author, naming a child of another school as the author may see them; never your own", async () => {
    await call('PUT', COMMUNITY_PATHS.globalVisibility, w.as.instituteA, { enabled: true });
    const post = await postBy(w.as.studentA, 'Our kite festival photos');
    await call('POST', statusPath(post.id), w.as.adminA, { action: 'ANYONE' });
    const before = (await listOf(w.as.studentA)).length;

    expect((await call('POST', commentsPath(post.id), w.as.studentA, { text: 'Thanks everyone!' })).status).toBe(201);
    expect((await listOf(w.as.studentA)).length).toBe(before);

    expect((await call('POST', commentsPath(post.id), w.as.studentB, { text: 'Beautiful kites!' })).status).toBe(201);
    const note = await newest(w.as.studentA);
    const fullName = w.people.studentB.name;
    const [first, last] = fullName.split(' ');
    expect(note).toMatchObject({
      kind: 'COMMENT',
      title: `${first} ${last?.charAt(0).toUpperCase()}. commented on your post`,
      body: '“Beautiful kites!”',
      linkPath: `/community/details/${post.slug}`,
    });

    // Without the parent's consent the child is not named outside their school at all.
    await w.t.db.update(users).set({ name: 'Zara Q Hidden' }).where(eq(users.id, w.people.studentB.id));
    await answerParentConsent(w.t.db, {
      instituteId: w.people.studentB.instituteId as string,
      studentId: w.people.studentB.id,
      status: 'PENDING',
    });
    const comment = await call('POST', commentsPath(post.id), w.as.studentB, { text: 'Again!' });
    // A student without consent may not comment: nothing is written, nobody is told.
    expect(comment.status).toBe(403);
    expect((await listOf(w.as.studentA)).length).toBe(before + 1);
    await answerParentConsent(w.t.db, {
      instituteId: w.people.studentB.instituteId as string,
      studentId: w.people.studentB.id,
    });

    // Inside the school the commenter is named in full.
    await call('POST', commentsPath(post.id), w.as.facultyA, { text: 'Lovely work' });
    expect((await newest(w.as.studentA))?.title).toBe(`${w.people.facultyA.name} commented on your post`);
    for (const item of await listOf(w.as.studentA)) expect(JSON.stringify(item)).not.toContain('Zara');
  });

  it('a reply in a forum thread says so and leads to the thread', async () => {
    const thread = await postBy(w.as.facultyA, 'How do you revise for board exams?', {
      feedKind: 'forum',
      title: 'Revision tips',
      postVisibility: 'INSTITUTE',
    });
    await call('POST', statusPath(thread.id), w.as.adminA, { action: 'ANYONE' });
    await call('POST', commentsPath(thread.id), w.as.studentA2, { text: 'Pomodoro works for me' });
    expect(await newest(w.as.facultyA)).toMatchObject({
      kind: 'COMMENT',
      title: `${w.people.studentA2.name} replied to your thread`,
      linkPath: `/forum/details/${thread.slug}`,
    });
  });
});

describe('quiz results', () => {
  it('a session scored by the sweep (the player away) is announced once, with the result page', async () => {
    const today = quizDayOf(new Date());
    const { articleIds } = await publishFixtureDay(w.t.db, today);
    await generateDailyQuiz(w.t.db, today);
    await markRead(w.t.db, w.people.studentA2.id, articleIds.slice(0, 3));
    const started = await call('POST', QUIZ_PATHS.start, w.as.studentA2, { customUrl: `daily-${today}` });
    expect(started.status).toBe(200);
    const sessionId = started.body.quizSessionId as string;
    await w.t.db
      .update(quizSessions)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizSessions.id, sessionId));
    const sweep = w.t.app.backgroundJobs.find((job) => job.name === 'quiz-session-sweep');
    await sweep?.run();
    await sweep?.run();
    const results = (await listOf(w.as.studentA2)).filter((item) => item.kind === 'QUIZ_RESULT');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ linkPath: `/result/daily-${today}`, title: 'Your quiz result is ready' });
    expect(results[0]?.body).toMatch(/0 of \d+ right/);
  });
});
