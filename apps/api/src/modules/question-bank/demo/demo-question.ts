/** The shape of a demo bank question and small helpers shared by the demo data files. */
import type { Difficulty, StudentClass } from '@noticeboard/shared';
import { formatNumber } from '@noticeboard/shared';

export interface DemoQuestion {
  studentClass: StudentClass;
  /** A demo school subject name (academic.seed-data.ts) or, in the open set, a free name. */
  subject: string;
  /** A chapter title of that subject and class in the demo schools' plan. */
  chapter: string;
  topic: string | null;
  difficulty: Difficulty;
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  /** Left out: approved. A rejected question carries the reviewer's note. */
  review?: { status: 'PENDING_REVIEW' } | { status: 'REJECTED'; note: string };
}

/** Fields a data file shares across a run of questions (same class, subject and chapter). */
export type DemoContext = Pick<DemoQuestion, 'studentClass' | 'subject' | 'chapter'>;

export type DemoItem = Omit<DemoQuestion, 'studentClass' | 'subject' | 'chapter' | 'options' | 'answerIndex'> & {
  /** The right answer first; it is moved to a stable position among the options. */
  right: string;
  wrong: string[];
};

/**
 * Puts the right answer at a position that depends on the stem, so answers are spread over A-D without a
 * random generator (the demo is the same on every start).
 */
export function arrange(right: string, wrong: string[], stem: string): Pick<DemoQuestion, 'options' | 'answerIndex'> {
  let hash = 0;
  for (const char of stem) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const answerIndex = hash % (wrong.length + 1);
  const options = [...wrong];
  options.splice(answerIndex, 0, right);
  return { options, answerIndex };
}

/** Questions of one class, subject and chapter, written with the right answer first. */
export function chapterQuestions(context: DemoContext, items: DemoItem[]): DemoQuestion[] {
  return items.map(({ right, wrong, ...rest }) => ({ ...context, ...rest, ...arrange(right, wrong, rest.stem) }));
}

/** Shorthand for the hand-written files: [difficulty, topic, stem, right, wrong[], explanation, review?]. */
export type Row = [Difficulty, string | null, string, string, string[], string, DemoQuestion['review']?];

export function rows(context: DemoContext, list: Row[]): DemoQuestion[] {
  return chapterQuestions(
    context,
    list.map(([difficulty, topic, stem, right, wrong, explanation, review]) => ({
      difficulty,
      topic,
      stem,
      right,
      wrong,
      explanation,
      ...(review ? { review } : {}),
    })),
  );
}

/** Indian digit grouping for numbers up to crores (12,34,567). */
export function inr(value: number): string {
  return formatNumber(value);
}
