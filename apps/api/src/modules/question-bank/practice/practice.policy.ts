/**
 * Who practises for the record. Students and individuals practise: their answers are kept (score, summary,
 * attempted list). Visitors may practise the open set, checked but not kept. School accounts, faculty and admins
 * may read practice questions and check answers (previewing what students see) but keep no practice history:
 * the practice summary and attempted pages are the students' and individuals' (spec §6).
 */
import { ROLE_SETS, type Role } from '@noticeboard/shared';
import type { Actor } from '../../../plugins/auth';
import type { PoolViewer } from '../question-pool';

export const PRACTICE_RECORDERS: readonly Role[] = ROLE_SETS.candidateOrIndividual;

export const keepsPracticeHistory = (actor: Actor | null): actor is Actor =>
  actor !== null && PRACTICE_RECORDERS.includes(actor.role);

export const poolViewerOf = (actor: Actor | null): PoolViewer => ({ instituteId: actor?.instituteId ?? null });
