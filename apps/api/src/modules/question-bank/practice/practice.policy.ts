/**
 * Who practises for the record. Students and individuals practise: their answers are kept (score, summary,
 * attempted list). Visitors may practise the open set, checked but not kept. School accounts, faculty and admins
 * may read practice questions and check answers (previewing what students see) but keep no practice history:
 * the practice summary and attempted pages are the students' and individuals' (spec §6).
 */
import { ACCESS, ROLE_SETS, type Role } from '@noticeboard/shared';
import type { Actor } from '../../../plugins/auth';
import type { PoolViewer } from '../question-pool.repository';

export const PRACTICE_RECORDERS: readonly Role[] = ROLE_SETS.candidateOrIndividual;

/** The practice questions, their filters and answer checking. */
export const OPEN_PRACTICE = ACCESS.open(
  'MCQ practice is open to anonymous visitors (spec §6 openWhenAnonymous); their answers are not kept',
);

export const keepsPracticeHistory = (actor: Actor | null): actor is Actor =>
  actor !== null && PRACTICE_RECORDERS.includes(actor.role);

export const poolViewerOf = (actor: Actor | null): PoolViewer => ({ instituteId: actor?.instituteId ?? null });
