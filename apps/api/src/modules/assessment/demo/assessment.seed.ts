/**
 * Demo assignments (issue 18): for every class of the demo schools that has students, assignments in every state —
 * a draft, one scheduled, an assessment and a Q&A open now (some students part-way, two answers waiting for
 * marks), an assessment closed with results out, and a graded Q&A with marks and feedback released. Greenfield's
 * Class 8 also has a weekly assessment (the schedule job makes its next week), an open face-checked assessment for
 * the demo student to try, and a closed face-checked one with a flagged attempt waiting for the school's review.
 * Questions come from the school's own bank where it has enough for the class, else from our general set.
 * Scores come from the attempt's own rule (scoreAttempt). Runs once per school (skipped when it has assignments).
 */
import { createHash } from 'node:crypto';
import { type AssignmentType, type ResultRelease, STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../../../db/client';
import {
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  attemptAnswers,
  bankQuestions,
  faceChecks,
  faceEnrolments,
  parentConsents,
  users,
} from '../../../db/schema';
import type { FileStorage } from '../../../lib/storage';
import { recordConsent } from '../../consent/consent-ledger.repository';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { scoreAttempt } from '../attempt-scoring';
import { type DemoMcq, GENERAL_MCQS, WRITTEN_PROMPTS } from './assessment-demo-content';

const DEMO_SCHOOLS = ['greenfield-public-school', 'riverside-international-academy'];
const DEMO_STUDENT = 'student@demo.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A number in [0, 1) from a text, the same every run (demo data stays put between restarts). */
function chance(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32LE(0) / 4294967296;
}

function demoCode(seed: string): string {
  const bytes = createHash('sha256').update(`code:${seed}`).digest();
  let code = '';
  for (let at = 0; at < 8; at++) code += CODE_ALPHABET[(bytes[at] ?? 0) % CODE_ALPHABET.length];
  return code;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

interface Student {
  id: string;
  email: string;
  studentClass: StudentClass | null;
  section: 'NA' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | null;
}

type Progress = 'NONE' | 'OPEN' | 'CLOSED' | 'GRADED' | 'WAITING' | 'FACE_FLAGGED';

interface Plan {
  key: string;
  type: AssignmentType;
  title: string;
  instructions: string;
  state: 'DRAFT' | 'PUBLISHED';
  opensAt: Date | null;
  closesAt: Date | null;
  timeLimitMinutes: number | null;
  resultRelease: ResultRelease;
  faceCheckRequired?: boolean;
  weekly?: boolean;
  progress: Progress;
}

function plansFor(label: string, now: Date, faceChecked: boolean): Plan[] {
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const plans: Plan[] = [
    {
      key: 'draft',
      type: 'ASSESSMENT',
      title: `${label} revision test (draft)`,
      instructions: 'Answer every question. You have 20 minutes.',
      state: 'DRAFT',
      opensAt: null,
      closesAt: null,
      timeLimitMinutes: 20,
      resultRelease: 'AFTER_CLOSE',
      progress: 'NONE',
    },
    {
      key: 'scheduled',
      type: 'ASSESSMENT',
      title: `${label} unit test`,
      instructions: 'A short test on this month’s chapters. Read each question carefully.',
      state: 'PUBLISHED',
      opensAt: at(2),
      closesAt: at(3),
      timeLimitMinutes: 30,
      resultRelease: 'AFTER_CLOSE',
      progress: 'NONE',
    },
    {
      key: 'open',
      type: 'ASSESSMENT',
      title: `${label} weekly check`,
      instructions: 'Five questions, 15 minutes. You will see your score as soon as you hand in.',
      state: 'PUBLISHED',
      opensAt: at(0, -2),
      closesAt: at(3),
      timeLimitMinutes: 15,
      resultRelease: 'IMMEDIATELY',
      weekly: faceChecked,
      progress: 'OPEN',
    },
    {
      key: 'qna-open',
      type: 'QNA',
      title: `${label} writing task`,
      instructions: 'Write in full sentences. You can come back and change your answers until you hand in.',
      state: 'PUBLISHED',
      opensAt: at(-1),
      closesAt: at(5),
      timeLimitMinutes: null,
      resultRelease: 'AFTER_GRADING',
      progress: 'WAITING',
    },
    {
      key: 'closed',
      type: 'ASSESSMENT',
      title: `${label} science and maths quiz`,
      instructions: 'Results are shown after the closing time.',
      state: 'PUBLISHED',
      opensAt: at(-6),
      closesAt: at(-2),
      timeLimitMinutes: 20,
      resultRelease: 'AFTER_CLOSE',
      progress: 'CLOSED',
    },
    {
      key: 'qna-graded',
      type: 'QNA',
      title: `${label} our environment`,
      instructions: 'Answer both questions. Your teacher marks them and writes back to you.',
      state: 'PUBLISHED',
      opensAt: at(-12),
      closesAt: at(-5),
      timeLimitMinutes: null,
      resultRelease: 'AFTER_GRADING',
      progress: 'GRADED',
    },
  ];
  if (faceChecked) {
    plans.push(
      {
        key: 'face-open',
        type: 'ASSESSMENT',
        title: `${label} term check (face check on)`,
        instructions: 'Your camera checks it is you before you start. Only you should be in the picture.',
        state: 'PUBLISHED',
        opensAt: at(0, -1),
        closesAt: at(4),
        timeLimitMinutes: 15,
        resultRelease: 'IMMEDIATELY',
        faceCheckRequired: true,
        progress: 'NONE',
      },
      {
        key: 'face-closed',
        type: 'ASSESSMENT',
        title: `${label} mid-term (face check on)`,
        instructions: 'Your camera checks it is you before you start.',
        state: 'PUBLISHED',
        opensAt: at(-4),
        closesAt: at(-1),
        timeLimitMinutes: 20,
        resultRelease: 'AFTER_CLOSE',
        faceCheckRequired: true,
        progress: 'FACE_FLAGGED',
      },
    );
  }
  return plans;
}

interface QuestionRow {
  id: string;
  kind: 'MCQ' | 'WRITTEN';
  answerIndex: number | null;
  marks: number;
  options: string[] | null;
}

export async function seedAssessmentDemo(db: Db): Promise<void> {
  const now = new Date();
  for (const customUrl of DEMO_SCHOOLS) {
    const institute = await findInstituteByCustomUrl(db, customUrl);
    if (!institute) continue;
    const [existing] = await db
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.instituteId, institute.id))
      .limit(1);
    if (existing) continue;
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instituteId, institute.id), eq(users.userType, 'FACULTY')))
      // The school's named demo teacher (faculty@…) writes them, so that account may release and decide.
      .orderBy(sql`${users.email} not like 'faculty@%'`, asc(users.email))
      .limit(1);
    const students: Student[] = await db
      .select({ id: users.id, email: users.email, studentClass: users.studentClass, section: users.section })
      .from(users)
      .where(and(eq(users.instituteId, institute.id), eq(users.type, 'CANDIDATE')))
      .orderBy(asc(users.email));
    const bank = await db
      .select({
        studentClass: bankQuestions.studentClass,
        stem: bankQuestions.stem,
        options: bankQuestions.options,
        answerIndex: bankQuestions.answerIndex,
        explanation: bankQuestions.explanation,
        id: bankQuestions.id,
      })
      .from(bankQuestions)
      .where(
        and(
          or(eq(bankQuestions.instituteId, institute.id), isNull(bankQuestions.instituteId)),
          eq(bankQuestions.status, 'APPROVED'),
          isNull(bankQuestions.deletedAt),
        ),
      )
      .orderBy(asc(bankQuestions.createdAt), asc(bankQuestions.id));
    const classes = [...new Set(students.map((student) => student.studentClass).filter((c): c is StudentClass => !!c))];
    await db.transaction(async (tx) => {
      for (const studentClass of classes) {
        const inClass = students.filter((student) => student.studentClass === studentClass);
        const fromBank = bank.filter((question) => question.studentClass === studentClass);
        const mcqs: Array<DemoMcq & { bankQuestionId: string | null }> =
          fromBank.length >= 5
            ? fromBank.map((question) => ({
                prompt: question.stem,
                options: question.options,
                answerIndex: question.answerIndex,
                explanation: question.explanation,
                bankQuestionId: question.id,
              }))
            : GENERAL_MCQS.map((question) => ({ ...question, bankQuestionId: null }));
        const faceChecked = customUrl === DEMO_SCHOOLS[0] && studentClass === 'EIGHT';
        const label = STUDENT_CLASS_INFO[studentClass].label;
        for (const [index, plan] of plansFor(label, now, faceChecked).entries()) {
          await seedAssignment(tx, {
            instituteId: institute.id,
            authorId: author?.id ?? null,
            studentClass,
            plan,
            mcqs: rotate(mcqs, index * 2).slice(0, 5),
            students: inClass,
            seed: `${customUrl}:${studentClass}:${plan.key}`,
            now,
          });
        }
      }
    });
  }
}

