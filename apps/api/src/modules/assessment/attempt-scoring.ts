/**
 * Scoring an attempt (pure): each multiple-choice question earns its marks when the saved option is the key, none
 * otherwise (a skipped one none); written answers wait for a teacher, so an attempt with any written question has
 * no score until it is graded. Also the per-student shuffles: a question order and, per MCQ, an option order,
 * drawn from a seed so the same student always gets the same order (stored on the attempt when it starts).
 */
import { createHash } from 'node:crypto';

export interface ScoredQuestion {
  id: string;
  kind: 'MCQ' | 'WRITTEN';
  answerIndex: number | null;
  marks: number;
}

export interface ScoredAnswer {
  questionId: string;
  selectedIndex: number | null;
}

export interface AnswerMark {
  questionId: string;
  /** MCQ: right or wrong; null when skipped (and for written answers). */
  correct: boolean | null;
  /** MCQ: the marks earned; written: null until graded. */
  marksAwarded: number | null;
}

export interface AttemptScore {
  /** Null while any written answer waits for grading. */
  score: number | null;
  maxScore: number;
  marks: AnswerMark[];
  right: number;
  wrong: number;
  skipped: number;
}

export function scoreAttempt(questions: readonly ScoredQuestion[], answers: readonly ScoredAnswer[]): AttemptScore {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.selectedIndex]));
  let score = 0;
  let maxScore = 0;
  let right = 0;
  let wrong = 0;
  let skipped = 0;
  let needsGrading = false;
  const marks: AnswerMark[] = [];
  for (const question of questions) {
    maxScore += question.marks;
    if (question.kind === 'WRITTEN') {
      needsGrading = true;
      continue;
    }
    const selected = chosen.get(question.id) ?? null;
    if (selected === null) {
      skipped++;
      if (chosen.has(question.id)) marks.push({ questionId: question.id, correct: null, marksAwarded: 0 });
      continue;
    }
    const correct = selected === question.answerIndex;
    if (correct) right++;
    else wrong++;
    const earned = correct ? question.marks : 0;
    score += earned;
    marks.push({ questionId: question.id, correct, marksAwarded: earned });
  }
  return { score: needsGrading ? null : score, maxScore, marks, right, wrong, skipped };
}

/** A deterministic generator from a text seed (mulberry32 over the seed's SHA-256). */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface Shuffles {
  questionOrder: string[];
  /** Per MCQ: displayed position → stored option index. Empty when options are not shuffled. */
  optionOrders: Record<string, number[]>;
}

/** The order one student sees, from their attempt's seed (the same seed gives the same order). */
export function shufflesFor(
  questions: ReadonlyArray<{ id: string; kind: 'MCQ' | 'WRITTEN'; optionCount: number }>,
  settings: { shuffleQuestions: boolean; shuffleOptions: boolean },
  seed: string,
): Shuffles {
  const random = randomFrom(seed);
  const ids = questions.map((question) => question.id);
  const questionOrder = settings.shuffleQuestions ? shuffled(ids, random) : ids;
  const optionOrders: Record<string, number[]> = {};
  if (settings.shuffleOptions) {
    for (const question of questions) {
      if (question.kind !== 'MCQ' || question.optionCount < 2) continue;
      optionOrders[question.id] = shuffled(
        Array.from({ length: question.optionCount }, (_, index) => index),
        random,
      );
    }
  }
  return { questionOrder, optionOrders };
}

/** The stored option index of a displayed position (identity when the options are not shuffled). */
export const storedIndexOf = (order: readonly number[] | undefined, displayed: number): number =>
  order ? (order[displayed] ?? -1) : displayed;

/** The displayed position of a stored option index. */
export const displayedIdOf = (order: readonly number[] | undefined, stored: number | null): number | null => {
  if (stored === null) return null;
  if (!order) return stored;
  const at = order.indexOf(stored);
  return at < 0 ? null : at;
};
