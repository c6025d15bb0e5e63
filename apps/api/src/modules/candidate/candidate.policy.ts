/** Who manages students: the school account and its admins, inside their own school only. */
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { managedInstituteId } from '../institute/institute.policy';

/** The caller's institute; anyone else is refused. */
export function studentScopeOf(actor: Actor): string {
  const instituteId = managedInstituteId(actor);
  if (!instituteId) throw forbidden();
  return instituteId;
}
