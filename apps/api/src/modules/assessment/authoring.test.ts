/**
 * Authoring and publishing through the API: drafts with codes and addresses, autosave with revisions (a stale one
 * is 409 and changes nothing), questions (hand-written, from the bank as copies, reorder, remove, total marks),
 * publishing's checks (400 with fields, nothing changed) and its notifications, what stays editable once published,
 * cancel, delete, copy, extra time, the list with its statuses and counts, and who may do what: 401, 403 for
 * students and for another teacher's assignment, 404 for another school on every code-addressed route.
 */
import { ASSESSMENT_AUTHORING_PATHS as P, type StaffAssignment } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttempts, assignments, bankQuestions, notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  type AssessmentSchool,
  addQuestion,
  assessmentSchool,
  bankQuestion,
  call,
  createDraft,
  mcq,
  movableClock,
  pathOf,
  publishBody,
  publishThroughRoutes,
  written,
} from './assessment-test-kit';

let t: TestApp;
let s: AssessmentSchool;
const clock = movableClock(new Date('2026-12-01T04:30:00Z'));
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  s = await assessmentSchool(t.app, t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const rowOf = async (code: string) => {
  const [row] = await t.db.select().from(assignments).where(eq(assignments.code, code));
  return row;
};

describe('a draft', () => {
  it('is created with an 8-character code and an address from its title', async () => {
    const draft = await createDraft(t.app, s.as.author, 'ASSESSMENT', 'Fractions: Week 1!');
    expect(draft.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(draft.customUrl).toBe(`fractions-week-1-${draft.code.toLowerCase()}`);
    expect(draft).toMatchObject({ status: 'DRAFT', state: 'DRAFT', revision: 0, canManage: true, totalMarks: 0 });
    expect(draft.author?.id).toBe(s.as.author.userId);
  });

  it('needs a known type, and is refused to students (403) and to anyone signed out (401)', async () => {
    expect((await call(t.app, 'POST', P.assignments, s.as.author, { type: 'EXAM' })).status).toBe(400);
    expect((await call(t.app, 'POST', P.assignments, s.as.eightA, { type: 'QNA' })).status).toBe(403);
    expect((await call(t.app, 'POST', P.assignments, undefined, { type: 'QNA' })).status).toBe(401);
  });

  it('saves any subset of settings with the revision it was based on, and a stale revision is 409', async () => {
    const draft = await createDraft(t.app, s.as.author);
    const url = pathOf('assignment', { assignmentCode: draft.code });
    const saved = await call(t.app, 'PATCH', url, s.as.author, {
      revision: 0,
      title: 'Planets quiz',
      instructions: 'Pencils down at the bell.',
      timeLimitMinutes: 20,
      shuffleQuestions: true,
      faceCheckRequired: true,
      faceRecheckMinutes: 10,
      scheduleFrequency: 'WEEKLY',
      targets: [{ studentClass: 'EIGHT', section: 'A' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      revision: 1,
      title: 'Planets quiz',
      customUrl: `planets-quiz-${draft.code.toLowerCase()}`,
      timeLimitMinutes: 20,
      shuffleQuestions: true,
      faceRecheckMinutes: 10,
      scheduleFrequency: 'WEEKLY',
      targets: [{ studentClass: 'EIGHT', section: 'A' }],
    });
    // The second tab still holds revision 0: refused, with the current revision, and nothing changes.
    const stale = await call(t.app, 'PATCH', url, s.as.author, { revision: 0, title: 'Overwritten' });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('ASSIGNMENT_CHANGED');
    expect(stale.details).toEqual([{ field: 'revision', message: '1' }]);
    expect((await rowOf(draft.code))?.title).toBe('Planets quiz');
    const next = await call(t.app, 'PATCH', url, s.as.author, { revision: 1, instructions: '' });
    expect(next.body.revision).toBe(2);
  });

  it('refuses bad input with 400 and leaves the row as it was', async () => {
    const draft = await createDraft(t.app, s.as.author, 'ASSESSMENT', 'Unchanged');
    const url = pathOf('assignment', { assignmentCode: draft.code });
    const before = await rowOf(draft.code);
    for (const body of [
      { revision: 0, title: '' },
      { revision: 0, timeLimitMinutes: 0 },
      { revision: 0, resultRelease: 'NEVER' },
      { revision: 0, unknown: true },
      { revision: 0, subjectId: '00000000-0000-4000-8000-000000000000' },
      {
        revision: 0,
        opensAt: '2026-12-02T10:00:00+05:30',
        closesAt: '2026-12-02T09:00:00+05:30',
      },
    ]) {
      const answer = await call(t.app, 'PATCH', url, s.as.author, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rowOf(draft.code)).toEqual(before);
  });
});

describe('questions', () => {
  let draft: StaffAssignment;
  beforeAll(async () => {
    draft = await createDraft(t.app, s.as.author, 'QNA', 'Moon and tides');
  });

  it('adds multiple-choice and written questions and keeps the total marks', async () => {
    draft = await addQuestion(t.app, s.as.author, draft.code, mcq('Which planet do we live on?', 2, 2));
    draft = await addQuestion(t.app, s.as.author, draft.code, written(5));
    expect(draft.totalMarks).toBe(7);
    expect(draft.questions.map((question) => [question.position, question.kind])).toEqual([
      [1, 'MCQ'],
      [2, 'WRITTEN'],
    ]);
    expect(draft.questions[0]).toMatchObject({ answerIndex: 2, options: ['Mercury', 'Venus', 'Earth', 'Mars'] });
    expect(draft.questions[1]?.rubric).toHaveLength(2);
  });

  it('refuses a rubric that does not add up, too few options, an answer outside them (400)', async () => {
    const url = pathOf('questions', { assignmentCode: draft.code });
    const bad = [
      { ...written(5), rubric: [{ criterion: 'Only part', marks: 2 }] },
      { ...mcq(), options: ['Only one'], answerIndex: 0 },
      { ...mcq(), answerIndex: 4 },
      { ...mcq(), options: ['Same', 'same'], answerIndex: 0 },
    ];
    for (const body of bad) {
      expect((await call(t.app, 'POST', url, s.as.author, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await rowOf(draft.code))?.totalMarks).toBe(7);
  });

  it('an assessment takes multiple-choice questions only', async () => {
    const assessment = await createDraft(t.app, s.as.author, 'ASSESSMENT');
    const answer = await call(
      t.app,
      'POST',
      pathOf('questions', { assignmentCode: assessment.code }),
      s.as.author,
      written(),
    );
    expect(answer.status).toBe(400);
    expect(answer.details).toEqual([{ field: 'kind', message: expect.any(String) }]);
  });

  it('edits, reorders and removes, renumbering what is left', async () => {
    const [first, second] = draft.questions;
    const edited = await call(
      t.app,
      'PUT',
      pathOf('question', { assignmentCode: draft.code, questionId: second?.id }),
      s.as.author,
      { ...written(8), rubric: [] },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.totalMarks).toBe(10);
    const reordered = await call(t.app, 'PUT', pathOf('questionOrder', { assignmentCode: draft.code }), s.as.author, {
      questionIds: [second?.id, first?.id],
    });
    expect(reordered.body.questions.map((question: { id: string }) => question.id)).toEqual([second?.id, first?.id]);
    const partial = await call(t.app, 'PUT', pathOf('questionOrder', { assignmentCode: draft.code }), s.as.author, {
      questionIds: [second?.id],
    });
    expect(partial.status).toBe(400);
    const removed = await call(
      t.app,
      'DELETE',
      pathOf('question', { assignmentCode: draft.code, questionId: second?.id }),
      s.as.author,
    );
    expect(removed.body.questions).toEqual([expect.objectContaining({ id: first?.id, position: 1 })]);
    expect(removed.body.totalMarks).toBe(2);
  });

  it('copies bank questions of the school’s pool in; a later bank edit leaves them; another school’s are refused', async () => {
    const own = await bankQuestion(t.db, s.instituteId, 'Which planet has rings you can see?', { difficulty: 'HARD' });
    const open = await bankQuestion(t.db, null, 'Which planet is the red planet?');
    const pending = await bankQuestion(t.db, s.instituteId, 'Still waiting for review?', { status: 'PENDING_REVIEW' });
    const foreign = await bankQuestion(t.db, s.otherInstituteId, 'Another school’s question?');
    const target = await createDraft(t.app, s.as.author);
    const picker = await call(
      t.app,
      'GET',
      `${pathOf('bankQuestions', { assignmentCode: target.code })}?difficulty=HARD&studentClass=EIGHT`,
      s.as.author,
    );
    expect(picker.body.content.map((question: { id: string }) => question.id)).toEqual([own]);
    const everything = await call(
      t.app,
      'GET',
      `${pathOf('bankQuestions', { assignmentCode: target.code })}?size=100`,
      s.as.author,
    );
    const ids = everything.body.content.map((question: { id: string }) => question.id);
    expect(ids).toEqual(expect.arrayContaining([own, open]));
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(foreign);

    const url = pathOf('fromBank', { assignmentCode: target.code });
    const refused = await call(t.app, 'POST', url, s.as.author, { bankQuestionIds: [own, foreign] });
    expect(refused.status).toBe(400);
    expect((await rowOf(target.code))?.totalMarks).toBe(0);
    const added = await call(t.app, 'POST', url, s.as.author, { bankQuestionIds: [own, open], marks: 2 });
    expect(added.status).toBe(201);
    expect(added.body.totalMarks).toBe(4);
    expect(added.body.questions[0]).toMatchObject({
      bankQuestionId: own,
      prompt: 'Which planet has rings you can see?',
    });
    // Twice the same: nothing more.
    const again = await call(t.app, 'POST', url, s.as.author, { bankQuestionIds: [own] });
    expect(again.body.questions).toHaveLength(2);
    await t.db.update(bankQuestions).set({ stem: 'Edited later in the bank' }).where(eq(bankQuestions.id, own));
    const details = await call(t.app, 'GET', pathOf('assignment', { assignmentCode: target.code }), s.as.author);
    expect(details.body.questions[0].prompt).toBe('Which planet has rings you can see?');
    const marked = await call(
      t.app,
      'GET',
      `${pathOf('bankQuestions', { assignmentCode: target.code })}?search=rings`,
      s.as.author,
    );
    expect(marked.body.content).toEqual([]);
    const red = await call(
      t.app,
      'GET',
      `${pathOf('bankQuestions', { assignmentCode: target.code })}?search=red%20planet`,
      s.as.author,
    );
    expect(red.body.content, JSON.stringify(red.body.content)).toEqual([
      expect.objectContaining({ id: open, added: true }),
    ]);
  });
});

describe('publishing', () => {
  it('refuses what is missing with every field named, and changes nothing', async () => {
    const now = clock.now();
    const draft = await createDraft(t.app, s.as.author);
    const url = pathOf('publish', { assignmentCode: draft.code });
    const before = await rowOf(draft.code);
    const answer = await call(t.app, 'POST', url, s.as.author, {
      revision: 0,
      title: 'Changed with the publish',
      targets: [{ studentClass: 'TEN', section: null }],
      opensAt: new Date(now.getTime() - 3 * HOUR).toISOString(),
      closesAt: new Date(now.getTime() - HOUR).toISOString(),
      timeLimitMinutes: 300,
    });
    expect(answer.status).toBe(400);
    const fields = answer.details.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['targets', 'closesAt', 'questions', 'timeLimitMinutes']));
    expect(await rowOf(draft.code)).toEqual(before);
  });

  it('refuses a section the school does not run, and a time limit longer than the window', async () => {
    const now = clock.now();
    let draft = await createDraft(t.app, s.as.author);
    draft = await addQuestion(t.app, s.as.author, draft.code);
    const url = pathOf('publish', { assignmentCode: draft.code });
    const section = await call(t.app, 'POST', url, s.as.author, {
      ...publishBody(draft.revision, now),
      targets: [{ studentClass: 'NINE', section: 'B' }],
    });
    expect(section.details).toEqual([{ field: 'targets', message: 'Class 9 B is not a class of your school' }]);
    const limit = await call(t.app, 'POST', url, s.as.author, {
      ...publishBody(draft.revision, now),
      closesAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
      timeLimitMinutes: 30,
    });
    expect(limit.details.map((problem: { field: string }) => problem.field)).toEqual(['timeLimitMinutes']);
    expect((await rowOf(draft.code))?.state).toBe('DRAFT');
  });

  it('publishes to the targeted students only and tells them in the same transaction', async () => {
    const now = clock.now();
    const published = await publishThroughRoutes(t.app, s.as.author, now, {
      title: 'Planets: the big test',
      publish: { targets: [{ studentClass: 'EIGHT', section: 'B' }] },
    });
    expect(published).toMatchObject({ state: 'PUBLISHED', status: 'OPEN', seriesId: null });
    const told = await t.db
      .select({ recipientId: notifications.recipientId, linkPath: notifications.linkPath, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'ASSIGNMENT_SET'));
    const aboutThis = told.filter((row) => row.linkPath === `/attempt-assignment/${published.customUrl}`);
    expect(aboutThis.map((row) => row.recipientId)).toEqual([s.students.eightB]);
    expect(aboutThis[0]?.title).toContain('Planets: the big test');
  });

  it('a published assignment keeps its questions and answer-changing settings; instructions and a later close stay editable', async () => {
    const now = clock.now();
    const published = await publishThroughRoutes(t.app, s.as.author, now, { title: 'Fixed address' });
    const url = pathOf('assignment', { assignmentCode: published.code });
    const later = new Date(new Date(published.closesAt as string).getTime() + HOUR).toISOString();
    const edited = await call(t.app, 'PATCH', url, s.as.author, {
      revision: published.revision,
      instructions: 'Calculators allowed.',
      closesAt: later,
      title: 'Renamed after publishing',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      instructions: 'Calculators allowed.',
      closesAt: later,
      customUrl: published.customUrl,
    });
    const limit = await call(t.app, 'PATCH', url, s.as.author, { revision: edited.body.revision, timeLimitMinutes: 5 });
    expect(limit.status).toBe(409);
    expect(limit.details).toEqual([{ field: 'timeLimitMinutes', message: expect.any(String) }]);
    const earlier = await call(t.app, 'PATCH', url, s.as.author, {
      revision: edited.body.revision,
      closesAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    expect(earlier.status).toBe(400);
    // Questions change until someone starts; then they are frozen.
    expect(
      (await call(t.app, 'POST', pathOf('questions', { assignmentCode: published.code }), s.as.author, mcq())).status,
    ).toBe(201);
    await startAttempt(published.id, s.students.eightA);
    const frozen = await call(
      t.app,
      'POST',
      pathOf('questions', { assignmentCode: published.code }),
      s.as.author,
      mcq(),
    );
    expect(frozen.status).toBe(409);
    expect(frozen.message).toMatch(/started/);
    const details = await call(t.app, 'GET', url, s.as.school);
    expect(details.body).toMatchObject({ questionsLocked: true, attempts: { started: 1, submitted: 0, graded: 0 } });
  });
});

async function startAttempt(assignmentId: string, candidateId: string) {
  const now = clock.now();
  await t.db.insert(assignmentAttempts).values({
    assignmentId,
    instituteId: s.instituteId,
    candidateId,
    studentClass: 'EIGHT',
    section: 'A',
    startedAt: now,
    deadlineAt: new Date(now.getTime() + HOUR),
    questionOrder: [],
  });
}

describe('cancel, delete and copy', () => {
  it('cancels a published assignment nobody started; not one somebody did', async () => {
    const now = clock.now();
    const quiet = await publishThroughRoutes(t.app, s.as.author, now);
    const cancelled = await call(t.app, 'POST', pathOf('cancel', { assignmentCode: quiet.code }), s.as.author);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', canManage: false });
    const busy = await publishThroughRoutes(t.app, s.as.author, now);
    await startAttempt(busy.id, s.students.eightA);
    expect((await call(t.app, 'POST', pathOf('cancel', { assignmentCode: busy.code }), s.as.author)).status).toBe(409);
    expect((await rowOf(busy.code))?.state).toBe('PUBLISHED');
  });

  it('deletes a draft only', async () => {
    const draft = await createDraft(t.app, s.as.author);
    const published = await publishThroughRoutes(t.app, s.as.author, clock.now());
    expect(
      (await call(t.app, 'DELETE', pathOf('assignment', { assignmentCode: published.code }), s.as.author)).status,
    ).toBe(409);
    expect(
      (await call(t.app, 'DELETE', pathOf('assignment', { assignmentCode: draft.code }), s.as.author)).status,
    ).toBe(200);
    expect(await rowOf(draft.code)).toBeUndefined();
  });

  it('copies any state into a new draft of the copier with the same settings and questions, without times or attempts', async () => {
    const now = clock.now();
    const source = await publishThroughRoutes(t.app, s.as.author, now, {
      type: 'QNA',
      title: 'Tides essay',
      questions: [written(5), mcq()],
      publish: { shuffleOptions: true, resultRelease: 'AFTER_GRADING' },
    });
    await startAttempt(source.id, s.students.eightA);
    const copy = await call(t.app, 'POST', pathOf('copy', { assignmentCode: source.code }), s.as.colleague);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      state: 'DRAFT',
      title: 'Tides essay (copy)',
      type: 'QNA',
      copiedFromId: source.id,
      shuffleOptions: true,
      resultRelease: 'AFTER_GRADING',
      opensAt: null,
      closesAt: null,
      targets: [],
      totalMarks: 6,
      attempts: { started: 0, submitted: 0, graded: 0 },
      author: { id: s.as.colleague.userId },
      canManage: true,
    });
    expect(copy.body.code).not.toBe(source.code);
    expect(copy.body.questions.map((question: { prompt: string }) => question.prompt)).toEqual(
      source.questions.map((question) => question.prompt),
    );
    expect(copy.body.questions[0].id).not.toBe(source.questions[0]?.id);
  });
});

describe('extra time', () => {
  it('is set for students of the targeted classes only, listed and removed', async () => {
    const published = await publishThroughRoutes(t.app, s.as.author, clock.now(), {
      publish: { targets: [{ studentClass: 'EIGHT', section: 'A' }] },
    });
    const code = published.code;
    const set = await call(
      t.app,
      'PUT',
      pathOf('accommodation', { assignmentCode: code, candidateId: s.students.eightA }),
      s.as.author,
      {
        extraMinutes: 15,
      },
    );
    expect(set.status).toBe(200);
    expect(set.body).toEqual([expect.objectContaining({ candidateId: s.students.eightA, extraMinutes: 15 })]);
    for (const candidateId of [s.students.eightB, s.students.otherStudent]) {
      const refused = await call(
        t.app,
        'PUT',
        pathOf('accommodation', { assignmentCode: code, candidateId }),
        s.as.author,
        {
          extraMinutes: 15,
        },
      );
      expect(refused.status).toBe(400);
    }
    expect(
      (
        await call(
          t.app,
          'PUT',
          pathOf('accommodation', { assignmentCode: code, candidateId: s.students.eightA }),
          s.as.author,
          { extraMinutes: 0 },
        )
      ).status,
    ).toBe(400);
    const students = await call(t.app, 'GET', pathOf('students', { assignmentCode: code }), s.as.author);
    expect(students.body.content).toEqual([
      expect.objectContaining({ candidateId: s.students.eightA, extraMinutes: 15, section: 'A' }),
    ]);
    const removed = await call(
      t.app,
      'DELETE',
      pathOf('accommodation', { assignmentCode: code, candidateId: s.students.eightA }),
      s.as.author,
    );
    expect(removed.body).toEqual([]);
    expect((await call(t.app, 'GET', pathOf('accommodations', { assignmentCode: code }), s.as.author)).body).toEqual(
      [],
    );
  });
});

describe('who may', () => {
  let draft: StaffAssignment;
  beforeAll(async () => {
    draft = await addQuestion(
      t.app,
      s.as.author,
      (await createDraft(t.app, s.as.author, 'ASSESSMENT', 'Author’s own')).code,
    );
  });

  /** Every code-addressed route with a body that would pass validation. */
  const routes = (code: string, questionId: string, candidateId: string) =>
    [
      ['GET', pathOf('assignment', { assignmentCode: code })],
      ['PATCH', pathOf('assignment', { assignmentCode: code }), { revision: 0, title: 'Taken over' }],
      ['POST', pathOf('questions', { assignmentCode: code }), mcq()],
      ['PUT', pathOf('question', { assignmentCode: code, questionId }), mcq()],
      ['PUT', pathOf('questionOrder', { assignmentCode: code }), { questionIds: [questionId] }],
      ['GET', pathOf('bankQuestions', { assignmentCode: code })],
      ['POST', pathOf('fromBank', { assignmentCode: code }), { bankQuestionIds: [questionId] }],
      ['POST', pathOf('publish', { assignmentCode: code }), publishBody(0, clock.now())],
      ['POST', pathOf('cancel', { assignmentCode: code })],
      ['POST', pathOf('copy', { assignmentCode: code })],
      ['GET', pathOf('accommodations', { assignmentCode: code })],
      ['PUT', pathOf('accommodation', { assignmentCode: code, candidateId }), { extraMinutes: 5 }],
      ['DELETE', pathOf('accommodation', { assignmentCode: code, candidateId })],
      ['GET', pathOf('students', { assignmentCode: code })],
      ['DELETE', pathOf('question', { assignmentCode: code, questionId })],
      ['DELETE', pathOf('assignment', { assignmentCode: code })],
    ] as const;

  it('another school’s staff get 404 on every code-addressed route, and nothing changes', async () => {
    const before = await rowOf(draft.code);
    const questionId = draft.questions[0]?.id as string;
    for (const who of [s.as.otherSchool, s.as.otherFaculty]) {
      for (const [method, url, body] of routes(draft.code, questionId, s.students.eightA)) {
        const answer = await call(t.app, method, url, who, body);
        expect(answer.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(await rowOf(draft.code)).toEqual(before);
  });

  it('students get 403 on every route', async () => {
    const questionId = draft.questions[0]?.id as string;
    for (const [method, url, body] of routes(draft.code, questionId, s.students.eightA)) {
      expect((await call(t.app, method, url, s.as.eightA, body)).status, `${method} ${url}`).toBe(403);
    }
    for (const url of [`${P.assignments}?type=ASSESSMENT`, `${P.counts}?type=ASSESSMENT`, P.targetOptions]) {
      expect((await call(t.app, 'GET', url, s.as.otherStudent)).status).toBe(403);
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
  });

  it('another teacher reads and copies but may not change it (403); the school and an admin may', async () => {
    const url = pathOf('assignment', { assignmentCode: draft.code });
    expect((await call(t.app, 'GET', url, s.as.colleague)).body.canManage).toBe(false);
    const refused = await call(t.app, 'PATCH', url, s.as.colleague, { revision: draft.revision, title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(
      (await call(t.app, 'POST', pathOf('questions', { assignmentCode: draft.code }), s.as.colleague, mcq())).status,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', url, s.as.colleague)).status).toBe(403);
    expect((await rowOf(draft.code))?.title).toBe('Author’s own');
    const byAdmin = await call(t.app, 'PATCH', url, s.as.admin, {
      revision: draft.revision,
      instructions: 'Checked by admin',
    });
    expect(byAdmin.status).toBe(200);
    const bySchool = await call(t.app, 'PATCH', url, s.as.school, {
      revision: byAdmin.body.revision,
      title: 'School’s title',
    });
    expect(bySchool.status).toBe(200);
  });
});

describe('the list and its counts', () => {
  it('derives each status with the app clock, filters by status, title and class, and counts exactly the tabs', async () => {
    // A school of its own, so the numbers are this test's.
    const own = await assessmentSchool(t.app, t.db);
    const teacher = own.as.author;
    const now = clock.now();
    await createDraft(t.app, teacher, 'ASSESSMENT', 'Draft on fractions');
    await publishThroughRoutes(t.app, teacher, now, { title: 'Open on fractions' });
    await publishThroughRoutes(t.app, teacher, now, {
      title: 'Scheduled for nine',
      publish: {
        targets: [{ studentClass: 'NINE', section: null }],
        opensAt: new Date(now.getTime() + 2 * HOUR).toISOString(),
        closesAt: new Date(now.getTime() + 4 * HOUR).toISOString(),
      },
    });
    const closing = await publishThroughRoutes(t.app, teacher, now, {
      title: 'Closing soon',
      publish: { closesAt: new Date(now.getTime() + HOUR).toISOString() },
    });
    const graded = await publishThroughRoutes(t.app, teacher, now, { title: 'Graded one' });
    await t.db.update(assignments).set({ gradesReleasedAt: now }).where(eq(assignments.code, graded.code));
    const cancelled = await publishThroughRoutes(t.app, teacher, now, { title: 'Cancelled one' });
    await call(t.app, 'POST', pathOf('cancel', { assignmentCode: cancelled.code }), teacher);
    await createDraft(t.app, teacher, 'QNA', 'A Q&A is another list');

    clock.advance(90 * 60_000); // "Closing soon" has closed.
    try {
      const list = (query: string) =>
        call(t.app, 'GET', `${P.assignments}?type=ASSESSMENT&size=100${query}`, own.as.school);
      const counts = await call(t.app, 'GET', `${P.counts}?type=ASSESSMENT`, own.as.school);
      expect(counts.body, counts.message).toEqual({
        ALL: 6,
        DRAFT: 1,
        SCHEDULED: 1,
        OPEN: 1,
        CLOSED: 1,
        GRADED: 1,
        CANCELLED: 1,
      });
      for (const status of ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'GRADED', 'CANCELLED'] as const) {
        const tab = await list(`&status=${status}`);
        expect(tab.body.totalElements, status).toBe(counts.body[status]);
        expect(tab.body.content.every((row: { status: string }) => row.status === status)).toBe(true);
      }
      expect((await list('&status=CLOSED')).body.content[0].code).toBe(closing.code);
      // Filters apply to the list and the counts alike.
      const nine = await call(t.app, 'GET', `${P.counts}?type=ASSESSMENT&studentClass=NINE`, own.as.school);
      expect(nine.body).toMatchObject({ ALL: 1, SCHEDULED: 1 });
      expect((await list('&studentClass=NINE')).body.content.map((row: { title: string }) => row.title)).toEqual([
        'Scheduled for nine',
      ]);
      const search = await call(t.app, 'GET', `${P.counts}?type=ASSESSMENT&search=fractions`, own.as.school);
      expect(search.body).toMatchObject({ ALL: 2, DRAFT: 1, OPEN: 1 });
      expect((await list('&search=FRACTIONS')).body.totalElements).toBe(2);
      expect((await call(t.app, 'GET', `${P.counts}?type=QNA`, own.as.school)).body.ALL).toBe(1);
      // A colleague sees the school's list, with nothing to manage; the other school sees none of it.
      const colleague = await call(t.app, 'GET', `${P.assignments}?type=ASSESSMENT&size=100`, own.as.colleague);
      expect(colleague.body.totalElements).toBe(6);
      expect(colleague.body.content.some((row: { canManage: boolean }) => row.canManage)).toBe(false);
      const other = await call(t.app, 'GET', `${P.counts}?type=ASSESSMENT`, own.as.otherSchool);
      expect(other.body.ALL).toBe(0);
    } finally {
      clock.advance(-90 * 60_000);
    }
  });

  it('offers the classes and sections the school runs or has students in', async () => {
    const options = await call(t.app, 'GET', P.targetOptions, s.as.author);
    expect(options.body).toEqual([
      {
        studentClass: 'EIGHT',
        students: 2,
        sections: [
          { section: 'A', students: 1 },
          { section: 'B', students: 1 },
        ],
      },
      { studentClass: 'NINE', students: 1, sections: [{ section: 'A', students: 1 }] },
    ]);
  });
});

describe('the row checks', () => {
  it('a drafted assignment’s notification rows exist only for published ones', async () => {
    const draft = await createDraft(t.app, s.as.author, 'ASSESSMENT', 'Never published');
    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'ASSIGNMENT_SET'),
          eq(notifications.linkPath, `/attempt-assignment/${draft.customUrl}`),
        ),
      );
    expect(rows).toEqual([]);
  });
});
