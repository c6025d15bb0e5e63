/** Who may manage an institute's members: the school account and its admins, inside their own school. */
import type { Role } from '@noticeboard/shared';

interface Manager {
  role: Role;
  instituteId: string | null;
}

export const MEMBER_MANAGER_ROLES: readonly Role[] = ['INSTITUTE', 'ADMIN'];

/** The institute the actor manages, or null when they manage none. */
export function managedInstituteId(actor: Manager): string | null {
  return MEMBER_MANAGER_ROLES.includes(actor.role) ? actor.instituteId : null;
}

/** Admins may add faculty and students; only the school account may add or remove admins. */
export function canManageRole(actor: Manager, memberRole: 'FACULTY' | 'ADMIN' | 'CANDIDATE'): boolean {
  if (managedInstituteId(actor) === null) return false;
  return memberRole !== 'ADMIN' || actor.role === 'INSTITUTE';
}
