/** Who may read and change an institute's academic structure (spec §6: curriculum pages are institute-only). */
import { ROLE_SETS, type Role } from '@noticeboard/shared';
import { forbidden } from '../../lib/errors';

/** Changes: the school account only. */
export const ACADEMIC_WRITERS: readonly Role[] = ROLE_SETS.instituteOnly;
/** Lists other features need (class, section and subject pickers): anyone inside the school. */
export const ACADEMIC_READERS: readonly Role[] = ROLE_SETS.instituteMembers;
/** What a faculty member teaches: the school, its admins and faculty. */
export const TEACHING_READERS: readonly Role[] = ROLE_SETS.instituteFacultyAdmin;

interface Scoped {
  role: Role;
  instituteId: string | null;
}

/** The institute whose structure the actor may see; routes have already checked the role. */
export function academicScope(actor: Scoped): string {
  if (!actor.instituteId) throw forbidden();
  return actor.instituteId;
}

/** Faculty may look up only what they teach themselves; the school and its admins anyone's. */
export function canSeeTeachingOf(actor: Scoped & { id: string }, facultyId: string): boolean {
  return actor.role !== 'FACULTY' || actor.id === facultyId;
}
