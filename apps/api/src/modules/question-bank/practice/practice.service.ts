/**
 * MCQ practice (issue 6 §3; spec §2: open to visitors). The pool is question-pool.repository.ts's: visitors and individuals
 * the open set, a school's members their school's approved questions, adopted ones and the open set. A question
 * outside the caller's pool answers 404 exactly like a missing one, so another school's questions stay unseen.
 * Who keeps a history: practice.policy.ts. Score, summary and the attempted list cover every answer the player
 * kept, also of questions that later left their pool (they have already seen them).
 */
import {
  DIFFICULTIES,
  type McqQuestion,
  type mcqAnswerBodySchema,
  type mcqAnswerResultSchema,
  type mcqSummarySchema,
  QUESTION_BANK_MESSAGES,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import { type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { keepsPracticeHistory, poolViewerOf } from './practice.policy';
import { presentAttempted, presentPracticeQuestion, scoreOf } from './practice.presenter';
import {
  type AttemptedFilter,
  countAttempted,
  findUsableQuestion,
  type McqQuery,
  selectAttemptedPage,
  selectPracticePage,
  selectTallies,
  upsertAttempt,
} from './practice.repository';

type AnswerBody = z.infer<typeof mcqAnswerBodySchema>;
type AnswerResult = z.infer<typeof mcqAnswerResultSchema>;

export class PracticeService {
  constructor(private readonly db: Db) {}

  async questions(actor: Actor | null, query: McqQuery): Promise<Page<McqQuestion>> {
    const viewer = poolViewerOf(actor);
    const { rows, total } = await selectPracticePage(this.db, viewer, actor?.id ?? null, query);
    return pageFrom(
      rows.map((row) => presentPracticeQuestion(row, viewer)),
      query,
      total,
    );
  }

  async answer(actor: Actor | null, body: AnswerBody): Promise<AnswerResult> {
    const question = await findUsableQuestion(this.db, poolViewerOf(actor), body.questionId);
    if (!question) throw notFound(QUESTION_BANK_MESSAGES.questionNotFound);
    if (body.selectedIndex >= question.options.length) {
      throw badRequest('Choose one of the options', [
        { field: 'selectedIndex', message: `Choose an option from 0 to ${question.options.length - 1}` },
      ]);
    }
    const correct = body.selectedIndex === question.answerIndex;
    const recorded = keepsPracticeHistory(actor);
    if (recorded) {
      await upsertAttempt(this.db, {
        userId: actor.id,
        questionId: question.id,
        selectedIndex: body.selectedIndex,
        correct,
      });
    }
    return {
      questionId: question.id,
      correct,
      answerIndex: question.answerIndex,
      explanation: question.explanation,
      recorded,
    };
  }

  async score(actor: Actor) {
    const { totals } = await selectTallies(this.db, actor.id);
    return scoreOf(totals);
  }

  async summary(actor: Actor): Promise<z.infer<typeof mcqSummarySchema>> {
    const tallies = await selectTallies(this.db, actor.id);
    const byDifficulty = DIFFICULTIES.map((difficulty) => {
      const found = tallies.byDifficulty.find((row) => row.difficulty === difficulty);
      return { difficulty, ...scoreOf(found ?? { attempted: 0, right: 0 }) };
    });
    return {
      totals: scoreOf(tallies.totals),
      bySubject: tallies.bySubject.map((row) => ({ subject: row.subject, ...scoreOf(row) })),
      byDifficulty,
    };
  }

  async attempted(actor: Actor, query: AttemptedFilter & { page: number; size: number }) {
    const viewer = poolViewerOf(actor);
    const { rows, total } = await selectAttemptedPage(this.db, actor.id, query);
    return pageFrom(
      rows.map((row) => presentAttempted(row, viewer)),
      query,
      total,
    );
  }

  async attemptedCount(actor: Actor, filter: AttemptedFilter) {
    return { count: await countAttempted(this.db, actor.id, filter) };
  }
}
