/** Who reads which analytics: a school's staff read their own school's totals; everyone reads their own history. */
import { ANALYTICS_MESSAGES, ROLE_SETS, type Role } from '@noticeboard/shared';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** The school account, its admins and its faculty (spec §6's "Institute, faculty or admin", as quiz summaries). */
export const SCHOOL_ANALYTICS_READERS: readonly Role[] = ROLE_SETS.instituteFacultyAdmin;

/** The school whose analytics the caller reads: their own, or a refusal (an individual without a school). */
export function schoolOf(actor: Actor): string {
  if (actor.instituteId === null || !SCHOOL_ANALYTICS_READERS.includes(actor.role))
    throw forbidden(ANALYTICS_MESSAGES.schoolOnly);
  return actor.instituteId;
}
