/** Rows → wire shapes. Mid-quiz question shapes are built field by field: the answer key is never among them. */
import type {
  QuizQuestion,
  QuizResult,
  quizSummaryItemSchema,
  reviewQuestionSchema,
  TopicCategory,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { QuestionRow, QuizRow, SessionRow } from './quiz.repository';
import { dayEnd } from './quiz-day';

export type QuizSummary = z.infer<typeof quizSummaryItemSchema>;
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export function summaryOf(quiz: QuizRow, authorName: string | null = null): QuizSummary {
  return {
    id: quiz.id,
    customUrl: quiz.customUrl,
    kind: quiz.kind,
    title: quiz.title,
    quizDate: quiz.quizDate,
    questionCount: quiz.sessionQuestionCount,
    timeLimitSeconds: quiz.timeLimitSeconds,
    closesAt: dayEnd(quiz.closesOn).toISOString(),
    authorName,
    studentClass: quiz.studentClass,
  };
}

/** The stored result of a finished session; null while it is in progress. */
export function resultOf(session: SessionRow): QuizResult | null {
  if (session.status === 'IN_PROGRESS' || !session.submittedAt) return null;
  return {
    score: session.score ?? 0,
    totalQuestionAttempted: session.totalAttempted ?? 0,
    totalRightAnswers: session.totalRight ?? 0,
    totalWrongAnswers: session.totalWrong ?? 0,
    skippedAnswers: session.skipped ?? 0,
    totalQuestions: session.questionIds.length,
    timeTakenSeconds: session.timeTakenSeconds ?? 0,
    submittedAt: session.submittedAt.toISOString(),
  };
}

/** Rows in the session's order (the order its question ids were stored in). */
function inSessionOrder(session: SessionRow, rows: QuestionRow[]): QuestionRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return session.questionIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

const sourceArticleOf = (row: QuestionRow) =>
  row.articleSlug && row.articleTitle ? { slug: row.articleSlug, title: row.articleTitle } : null;

/** What a player sees mid-quiz: stem, options and source; no answer, no explanation. */
export function playQuestionsOf(session: SessionRow, rows: QuestionRow[]): QuizQuestion[] {
  return inSessionOrder(session, rows).map((row, index) => ({
    id: row.id,
    position: index + 1,
    stem: row.stem,
    options: [...row.options],
    category: row.category as TopicCategory | null,
    sourceArticle: sourceArticleOf(row),
  }));
}

export function reviewQuestionsOf(
  session: SessionRow,
  rows: QuestionRow[],
  answers: Array<{ questionId: string; selectedIndex: number | null }>,
): ReviewQuestion[] {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.selectedIndex]));
  return inSessionOrder(session, rows).map((row, index) => {
    const selectedIndex = chosen.get(row.id) ?? null;
    const outcome = selectedIndex === null ? 'SKIPPED' : selectedIndex === row.answerIndex ? 'RIGHT' : 'WRONG';
    return {
      id: row.id,
      position: index + 1,
      stem: row.stem,
      options: [...row.options],
      category: row.category as TopicCategory | null,
      sourceArticle: sourceArticleOf(row),
      answerIndex: row.answerIndex,
      selectedIndex,
      outcome,
      explanation: row.explanation,
    };
  });
}

export function savedAnswersOf(answers: Array<{ questionId: string; selectedIndex: number | null }>) {
  const saved: Record<string, number> = {};
  for (const answer of answers) if (answer.selectedIndex !== null) saved[answer.questionId] = answer.selectedIndex;
  return saved;
}
