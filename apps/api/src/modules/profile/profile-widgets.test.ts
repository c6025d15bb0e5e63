import { randomUUID } from 'node:crypto';
import type { ProfileWidgets } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collabMembers,
  collabProjects,
  mcqAttempts,
  postComments,
  posts,
  quizDailyScores,
  quizSessions,
  quizzes,
} from '../../db/schema';
import type { SignedIn } from '../../test/session';
import { insertPost } from '../community/attachments/attachment-test-kit';
import { insertQuestion } from '../question-bank/practice/question-test-kit';
import { addDays, quizDayOf } from '../quiz/quiz-day';
import { buildProfileWorld, caller, type ProfileWorld } from './profile-test-kit';

let w: ProfileWorld;
let call: ReturnType<typeof caller>;
const slugs = { publicPost: '', schoolPost: '', globalCollab: '', schoolCollab: '' };
const today = quizDayOf(new Date());

/** A submitted daily quiz of `day` with five questions, `right` of them answered right. */
async function playedQuiz(userId: string, day: string, right: number) {
  const [quiz] = await w.t.db
    .insert(quizzes)
    .values({
      customUrl: `daily-${day}`,
      kind: 'DAILY',
      title: `Daily quiz ${day}`,
      quizDate: day,
      opensOn: day,
      closesOn: day,
      timeLimitSeconds: 300,
      sessionQuestionCount: 5,
    })
    .returning();
  await w.t.db.insert(quizSessions).values({
    quizId: quiz?.id ?? '',
    userId,
    scoreDay: day,
    questionIds: Array.from({ length: 5 }, () => randomUUID()),
    status: 'SUBMITTED',
    deadlineAt: new Date(),
    submittedAt: new Date(),
    score: right * 10,
    totalAttempted: 5,
    totalRight: right,
    totalWrong: 5 - right,
    skipped: 0,
  });
  await w.t.db
    .insert(quizDailyScores)
    .values({ userId, day, quizzesPlayed: 1, score: right * 10, right, lastSubmittedAt: new Date() });
}

async function publishedCollab(ownerId: string, visibility: 'GLOBAL' | 'INSTITUTE', title: string) {
  const slug = `collab-${randomUUID().slice(0, 8)}`;
  const [row] = await w.t.db
    .insert(collabProjects)
    .values({
      slug,
      instituteId: w.schoolA.institute.id,
      ownerId,
      title,
      summaryHtml: '<p>We measure the rain on the school roof.</p>',
      summaryText: 'We measure the rain on the school roof.',
      category: 'Innovations',
      categorySlug: 'innovations',
      status: 'PUBLISHED',
      visibility,
      publishedAt: new Date(),
    })
    .returning();
  return { id: row?.id ?? '', slug };
}

beforeAll(async () => {
  w = await buildProfileWorld();
  call = caller(w.t);
  const { consented, classmate } = w.people;
  const school = w.schoolA.institute.id;
  const publicId = await insertPost(w.t.db, { authorId: consented.id, instituteId: school, visibility: 'GLOBAL' });
  const schoolId = await insertPost(w.t.db, { authorId: consented.id, instituteId: school, visibility: 'INSTITUTE' });
  await insertPost(w.t.db, { authorId: consented.id, instituteId: school, visibility: 'SELF' });
  await w.t.db.update(posts).set({ likesCount: 3, title: 'Our sunflower diary' }).where(eq(posts.id, publicId));
  await w.t.db.update(posts).set({ likesCount: 2 }).where(eq(posts.id, schoolId));
  const slugOf = async (id: string) =>
    (await w.t.db.select({ slug: posts.slug }).from(posts).where(eq(posts.id, id)))[0]?.slug ?? '';
  slugs.publicPost = await slugOf(publicId);
  slugs.schoolPost = await slugOf(schoolId);
  await w.t.db.insert(postComments).values({ postId: schoolId, authorId: consented.id, text: 'We water them daily' });

  // Three days in a row, the first with every answer right.
  await playedQuiz(consented.id, addDays(today, -2), 5);
  await playedQuiz(consented.id, addDays(today, -1), 3);
  await playedQuiz(consented.id, today, 4);
  for (const index of [0, 1]) {
    const question = await insertQuestion(w.t.db);
    await w.t.db
      .insert(mcqAttempts)
      .values({ userId: consented.id, questionId: question.id, selectedIndex: index, correct: index === 1 });
  }

  const global = await publishedCollab(consented.id, 'GLOBAL', 'Rain on our roof');
  const schoolOnly = await publishedCollab(classmate.id, 'INSTITUTE', 'A garden for the bees');
  await w.t.db.insert(collabMembers).values([
    { collabId: global.id, userId: consented.id, kind: 'OWNER' },
    { collabId: schoolOnly.id, userId: classmate.id, kind: 'OWNER' },
    { collabId: schoolOnly.id, userId: consented.id, kind: 'PARTICIPANT' },
  ]);
  slugs.globalCollab = global.slug;
  slugs.schoolCollab = schoolOnly.slug;
}, 120_000);
afterAll(async () => w.t.close());

