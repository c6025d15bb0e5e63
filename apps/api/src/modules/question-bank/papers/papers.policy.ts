/**
 * Who makes and reads question papers: the school account, its faculty and its admins (spec §6 "question-bank,
 * download history"), always for their own school. Staff without a school have no bank to print from.
 */
import { ROLE_SETS } from '@noticeboard/shared';
import type { Actor } from '../../../plugins/auth';

export const PAPER_MAKERS = ROLE_SETS.instituteFacultyAdmin;

/** The school whose papers the actor may make and read, or null. */
export function paperSchoolOf(actor: Actor): string | null {
  return PAPER_MAKERS.some((role) => role === actor.role) ? actor.instituteId : null;
}
