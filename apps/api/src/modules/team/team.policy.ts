/** Who may manage the team: the school account alone (spec §6: /team is institute-only). */
import { ROLE_SETS, type StaffRole } from '@noticeboard/shared';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { canManageRole, managedInstituteId } from '../institute/institute.policy';

export function teamScope(actor: Actor, role: StaffRole = 'FACULTY'): string {
  const instituteId = managedInstituteId(actor);
  if (!instituteId) throw forbidden();
  if (!canManageRole(actor, role)) throw forbidden('Only the school account can manage admins');
  return instituteId;
}

/** The committee is read by anyone of the institute; another institute's id answers as unknown. */
export function canReadCommittee(actor: Actor, instituteId: string): boolean {
  return actor.instituteId === instituteId;
}

/** The committee's emails are the school account's to see (it has them on /team); others get names only. */
export function seesCommitteeEmails(actor: Actor): boolean {
  return (ROLE_SETS.instituteOnly as readonly string[]).includes(actor.role);
}