async function widgetsOf(who: SignedIn | undefined, customUrl?: string) {
  const query = customUrl === undefined ? '' : `?customUrl=${encodeURIComponent(customUrl)}`;
  const response = await call('GET', `/api/profile/widgets${query}`, who);
  return { status: response.statusCode, body: response.json().body as ProfileWidgets };
}

const earned = (widgets: ProfileWidgets) => widgets.badges.filter((badge) => badge.earned).map((badge) => badge.id);

describe('GET /api/profile/widgets', () => {
  it('gives the owner their own numbers, posts, collabs and badges without an address', async () => {
    const { status, body } = await widgetsOf(w.as.consented);
    expect(status).toBe(200);
    expect(body.owner).toMatchObject({ customUrl: w.people.consented.customUrl, isSelf: true });
    expect(body.activity).toMatchObject({
      postsPublished: 2,
      comments: 1,
      likesReceived: 5,
      quizzesSubmitted: 3,
      practiceAnswered: 2,
      currentStreakDays: 3,
    });
    expect(body.activity.lastActiveAt).not.toBeNull();
    expect(body.posts.map((post) => post.slug).sort()).toEqual([slugs.publicPost, slugs.schoolPost].sort());
    expect(body.posts.find((post) => post.slug === slugs.publicPost)).toMatchObject({
      title: 'Our sunflower diary',
      kind: 'community',
      postType: 'PHOTOS',
    });
    expect(body.posts.find((post) => post.slug === slugs.schoolPost)?.title).toBe('Our class garden');
    expect(body.collabs.map((collab) => [collab.slug, collab.role]).sort()).toEqual(
      [
        [slugs.globalCollab, 'OWNER'],
        [slugs.schoolCollab, 'PARTICIPANT'],
      ].sort(),
    );
    expect(earned(body)).toEqual(['first-quiz', 'streak-3', 'perfect-score']);
    expect(body.badges.find((badge) => badge.id === 'quizzes-10')).toMatchObject({ progress: 3, target: 10 });
    expect(body.badges.find((badge) => badge.id === 'practice-100')).toMatchObject({ progress: 2, earned: false });
  });

  it('shows a classmate everything the school sees', async () => {
    const { status, body } = await widgetsOf(w.as.classmate, w.people.consented.customUrl);
    expect(status).toBe(200);
    expect(body.owner.isSelf).toBe(false);
    expect(body.owner.name).toMatch(/^Asha \S+ Kumar$/);
    expect(body.posts).toHaveLength(2);
    expect(body.collabs).toHaveLength(2);
  });

  it("shows another school's student a consented child's counts and badges, but only what is public", async () => {
    const own = (await widgetsOf(w.as.consented)).body;
    const { status, body } = await widgetsOf(w.as.studentB, w.people.consented.customUrl);
    expect(status).toBe(200);
    expect(body.owner.name).toMatch(/^Asha [A-Z]\.$/);
    expect(body.activity).toEqual(own.activity);
    expect(body.badges).toEqual(own.badges);
    expect(body.posts.map((post) => post.slug)).toEqual([slugs.publicPost]);
    expect(body.collabs.map((collab) => collab.slug)).toEqual([slugs.globalCollab]);
  });

  it('hides a child without the parent’s consent from another school (404, like the profile)', async () => {
    const outside = await widgetsOf(w.as.studentB, w.people.child.customUrl);
    expect(outside.status).toBe(404);
    const inside = await widgetsOf(w.as.classmate, w.people.child.customUrl);
    expect(inside.status).toBe(200);
    expect(inside.body.activity).toMatchObject({ postsPublished: 0, quizzesSubmitted: 0, lastActiveAt: null });
    expect(inside.body.posts).toEqual([]);
    expect(inside.body.collabs).toEqual([]);
    expect(earned(inside.body)).toEqual([]);
  });

  it('answers an unknown address with the same 404', async () => {
    expect((await widgetsOf(w.as.classmate, 'no-such-member-here')).status).toBe(404);
  });

  it('refuses a visitor', async () => {
    const response = await call('GET', `/api/profile/widgets?customUrl=${w.people.consented.customUrl}`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an empty or overlong address', async () => {
    expect((await call('GET', '/api/profile/widgets?customUrl=', w.as.classmate)).statusCode).toBe(400);
    expect((await call('GET', `/api/profile/widgets?customUrl=${'a'.repeat(61)}`, w.as.classmate)).statusCode).toBe(
      400,
    );
  });
});
