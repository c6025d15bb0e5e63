/** Summary rows to their wire shapes (spec §9 result metrics). */
import type { QuizTotals } from '@noticeboard/shared';
import type { DayRow, StudentTotalsRow, TotalsRow } from './summary.repository';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Average score per quiz played. */
export function presentTotals(row: TotalsRow): QuizTotals {
  const quizzes = Number(row.quizzes);
  const score = Number(row.score);
  return {
    players: Number(row.players),
    quizzesPlayed: quizzes,
    averageScore: quizzes > 0 ? oneDecimal(score / quizzes) : 0,
    score,
    totalQuestionAttempted: Number(row.attempted),
    totalRightAnswers: Number(row.right_answers),
    totalWrongAnswers: Number(row.wrong_answers),
    skippedAnswers: Number(row.skipped),
  };
}

export function sumTotals(rows: readonly TotalsRow[]): TotalsRow {
  const sum = (pick: (row: TotalsRow) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    players: sum((row) => row.players),
    quizzes: sum((row) => row.quizzes),
    score: sum((row) => row.score),
    attempted: sum((row) => row.attempted),
    right_answers: sum((row) => row.right_answers),
    wrong_answers: sum((row) => row.wrong_answers),
    skipped: sum((row) => row.skipped),
    time_taken: sum((row) => row.time_taken),
  };
}

export const participationPercent = (players: number, students: number) =>
  students > 0 ? oneDecimal((players * 100) / students) : 0;

export function presentStudent(row: StudentTotalsRow) {
  const { players: _players, ...totals } = presentTotals(row);
  return {
    ...totals,
    userId: row.user_id,
    name: row.name,
    customUrl: row.custom_url,
    studentClass: row.student_class,
    section: row.section,
    lastPlayedOn: row.last_played_on,
  };
}

export function presentDay(row: DayRow) {
  return {
    day: row.day,
    quizzesPlayed: Number(row.quizzes),
    result: {
      score: Number(row.score),
      totalQuestionAttempted: Number(row.attempted),
      totalRightAnswers: Number(row.right_answers),
      totalWrongAnswers: Number(row.wrong_answers),
      skippedAnswers: Number(row.skipped),
      timeTakenSeconds: Number(row.time_taken),
    },
  };
}
