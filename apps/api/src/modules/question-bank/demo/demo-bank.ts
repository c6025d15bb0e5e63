/**
 * The demo question bank: every hand-written and generated question, shared out between the two demo schools
 * (Greenfield gets two in three, Riverside the rest, subject by subject) with a review state, plus the open set.
 */
import type { QuestionStatus } from '@noticeboard/shared';
import { BIOLOGY_QUESTIONS } from './biology';
import { CHEMISTRY_QUESTIONS } from './chemistry';
import { COMPUTER_QUESTIONS } from './computers';
import type { DemoQuestion } from './demo-question';
import { ENGLISH_QUESTIONS } from './english';
import { ART_QUESTIONS, ENVIRONMENTAL_STUDIES_QUESTIONS } from './environmental-studies';
import { MATHS_QUESTIONS } from './maths';
import { OPEN_SET_QUESTIONS } from './open-set';
import { PHYSICS_QUESTIONS } from './physics';
import { SCIENCE_QUESTIONS } from './science';
import { SOCIAL_STUDIES_QUESTIONS } from './social-studies';

export const DEMO_BANK_SCHOOLS = {
  greenfield: 'greenfield-public-school',
  riverside: 'riverside-international-academy',
} as const;
export type DemoBankSchool = keyof typeof DEMO_BANK_SCHOOLS;

export const SCHOOL_QUESTION_SETS: DemoQuestion[][] = [
  MATHS_QUESTIONS,
  ENGLISH_QUESTIONS,
  ENVIRONMENTAL_STUDIES_QUESTIONS,
  ART_QUESTIONS,
  SCIENCE_QUESTIONS,
  SOCIAL_STUDIES_QUESTIONS,
  PHYSICS_QUESTIONS,
  CHEMISTRY_QUESTIONS,
  BIOLOGY_QUESTIONS,
  COMPUTER_QUESTIONS,
];

export interface DemoBankEntry {
  school: DemoBankSchool;
  status: QuestionStatus;
  reviewNote: string | null;
  question: DemoQuestion;
}

/** About one in seven of a subject's questions waits for review, in both schools, so every queue has work. */
const isPending = (index: number) => index % 14 === 5 || index % 14 === 10;

export function demoSchoolBank(): DemoBankEntry[] {
  return SCHOOL_QUESTION_SETS.flatMap((set) =>
    set.map((question, index): DemoBankEntry => {
      // Rejected questions stay with Greenfield, the school of the documented demo accounts.
      if (question.review?.status === 'REJECTED') {
        return { school: 'greenfield', status: 'REJECTED', reviewNote: question.review.note, question };
      }
      const school: DemoBankSchool = index % 3 === 1 ? 'riverside' : 'greenfield';
      const pending = question.review?.status === 'PENDING_REVIEW' || isPending(index);
      return { school, status: pending ? 'PENDING_REVIEW' : 'APPROVED', reviewNote: null, question };
    }),
  );
}

export const DEMO_OPEN_SET: DemoQuestion[] = OPEN_SET_QUESTIONS;
