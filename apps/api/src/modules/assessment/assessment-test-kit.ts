/**
 * Test helpers for assessments through the authoring routes: a school with its staff and students in three class
 * sections (8 A, 8 B, 9 A) beside another school, a movable clock, and calls that write a draft, add questions and
 * publish it as a teacher would. Other parts' tests may use `assessmentSchool` and `publishThroughRoutes`.
 */
import {
  type AssignmentQuestionInput,
  type AssignmentType,
  ASSESSMENT_AUTHORING_PATHS as P,
  type PublishAssignmentBody,
  type StaffAssignment,
} from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { bankQuestions, classSections, users } from '../../db/schema';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

import { type CallResult, call } from '../quiz/quiz-test-kit';

export { type CallResult, call };

/** A path of the authoring table with its parameters filled in. */
export function pathOf(
  name: keyof typeof P,
  params: { assignmentCode?: string; questionId?: string; candidateId?: string } = {},
): string {
  return P[name]
    .replace(':assignmentCode', params.assignmentCode ?? '')
    .replace(':questionId', params.questionId ?? '')
    .replace(':candidateId', params.candidateId ?? '');
}

/** A clock the app reads, moved by the test. */
export function movableClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    set: (to: Date) => {
      now = to;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export interface AssessmentSchool {
  instituteId: string;
  otherInstituteId: string;
  /** Signed-in callers: the school account, an admin, two teachers, students of 8 A, 8 B and 9 A, and the other school's. */
  as: Record<
    | 'school'
    | 'admin'
    | 'author'
    | 'colleague'
    | 'eightA'
    | 'eightB'
    | 'nineA'
    | 'otherSchool'
    | 'otherFaculty'
    | 'otherStudent',
    SignedIn
  >;
  students: Record<'eightA' | 'eightB' | 'nineA' | 'otherStudent', string>;
}

/** A school running 8 A, 8 B and 9 A with one student each, its staff, and another school with its own. */
export async function assessmentSchool(app: FastifyInstance, db: Db): Promise<AssessmentSchool> {
  const a = await buildInstitute(db, 'Maple Grove School');
  const b = await buildInstitute(db, 'Cedar Heights School');
  await db.insert(classSections).values([
    { instituteId: a.institute.id, studentClass: 'EIGHT', section: 'A' },
    { instituteId: a.institute.id, studentClass: 'EIGHT', section: 'B' },
    { instituteId: a.institute.id, studentClass: 'NINE', section: 'A' },
  ]);
  const student = async (instituteId: string, studentClass: 'EIGHT' | 'NINE', section: 'A' | 'B') => {
    const member = await buildMember(db, instituteId, 'CANDIDATE');
    await db.update(users).set({ studentClass, section }).where(eq(users.id, member.id));
    return member;
  };
  const eightA = await student(a.institute.id, 'EIGHT', 'A');
  const eightB = await student(a.institute.id, 'EIGHT', 'B');
  const nineA = await student(a.institute.id, 'NINE', 'A');
  const otherStudent = await student(b.institute.id, 'EIGHT', 'A');
  const faculty = (instituteId: string) => buildMember(db, instituteId, 'FACULTY');
  const as = {
    school: await signIn(app, 'institute', a.account.email),
    admin: await signIn(app, 'faculty', (await buildMember(db, a.institute.id, 'ADMIN')).email),
    author: await signIn(app, 'faculty', (await faculty(a.institute.id)).email),
    colleague: await signIn(app, 'faculty', (await faculty(a.institute.id)).email),
    eightA: await signIn(app, 'user', eightA.email),
    eightB: await signIn(app, 'user', eightB.email),
    nineA: await signIn(app, 'user', nineA.email),
    otherSchool: await signIn(app, 'institute', b.account.email),
    otherFaculty: await signIn(app, 'faculty', (await faculty(b.institute.id)).email),
    otherStudent: await signIn(app, 'user', otherStudent.email),
  };
  return {
    instituteId: a.institute.id,
    otherInstituteId: b.institute.id,
    as,
    students: { eightA: eightA.id, eightB: eightB.id, nineA: nineA.id, otherStudent: otherStudent.id },
  };
}

/** An approved bank question of a school (null: the open set). */
export async function bankQuestion(
  db: Db,
  instituteId: string | null,
  stem: string,
  extra: Partial<typeof bankQuestions.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(bankQuestions)
    .values({
      instituteId,
      stem,
      options: ['Mercury', 'Venus', 'Earth', 'Mars'],
      answerIndex: 2,
      explanation: 'From the chapter on the solar system.',
      difficulty: 'EASY',
      board: 'CBSE',
      studentClass: 'EIGHT',
      subjectName: 'Science',
      status: 'APPROVED',
      ...extra,
    })
    .returning({ id: bankQuestions.id });
  if (!row) throw new Error('bank question not inserted');
  return row.id;
}

export const mcq = (prompt = 'Which planet do we live on?', answerIndex = 2, marks = 1): AssignmentQuestionInput => ({
  kind: 'MCQ',
  prompt,
  options: ['Mercury', 'Venus', 'Earth', 'Mars'],
  answerIndex,
  explanation: 'We live on the third planet.',
  marks,
});

export const written = (marks = 5): AssignmentQuestionInput => ({
  kind: 'WRITTEN',
  prompt: 'Explain why the Moon has phases.',
  marks,
  allowFile: true,
  rubric: [
    { criterion: 'Names the Sun lighting half the Moon', marks: marks - 2 },
    { criterion: 'Explains the changing view from Earth', marks: 2 },
  ],
});

const expectOk = (result: CallResult, what: string) => {
  if (result.status >= 300)
    throw new Error(`${what}: ${result.status} ${result.message} ${JSON.stringify(result.details)}`);
  return result.body as StaffAssignment;
};

export async function createDraft(
  app: FastifyInstance,
  who: SignedIn,
  type: AssignmentType = 'ASSESSMENT',
  title = 'Solar system check',
): Promise<StaffAssignment> {
  return expectOk(await call(app, 'POST', P.assignments, who, { type, title }), 'create draft');
}

export async function addQuestion(
  app: FastifyInstance,
  who: SignedIn,
  code: string,
  question: AssignmentQuestionInput = mcq(),
): Promise<StaffAssignment> {
  return expectOk(
    await call(app, 'POST', pathOf('questions', { assignmentCode: code }), who, question),
    'add question',
  );
}

/** What a publish dialog sends for class 8 (every section), open from a minute ago for a day. */
export function publishBody(
  revision: number,
  now: Date,
  extra: Partial<PublishAssignmentBody> = {},
): PublishAssignmentBody {
  return {
    revision,
    targets: [{ studentClass: 'EIGHT', section: null }],
    opensAt: new Date(now.getTime() - 60_000).toISOString(),
    closesAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
    timeLimitMinutes: 30,
    ...extra,
  };
}

/** A draft with `questions` (MCQs by default), published to class 8 through the routes. */
export async function publishThroughRoutes(
  app: FastifyInstance,
  who: SignedIn,
  now: Date,
  options: {
    type?: AssignmentType;
    title?: string;
    questions?: AssignmentQuestionInput[];
    publish?: Partial<PublishAssignmentBody>;
  } = {},
): Promise<StaffAssignment> {
  let draft = await createDraft(app, who, options.type, options.title);
  for (const question of options.questions ?? [mcq(), mcq('Which planet is closest to the Sun?', 0)]) {
    draft = await addQuestion(app, who, draft.code, question);
  }
  return expectOk(
    await call(
      app,
      'POST',
      pathOf('publish', { assignmentCode: draft.code }),
      who,
      publishBody(draft.revision, now, options.publish),
    ),
    'publish',
  );
}
