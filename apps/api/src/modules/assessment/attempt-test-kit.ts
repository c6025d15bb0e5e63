/**
 * Test helpers for attempts: a published assignment written straight into the tables (authoring has its own
 * routes and tests), a school with students, and calls as a student.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { assignmentAccommodations, assignmentQuestions, assignments, assignmentTargets } from '../../db/schema';
import type { SignedIn } from '../../test/session';

export { call } from '../quiz/quiz-test-kit';

export interface KitQuestion {
  kind?: 'MCQ' | 'WRITTEN';
  prompt?: string;
  options?: string[];
  answerIndex?: number;
  explanation?: string;
  marks?: number;
  allowFile?: boolean;
}

export interface KitAssignment {
  type?: 'ASSESSMENT' | 'QNA';
  title?: string;
  state?: 'DRAFT' | 'PUBLISHED' | 'CANCELLED';
  opensAt?: Date;
  closesAt?: Date;
  timeLimitMinutes?: number | null;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  resultRelease?: 'IMMEDIATELY' | 'AFTER_CLOSE' | 'AFTER_GRADING';
  faceCheckRequired?: boolean;
  targets?: Array<{ studentClass: 'EIGHT' | 'NINE' | 'TEN'; section?: 'A' | 'B' | null }>;
  questions?: KitQuestion[];
}

let counter = 0;
const code8 = () => {
  counter++;
  return `T${String(counter).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 8);
};

/** Four multiple-choice questions: the right option is the first, second, third and fourth (2 marks each). */
export const FOUR_MCQ: KitQuestion[] = [0, 1, 2, 3].map((answerIndex) => ({
  kind: 'MCQ',
  prompt: `Question ${answerIndex + 1}: which option is number ${answerIndex + 1}?`,
  options: ['one', 'two', 'three', 'four'],
  answerIndex,
  explanation: `Option ${answerIndex + 1} is number ${answerIndex + 1}.`,
  marks: 2,
}));

export interface PublishedAssignment {
  id: string;
  code: string;
  customUrl: string;
  questionIds: string[];
}

/** A published assignment of the school for class 8 (every section) unless told otherwise; opens now, closes in a day. */
export async function publishAssignment(
  db: Db,
  instituteId: string,
  options: KitAssignment = {},
  now = new Date(),
): Promise<PublishedAssignment> {
  const code = code8();
  const questions = options.questions ?? FOUR_MCQ;
  const customUrl = `${(options.title ?? 'class test').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${code.toLowerCase()}`;
  const [row] = await db
    .insert(assignments)
    .values({
      instituteId,
      code,
      customUrl,
      type: options.type ?? 'ASSESSMENT',
      title: options.title ?? 'Class test',
      instructions: 'Read each question carefully.',
      state: options.state ?? 'PUBLISHED',
      opensAt: options.opensAt ?? new Date(now.getTime() - 60_000),
      closesAt: options.closesAt ?? new Date(now.getTime() + 24 * 3_600_000),
      timeLimitMinutes: options.timeLimitMinutes === undefined ? 30 : options.timeLimitMinutes,
      shuffleQuestions: options.shuffleQuestions ?? false,
      shuffleOptions: options.shuffleOptions ?? false,
      resultRelease: options.resultRelease ?? 'IMMEDIATELY',
      faceCheckRequired: options.faceCheckRequired ?? false,
      totalMarks: questions.reduce((sum, question) => sum + (question.marks ?? 1), 0),
      publishedAt: now,
    })
    .returning();
  if (!row) throw new Error('assignment not inserted');
  for (const target of options.targets ?? [{ studentClass: 'EIGHT' as const, section: null }]) {
    await db
      .insert(assignmentTargets)
      .values({ assignmentId: row.id, studentClass: target.studentClass, section: target.section ?? null });
  }
  const inserted = await db
    .insert(assignmentQuestions)
    .values(
      questions.map((question, index) => ({
        assignmentId: row.id,
        position: index + 1,
        kind: question.kind ?? 'MCQ',
        prompt: question.prompt ?? `Question ${index + 1}`,
        options: (question.kind ?? 'MCQ') === 'MCQ' ? (question.options ?? ['a', 'b', 'c', 'd']) : null,
        answerIndex: (question.kind ?? 'MCQ') === 'MCQ' ? (question.answerIndex ?? 0) : null,
        explanation: question.explanation ?? '',
        marks: question.marks ?? 1,
        allowFile: question.allowFile ?? false,
      })),
    )
    .returning({ id: assignmentQuestions.id, position: assignmentQuestions.position });
  return {
    id: row.id,
    code,
    customUrl,
    questionIds: inserted.sort((a, b) => a.position - b.position).map((question) => question.id),
  };
}

export async function giveExtraTime(db: Db, assignmentId: string, candidateId: string, extraMinutes: number) {
  await db.insert(assignmentAccommodations).values({ assignmentId, candidateId, extraMinutes });
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

/** One file posted as multipart (field `file`) to an address, as the attempt page sends it. */
export function uploadFile(
  app: FastifyInstance,
  who: SignedIn | undefined,
  url: string,
  file: Buffer,
  filename: string,
) {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}
