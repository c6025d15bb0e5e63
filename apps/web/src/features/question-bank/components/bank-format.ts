/** Labels, colours and dates shared by the bank's pages. */
import {
  type BankQuestion,
  DIFFICULTY_LABELS,
  type Difficulty,
  QUESTION_STATUS_LABELS,
  type QuestionStatus,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
} from '@noticeboard/shared';

export const STATUS_COLORS: Record<QuestionStatus, string> = {
  PENDING_REVIEW: 'yellow',
  APPROVED: 'teal',
  REJECTED: 'red',
};

export const DIFFICULTY_COLORS: Record<Difficulty, string> = { EASY: 'blue', MEDIUM: 'grape', HARD: 'orange' };

export const statusLabel = (status: QuestionStatus) => QUESTION_STATUS_LABELS[status];
export const difficultyLabel = (difficulty: Difficulty) => DIFFICULTY_LABELS[difficulty];

export const CLASS_OPTIONS = STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }));

/** "A", "B", … for option letters on question cards and papers. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export const questionsCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** Papers are made from approved questions only (the API refuses the rest). */
export const canGoInPaper = (question: Pick<BankQuestion, 'status'>) => question.status === 'APPROVED';
