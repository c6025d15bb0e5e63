/** Who reviews abuse reports: the school account and its admins, only for their own school's reports. */
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

export function reviewScopeOf(actor: Actor): string {
  if ((actor.role !== 'INSTITUTE' && actor.role !== 'ADMIN') || !actor.instituteId) throw forbidden();
  return actor.instituteId;
}