const rotate = <T>(list: readonly T[], by: number): T[] =>
  list.length === 0 ? [] : [...list.slice(by % list.length), ...list.slice(0, by % list.length)];

interface AssignmentSeed {
  instituteId: string;
  authorId: string | null;
  studentClass: StudentClass;
  plan: Plan;
  mcqs: Array<DemoMcq & { bankQuestionId: string | null }>;
  students: Student[];
  seed: string;
  now: Date;
}

async function seedAssignment(tx: Tx, input: AssignmentSeed): Promise<void> {
  const { plan, now, seed } = input;
  const code = demoCode(seed);
  const written = plan.type === 'QNA' ? WRITTEN_PROMPTS.slice(0, 2) : [];
  const mcqs = plan.type === 'QNA' ? input.mcqs.slice(0, 1) : input.mcqs;
  const totalMarks = mcqs.length + written.reduce((sum, prompt) => sum + prompt.marks, 0);
  const published = plan.state === 'PUBLISHED';
  const gradesReleasedAt =
    plan.progress === 'GRADED' && plan.closesAt ? new Date(plan.closesAt.getTime() + 2 * DAY) : null;
  const [assignment] = await tx
    .insert(assignments)
    .values({
      instituteId: input.instituteId,
      code,
      customUrl: `${slug(plan.title)}-${code.toLowerCase()}`,
      type: plan.type,
      title: plan.title,
      instructions: plan.instructions,
      studentClass: input.studentClass,
      state: plan.state,
      opensAt: plan.opensAt,
      closesAt: plan.closesAt,
      timeLimitMinutes: plan.timeLimitMinutes,
      resultRelease: plan.resultRelease,
      faceCheckRequired: plan.faceCheckRequired ?? false,
      scheduleFrequency: plan.weekly ? 'WEEKLY' : null,
      totalMarks,
      gradesReleasedAt,
      createdBy: input.authorId,
      publishedAt: published && plan.opensAt ? new Date(plan.opensAt.getTime() - DAY) : null,
      createdAt: new Date((plan.opensAt ?? now).getTime() - 2 * DAY),
      updatedAt: new Date((plan.opensAt ?? now).getTime() - DAY),
    })
    .returning({ id: assignments.id });
  if (!assignment) return;
  if (plan.weekly)
    await tx.update(assignments).set({ seriesId: assignment.id }).where(eq(assignments.id, assignment.id));
  if (published)
    await tx.insert(assignmentTargets).values({ assignmentId: assignment.id, studentClass: input.studentClass });
  const questionRows = [
    ...mcqs.map((question) => ({
      kind: 'MCQ' as const,
      prompt: question.prompt,
      options: question.options,
      answerIndex: question.answerIndex,
      explanation: question.explanation,
      bankQuestionId: question.bankQuestionId,
      marks: 1,
      allowFile: false,
      rubric: [],
    })),
    ...written.map((prompt) => ({
      kind: 'WRITTEN' as const,
      prompt: prompt.prompt,
      options: null,
      answerIndex: null,
      explanation: '',
      bankQuestionId: null,
      marks: prompt.marks,
      allowFile: prompt.allowFile,
      rubric: prompt.rubric,
    })),
  ];
  const questions: QuestionRow[] = await tx
    .insert(assignmentQuestions)
    .values(questionRows.map((row, position) => ({ ...row, assignmentId: assignment.id, position })))
    .returning({
      id: assignmentQuestions.id,
      kind: assignmentQuestions.kind,
      answerIndex: assignmentQuestions.answerIndex,
      marks: assignmentQuestions.marks,
      options: assignmentQuestions.options,
    });
  if (plan.progress === 'NONE' || !plan.opensAt || !plan.closesAt) return;
  await seedAttempts(tx, { ...input, assignmentId: assignment.id, questions, written, gradesReleasedAt });
}

