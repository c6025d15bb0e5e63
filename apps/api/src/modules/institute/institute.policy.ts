/**
 * Who may manage an institute's members. Spec §6 gives /candidate and /team (with faculty and committee
 * history) to the school account alone, so the guards and these checks read `ROLE_SETS.instituteOnly`.
 */
import { ROLE_SETS, type Role } from '@noticeboard/shared';

interface Manager {
  role: Role;
  instituteId: string | null;
}

const MANAGERS: readonly Role[] = ROLE_SETS.instituteOnly;

/** The institute the actor manages, or null when they manage none. */
export function managedInstituteId(actor: Manager): string | null {
  return MANAGERS.includes(actor.role) ? actor.instituteId : null;
}

/** Admins never manage admins, even were the manager set ever widened to them. */
export function canManageRole(actor: Manager, memberRole: 'FACULTY' | 'ADMIN' | 'CANDIDATE'): boolean {
  if (managedInstituteId(actor) === null) return false;
  return memberRole !== 'ADMIN' || actor.role === 'INSTITUTE';
}
