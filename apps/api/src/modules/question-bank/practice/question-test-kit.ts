/**
 * Test set-up for practice and papers: bank questions and adoptions written straight into the database (the bank
 * CRUD is built beside this), and a caller for the routes.
 */
import type { Board, Difficulty, QuestionStatus, StudentClass } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { bankQuestions, questionBankAdoptions } from '../../../db/schema';
import type { TestApp } from '../../../test/build-test-app';

export interface QuestionSeed {
  instituteId?: string | null;
  authorId?: string | null;
  stem?: string;
  options?: string[];
  answerIndex?: number;
  explanation?: string;
  difficulty?: Difficulty;
  board?: Board;
  studentClass?: StudentClass;
  subjectName?: string;
  chapterTitle?: string | null;
  topic?: string | null;
  status?: QuestionStatus;
  deletedAt?: Date | null;
  createdAt?: Date;
}

let counter = 0;

/** One bank question; by default an approved open-set Class 8 Science question whose answer is the second option. */
export async function insertQuestion(db: Db, seed: QuestionSeed = {}) {
  counter += 1;
  const [row] = await db
    .insert(bankQuestions)
    .values({
      instituteId: seed.instituteId ?? null,
      authorId: seed.authorId ?? null,
      stem: seed.stem ?? `Which gas do green plants give out in sunlight? (practice ${counter})`,
      options: seed.options ?? ['Carbon dioxide', 'Oxygen', 'Nitrogen', 'Helium'],
      answerIndex: seed.answerIndex ?? 1,
      explanation: seed.explanation ?? 'Photosynthesis releases oxygen into the air.',
      difficulty: seed.difficulty ?? 'EASY',
      board: seed.board ?? 'CBSE',
      studentClass: seed.studentClass ?? 'EIGHT',
      subjectName: seed.subjectName ?? 'Science',
      chapterTitle: seed.chapterTitle === undefined ? 'Life Processes' : seed.chapterTitle,
      topic: seed.topic ?? null,
      status: seed.status ?? 'APPROVED',
      deletedAt: seed.deletedAt ?? null,
      createdAt: seed.createdAt ?? new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
    })
    .returning();
  if (!row) throw new Error('question not inserted');
  return row;
}

export async function insertAdoption(
  db: Db,
  requesterInstituteId: string,
  ownerInstituteId: string,
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'ENDED' = 'ACCEPTED',
) {
  await db.insert(questionBankAdoptions).values({ requesterInstituteId, ownerInstituteId, status });
}

/** `call(method, url, cookie?, payload?)` through app.inject; urls are written without the /api prefix. */
export function bankCaller(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