/** Who did what: each student's part in the plan, from a stable chance per student. */
function partOf(plan: Plan, student: Student, index: number, count: number, seed: string) {
  const isDemo = student.email === DEMO_STUDENT;
  switch (plan.progress) {
    case 'OPEN':
      // The demo student still has it to do; a third handed in, a third part-way.
      if (isDemo) return 'NONE';
      return index % 3 === 0 ? 'SUBMITTED' : index % 3 === 1 ? 'IN_PROGRESS' : 'NONE';
    case 'WAITING':
      // Two answers wait for marks; the demo student has not handed in yet.
      return !isDemo && index < 3 && index < count - 1 ? 'SUBMITTED' : 'NONE';
    case 'FACE_FLAGGED':
      // The demo student is kept out: they enrol and are checked for real on the open one.
      if (isDemo) return 'NONE';
      return index === count - 1 ? 'NONE' : 'SUBMITTED';
    case 'CLOSED':
    case 'GRADED':
      // Everyone but one handed in.
      return index === count - 1 && !isDemo
        ? 'NONE'
        : chance(`${seed}:${student.id}:late`) < 0.1
          ? 'TIMER'
          : 'SUBMITTED';
    default:
      return 'NONE';
  }
}

async function seedAttempts(
  tx: Tx,
  input: AssignmentSeed & {
    assignmentId: string;
    questions: QuestionRow[];
    written: typeof WRITTEN_PROMPTS;
    gradesReleasedAt: Date | null;
  },
): Promise<void> {
  const { plan, questions, seed, students } = input;
  const opensAt = plan.opensAt as Date;
  const closesAt = plan.closesAt as Date;
  const mcqs = questions.filter((question) => question.kind === 'MCQ');
  const writtenQuestions = questions.filter((question) => question.kind === 'WRITTEN');
  // The flagged attempt of the face-checked demo: a classmate of the demo student, never the demo student.
  const flaggedId = plan.progress === 'FACE_FLAGGED' ? students.find((s) => s.email !== DEMO_STUDENT)?.id : undefined;
  for (const [index, student] of students.entries()) {
    const part = partOf(plan, student, index, students.length, seed);
    if (part === 'NONE') continue;
    const own = `${seed}:${student.id}`;
    const startedAt = new Date(
      Math.min(opensAt.getTime() + (1 + chance(`${own}:start`) * 20) * HOUR, input.now.getTime() - HOUR),
    );
    const limitEnd = plan.timeLimitMinutes ? startedAt.getTime() + plan.timeLimitMinutes * 60_000 : Infinity;
    const deadlineAt = new Date(Math.min(closesAt.getTime(), limitEnd));
    const finished = part === 'SUBMITTED' || part === 'TIMER';
    const answered = part === 'IN_PROGRESS' ? mcqs.slice(0, 2) : mcqs;
    const answers = answered.map((question, at) => {
      // Most students get most answers right; a stable chance per answer.
      const right = chance(`${own}:${at}`) < 0.72;
      const options = question.options?.length ?? 4;
      const wrong = ((question.answerIndex ?? 0) + 1 + Math.floor(chance(`${own}:${at}:w`) * (options - 1))) % options;
      return { questionId: question.id, selectedIndex: right ? (question.answerIndex ?? 0) : wrong };
    });
    const scored = scoreAttempt(questions, answers);
    const graded = plan.progress === 'GRADED' && finished;
    const writtenMarks = writtenQuestions.map((question, at) => {
      const fuller = chance(`${own}:written:${at}`) < 0.6;
      const marks = fuller ? question.marks - (chance(`${own}:m:${at}`) < 0.5 ? 0 : 1) : Math.ceil(question.marks / 2);
      return { question, at, fuller, marks };
    });
    const flagged = student.id === flaggedId;
    const timeTaken = Math.round(
      (Math.min(deadlineAt.getTime(), startedAt.getTime() + (6 + chance(`${own}:t`) * 10) * 60_000) -
        startedAt.getTime()) /
        1000,
    );
    const mcqMarks = scored.marks.reduce((sum, mark) => sum + (mark.marksAwarded ?? 0), 0);
    const score = graded ? mcqMarks + writtenMarks.reduce((sum, mark) => sum + mark.marks, 0) : scored.score;
    const [attempt] = await tx
      .insert(assignmentAttempts)
      .values({
        assignmentId: input.assignmentId,
        instituteId: input.instituteId,
        candidateId: student.id,
        studentClass: student.studentClass,
        section: student.section,
        status: graded ? 'GRADED' : finished ? 'SUBMITTED' : 'IN_PROGRESS',
        startedAt,
        deadlineAt,
        submittedAt: finished
          ? new Date(part === 'TIMER' ? deadlineAt.getTime() : startedAt.getTime() + timeTaken * 1000)
          : null,
        submittedBy: finished ? (part === 'TIMER' ? 'TIMER' : 'STUDENT') : null,
        submissionKey: finished ? `demo-${own}` : null,
        questionOrder: questions.map((question) => question.id),
        answersVersion: answers.length,
        score: finished ? (plan.type === 'QNA' && !graded ? null : score) : null,
        maxScore: scored.maxScore,
        timeTakenSeconds: finished
          ? part === 'TIMER'
            ? Math.round((deadlineAt.getTime() - startedAt.getTime()) / 1000)
            : timeTaken
          : null,
        identityCheck: plan.faceCheckRequired ? (flagged ? 'FLAGGED' : 'VERIFIED') : 'NOT_REQUIRED',
        feedback: graded ? 'Thank you for a thoughtful piece of work.' : null,
        gradedBy: graded ? input.authorId : null,
        gradedAt: graded ? input.gradesReleasedAt : null,
      })
      .returning({ id: assignmentAttempts.id });
    if (!attempt) continue;
    const markOf = new Map(scored.marks.map((mark) => [mark.questionId, mark]));
    const rows = [
      ...answers.map((answer, at) => ({
        attemptId: attempt.id,
        questionId: answer.questionId,
        selectedIndex: answer.selectedIndex,
        clientSeq: 1,
        savedAt: new Date(startedAt.getTime() + (at + 1) * 60_000),
        correct: finished ? (markOf.get(answer.questionId)?.correct ?? null) : null,
        marksAwarded: finished ? (markOf.get(answer.questionId)?.marksAwarded ?? null) : null,
      })),
      ...(finished
        ? writtenMarks.map(({ question, at, fuller, marks }) => {
            const prompt = input.written[at];
            return {
              attemptId: attempt.id,
              questionId: question.id,
              textAnswer: prompt?.answers[fuller ? 0 : 1] ?? '',
              clientSeq: 1,
              savedAt: new Date(startedAt.getTime() + (answers.length + at + 1) * 60_000),
              marksAwarded: graded ? marks : null,
              feedback: graded ? (fuller ? prompt?.feedback.good : prompt?.feedback.needsWork) : null,
              rubricMarks: graded ? rubricSplit(prompt?.rubric.map((line) => line.marks) ?? [], marks) : null,
              gradedBy: graded ? input.authorId : null,
              gradedAt: graded ? input.gradesReleasedAt : null,
            };
          })
        : []),
    ];
    if (rows.length > 0) await tx.insert(attemptAnswers).values(rows);
    if (plan.faceCheckRequired) await seedFaceChecks(tx, input.instituteId, student.id, attempt.id, startedAt, flagged);
  }
}

