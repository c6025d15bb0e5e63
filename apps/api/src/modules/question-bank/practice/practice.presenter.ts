/** Practice rows to wire shapes; a practice question carries no answer until it has been answered. */
import type { McqQuestion, mcqAttemptedItemSchema, mcqScoreSchema } from '@noticeboard/shared';
import type { z } from 'zod';
import { sourceOf } from '../question.presenter';
import type { PoolViewer } from '../question-pool.repository';
import type { AttemptedRow, PracticeRow } from './practice.repository';

type QuestionBase = Omit<McqQuestion, 'lastAttempt'>;
type McqScore = z.infer<typeof mcqScoreSchema>;

function presentBase(row: Omit<PracticeRow, 'lastSelected' | 'lastCorrect'>, viewer: PoolViewer): QuestionBase {
  return {
    id: row.id,
    stem: row.stem,
    options: row.options,
    difficulty: row.difficulty,
    studentClass: row.studentClass,
    subject: { id: row.subjectId, name: row.subjectName },
    chapter: row.chapterTitle === null ? null : { id: row.chapterId, title: row.chapterTitle },
    topic: row.topic,
    source: sourceOf(row.instituteId, viewer),
  };
}

export function presentPracticeQuestion(row: PracticeRow, viewer: PoolViewer): McqQuestion {
  const lastAttempt =
    row.lastSelected === null || row.lastCorrect === null
      ? null
      : { selectedIndex: row.lastSelected, correct: row.lastCorrect };
  return { ...presentBase(row, viewer), lastAttempt };
}

export function presentAttempted(row: AttemptedRow, viewer: PoolViewer): z.infer<typeof mcqAttemptedItemSchema> {
  return {
    ...presentBase(row, viewer),
    selectedIndex: row.selectedIndex,
    answerIndex: row.answerIndex,
    correct: row.correct,
    explanation: row.explanation,
    attempts: row.attempts,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/** Right answers out of attempted, 0–100 with one decimal. */
export function scoreOf(tally: { attempted: number; right: number }): McqScore {
  const { attempted, right } = tally;
  const accuracyPercent = attempted === 0 ? 0 : Math.round((right / attempted) * 1000) / 10;
  return { attempted, right, wrong: attempted - right, accuracyPercent };
}
