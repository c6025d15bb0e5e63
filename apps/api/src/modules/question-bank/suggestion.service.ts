/**
 * Suggestions (issue 6 §3): the questions of the last 14 days' daily quizzes, made from the news, that a school has
 * not taken yet. A faculty member takes one into the bank by placing it (class, subject, chapter, difficulty,
 * board): it becomes the school's PENDING_REVIEW question with the suggestion's id, once per school.
 */

import type { acceptSuggestionBodySchema } from '@noticeboard/shared';
import { type BankQuestion, QUESTION_BANK_MESSAGES as M, type QuestionInput } from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { offsetOf, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { orOnRace } from '../academic/unique-race';
import { insertQuestion } from './question.repository';
import { placementOf, type QuestionService, schoolActorOf } from './question.service';
import { findSuggestion, listSuggestions, type SuggestionRow } from './suggestion.repository';

export const SUGGESTION_WINDOW_DAYS = 14;
/** Shown when a school takes the same suggestion twice (the contract has no message for it). */
export const SUGGESTION_TAKEN = 'This suggestion is already in your question bank';

const DAY_MS = 86_400_000;
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The first quiz day (YYYY-MM-DD, Asia/Kolkata) of the window that ends today. */
export function windowStartDate(now: Date, days = SUGGESTION_WINDOW_DAYS): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MS - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

function presentSuggestion(row: SuggestionRow) {
  return {
    id: row.id,
    stem: row.stem,
    options: row.options,
    answerIndex: row.answerIndex,
    explanation: row.explanation,
    sourceArticle: row.articleSlug && row.articleTitle ? { slug: row.articleSlug, title: row.articleTitle } : null,
    category: row.category,
    quizDate: row.quizDate,
  };
}

export class SuggestionService {
  constructor(
    private readonly db: Db,
    private readonly questions: QuestionService,
  ) {}

  async list(caller: Actor, query: { page: number; size: number }, now = new Date()) {
    const actor = schoolActorOf(caller);
    const { rows, total } = await listSuggestions(this.db, actor.instituteId, windowStartDate(now), {
      limit: query.size,
      offset: offsetOf(query),
    });
    return pageFrom(rows.map(presentSuggestion), query, total);
  }

  async accept(
    caller: Actor,
    suggestionId: string,
    body: z.infer<typeof acceptSuggestionBodySchema>,
    now = new Date(),
  ): Promise<BankQuestion> {
    const actor = schoolActorOf(caller);
    const suggestion = await findSuggestion(this.db, windowStartDate(now), suggestionId);
    if (!suggestion) throw notFound(M.questionNotFound);
    const placement = await placementOf(this.db, actor.instituteId, body);
    const content: Omit<QuestionInput, 'subjectId' | 'chapterId'> = {
      stem: suggestion.stem,
      options: suggestion.options,
      answerIndex: suggestion.answerIndex,
      explanation: suggestion.explanation,
      difficulty: body.difficulty,
      board: body.board,
      studentClass: body.studentClass,
      topic: body.topic || null,
    };
    const row = await orOnRace(
      () =>
        insertQuestion(this.db, {
          ...content,
          ...placement,
          instituteId: actor.instituteId,
          authorId: actor.id,
          status: 'PENDING_REVIEW',
          suggestionId,
        }),
      () => conflict(SUGGESTION_TAKEN),
    );
    return this.questions.get(actor, row.id);
  }
}