/** Marks spread over the rubric's lines, each within its own. */
function rubricSplit(lines: number[], total: number): number[] {
  let left = total;
  return lines.map((most) => {
    const given = Math.min(most, left);
    left -= given;
    return given;
  });
}

/**
 * The face checks of a face-checked demo attempt: one pass; for the flagged one, a failed first picture (kept,
 * waiting for review) before the pass. Its pictures are drawn by seedAssessmentDemoPictures (no real faces).
 */
async function seedFaceChecks(
  tx: Tx,
  instituteId: string,
  candidateId: string,
  attemptId: string,
  startedAt: Date,
  flagged: boolean,
): Promise<void> {
  await tx
    .insert(faceEnrolments)
    .values({
      candidateId,
      instituteId,
      descriptor: Array.from({ length: 128 }, (_, at) => chance(`${candidateId}:d:${at}`) * 0.2 - 0.1),
      pictureKey: `face/${instituteId}/demo-reference-${candidateId}.png`,
      enrolledAt: new Date(startedAt.getTime() - 3 * DAY),
    })
    .onConflictDoNothing({ target: faceEnrolments.candidateId });
  const granted = await tx
    .update(parentConsents)
    .set({ faceChecksAllowed: true })
    .where(and(eq(parentConsents.studentId, candidateId), eq(parentConsents.status, 'GRANTED')))
    .returning({ id: parentConsents.id });
  if (granted.length > 0) {
    await recordConsent(tx, {
      userId: candidateId,
      purposes: ['FACE_CHECKS'],
      granted: true,
      grantor: 'PARENT',
      source: 'parent-link',
      at: new Date(startedAt.getTime() - 4 * DAY),
    });
  }
  const checks = [
    ...(flagged
      ? [
          {
            outcome: 'FAIL' as const,
            distance: 0.63,
            pictureKey: `face/${instituteId}/demo-check-${attemptId}.png`,
            reviewState: 'PENDING' as const,
            createdAt: new Date(startedAt.getTime() - 90_000),
          },
        ]
      : []),
    {
      outcome: 'PASS' as const,
      distance: 0.21,
      pictureKey: null,
      reviewState: 'NONE' as const,
      createdAt: new Date(startedAt.getTime() - 30_000),
    },
  ];
  await tx
    .insert(faceChecks)
    .values(checks.map((check) => ({ ...check, attemptId, instituteId, candidateId, stage: 'START' as const })));
}

