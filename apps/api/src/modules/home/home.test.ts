import { HOME_PATHS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicSessions,
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  attemptAnswers,
  classSections,
  parentConsents,
  postReports,
  quizDailyScores,
  users,
} from '../../db/schema';
import { buildIndividual } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import {
  buildModerationWorld,
  insertPost,
  type ModerationWorld,
  WORLD_TIMEOUT_MS,
} from '../community/approval-test-kit';
import { addDays, quizDayOf } from '../quiz/quiz-day';

type Person = 'studentA' | 'studentB' | 'committeeA' | 'facultyA' | 'adminA' | 'instituteA' | 'instituteB';
let w: ModerationWorld<Person>;
let reader: SignedIn;

const home = async (who: SignedIn, path: string = HOME_PATHS.summary) => {
  const response = await w.t.app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie: who.cookie } });
  return { status: response.statusCode, body: response.json().body };
};

beforeAll(async () => {
  w = await buildModerationWorld<Person>([
    'studentA',
    'studentB',
    'committeeA',
    'facultyA',
    'adminA',
    'instituteA',
    'instituteB',
  ]);
  const a = w.schoolA.institute.id;
  const b = w.schoolB.institute.id;
  const { people } = w;
  // School A: three posts wait (two by studentA), one was declined, one is published and reported.
  await insertPost(w.t.db, { authorId: people.studentA.id, instituteId: a });
  await insertPost(w.t.db, { authorId: people.studentA.id, instituteId: a, postType: 'TEXT' });
  await insertPost(w.t.db, { authorId: people.facultyA.id, instituteId: a });
  await insertPost(w.t.db, { authorId: people.studentA.id, instituteId: a, requestStatus: 'DECLINED' });
  // A post that waited past the expiry age is not "waiting" any more.
  await insertPost(w.t.db, { authorId: people.studentA.id, instituteId: a, daysAgo: 60 });
  const published = await insertPost(w.t.db, {
    authorId: people.facultyA.id,
    instituteId: a,
    requestStatus: 'PUBLISHED',
  });
  await w.t.db
    .insert(postReports)
    .values({ postId: published.id, reporterId: people.studentA.id, instituteId: a, reason: 'SPAM' });
  // School B: its own waiting posts and report never show in school A's counts.
  await insertPost(w.t.db, { authorId: people.studentB.id, instituteId: b });
  await insertPost(w.t.db, { authorId: people.studentB.id, instituteId: b });
  // School A's make-up: one class, no current session, one student without a class, one consent waiting.
  await w.t.db.insert(classSections).values({ instituteId: a, studentClass: 'EIGHT', section: 'A' });
  await w.t.db.insert(academicSessions).values({ instituteId: b, startYear: 2026, isCurrent: true });
  await w.t.db.insert(users).values({
    type: 'CANDIDATE',
    name: 'New Student',
    email: 'new-student@school.test',
    customUrl: 'new-student-home',
    instituteId: a,
  });
  await w.t.db.insert(parentConsents).values({
    instituteId: a,
    studentId: people.studentA.id,
    parentName: 'A Parent',
    parentEmail: 'parent@mail.test',
    status: 'PENDING',
  });
  // studentA played yesterday and the day before: a two-day run.
  const today = quizDayOf(new Date());
  for (const day of [addDays(today, -1), addDays(today, -2), addDays(today, -4)]) {
    await w.t.db.insert(quizDailyScores).values({
      userId: people.studentA.id,
      day,
      instituteId: a,
      quizzesPlayed: 1,
      lastSubmittedAt: new Date(),
    });
  }
  const individual = await buildIndividual(w.t.db);
  reader = await signIn(w.t.app, 'individual', individual.email);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

describe('GET /api/home', () => {
  it('refuses a visitor', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: `/api${HOME_PATHS.summary}` });
    expect(response.statusCode).toBe(401);
  });

  it("gives a student their day: reading, today's quiz, streak, consent and their own posts", async () => {
    const { status, body } = await home(w.as.studentA);
    expect(status).toBe(200);
    expect(body.role).toBe('CANDIDATE');
    expect(body.capabilities.moderates).toBe(false);
    expect(body.learner).toMatchObject({
      readToday: 0,
      dailyMinimum: expect.any(Number),
      dailyQuiz: { state: 'NOT_STARTED', eligible: false },
      classQuizzesOpen: 0,
      streakDays: 2,
      consentPending: true,
    });
    expect(body.setup).toBeNull();
    expect(body.counts).toEqual({
      postsToReview: null,
      reportsOpen: null,
      myPostsWaiting: 2,
      myPostsDeclined: 1,
      consentsPending: null,
      studentsWithoutClass: null,
      myQuizzesOpen: null,
      assignmentsToDo: 0,
      answersToMark: null,
      faceChecksToReview: null,
    });
  });

  it("counts the school's queue for its moderators only, never another school's", async () => {
    for (const who of [w.as.instituteA, w.as.adminA, w.as.committeeA]) {
      const { body } = await home(who);
      expect(body.capabilities.moderates).toBe(true);
      expect(body.counts).toMatchObject({ postsToReview: 3, reportsOpen: 1 });
    }
    const faculty = await home(w.as.facultyA);
    expect(faculty.body.capabilities.moderates).toBe(false);
    expect(faculty.body.learner).toBeNull();
    expect(faculty.body.counts).toMatchObject({
      postsToReview: null,
      reportsOpen: null,
      myPostsWaiting: 1,
      myQuizzesOpen: 0,
    });
    const other = await home(w.as.instituteB);
    expect(other.body.counts).toMatchObject({ postsToReview: 2, reportsOpen: 0, consentsPending: 0 });
  });

  it("gives the school its first steps and its people's to-dos", async () => {
    const { body } = await home(w.as.instituteA);
    expect(body.learner).toBeNull();
    expect(body.setup).toEqual({ hasCurrentSession: false, classes: 1, students: 3, staff: 3 });
    expect(body.counts).toMatchObject({ consentsPending: 1, studentsWithoutClass: 1, myQuizzesOpen: null });
    const other = await home(w.as.instituteB);
    expect(other.body.setup).toEqual({ hasCurrentSession: true, classes: 0, students: 1, staff: 1 });
  });

  it('counts assignments to do for a student, answers to mark and face checks to review for staff', async () => {
    const a = w.schoolA.institute.id;
    const now = Date.now();
    const [assignment] = await w.t.db
      .insert(assignments)
      .values({
        instituteId: a,
        code: 'HOME2345',
        customUrl: 'home-writing-task-home2345',
        type: 'QNA',
        title: 'Writing task',
        state: 'PUBLISHED',
        opensAt: new Date(now - 3_600_000),
        closesAt: new Date(now + 86_400_000),
        faceCheckRequired: true,
        createdBy: w.people.facultyA.id,
      })
      .returning();
    const id = assignment?.id as string;
    await w.t.db.insert(assignmentTargets).values({ assignmentId: id, studentClass: 'EIGHT' });
    const [question] = await w.t.db
      .insert(assignmentQuestions)
      .values({ assignmentId: id, position: 0, kind: 'WRITTEN', prompt: 'Describe a river.', marks: 5 })
      .returning();
    const [handedIn] = await w.t.db
      .insert(assignmentAttempts)
      .values({
        assignmentId: id,
        instituteId: a,
        candidateId: w.people.studentB.id,
        status: 'SUBMITTED',
        deadlineAt: new Date(now + 86_400_000),
        questionOrder: [question?.id as string],
        identityCheck: 'FLAGGED',
      })
      .returning();
    await w.t.db
      .insert(attemptAnswers)
      .values({ attemptId: handedIn?.id as string, questionId: question?.id as string, textAnswer: 'It flows.' });

    const studentHome = (await home(w.as.studentA)).body;
    expect(studentHome.counts.assignmentsToDo).toBe(1);
    expect(studentHome.learner.recommendedAssignments).toEqual([
      expect.objectContaining({ customUrl: 'home-writing-task-home2345', type: 'QNA', faceCheckRequired: true }),
    ]);
    for (const who of [w.as.instituteA, w.as.adminA, w.as.facultyA]) {
      expect((await home(who)).body.counts).toMatchObject({ answersToMark: 1, faceChecksToReview: 1 });
    }
    // Another teacher's assignment is not this teacher's to mark; another school sees nothing of it.
    expect((await home(w.as.committeeA)).body.counts).toMatchObject({ answersToMark: 0, faceChecksToReview: 0 });
    expect((await home(w.as.instituteB)).body.counts).toMatchObject({ answersToMark: 0, faceChecksToReview: 0 });
    expect((await home(reader)).body.counts).toMatchObject({ assignmentsToDo: null, answersToMark: null });
  });

  it('gives a reader without a school their day and nothing of a school', async () => {
    const { body } = await home(reader);
    expect(body.role).toBe('INDIVIDUAL');
    expect(body.learner).toMatchObject({ streakDays: 0, consentPending: false });
    expect(body.counts).toMatchObject({ postsToReview: null, consentsPending: null, myPostsWaiting: 0 });
  });
});

describe('GET /api/home/capabilities', () => {
  it('says who sits on the approval committee', async () => {
    expect((await home(w.as.committeeA, HOME_PATHS.capabilities)).body).toEqual({ moderates: true });
    expect((await home(w.as.facultyA, HOME_PATHS.capabilities)).body).toEqual({ moderates: false });
    expect((await home(w.as.studentA, HOME_PATHS.capabilities)).body).toEqual({ moderates: false });
    const anonymous = await w.t.app.inject({ method: 'GET', url: `/api${HOME_PATHS.capabilities}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