/**
 * The demo's face pictures are drawings, never photographs: a round face, hair and a smile in colours taken from the
 * key, so the reviewer sees two different "people" side by side. Written when missing (a fresh data folder).
 */
export async function seedAssessmentDemoPictures(db: Db, storage: FileStorage): Promise<void> {
  const enrolled = await db.select({ key: faceEnrolments.pictureKey }).from(faceEnrolments);
  const kept = await db
    .select({ key: faceChecks.pictureKey })
    .from(faceChecks)
    .where(inArray(faceChecks.reviewState, ['PENDING']));
  const keys = [...enrolled, ...kept]
    .map((row) => row.key)
    .filter((key): key is string => !!key && key.includes('/demo-'));
  for (const key of keys) {
    if (await storage.info(key)) continue;
    await storage.put(key, await drawnFace(key));
  }
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2b1d0e', '#4b3621', '#1c1c1c', '#6a4e23', '#3b2f2f'];
const BACKDROP = ['#dbe9f6', '#e6f4ea', '#fdf1dc', '#efe3f7'];

async function drawnFace(key: string): Promise<Buffer> {
  const pick = (list: string[], salt: string) => list[Math.floor(chance(`${key}:${salt}`) * list.length)] ?? list[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${pick(BACKDROP, 'bg')}"/>
  <ellipse cx="240" cy="200" rx="150" ry="140" fill="${pick(HAIR, 'hair')}"/>
  <rect x="120" y="380" width="240" height="120" rx="60" fill="#5b7db1"/>
  <circle cx="240" cy="250" r="120" fill="${pick(SKIN, 'skin')}"/>
  <circle cx="198" cy="235" r="11" fill="#222"/>
  <circle cx="282" cy="235" r="11" fill="#222"/>
  <path d="M195 295 Q240 ${320 + Math.round(chance(`${key}:smile`) * 20)} 285 295" stroke="#7a3b2e" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
