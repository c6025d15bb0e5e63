/** Who may read which board and summary: pure decisions from the caller and what they ask for. */
import {
  LEADERBOARD_MESSAGES,
  type LeaderboardQuery,
  ROLE_SETS,
  type Role,
  type SectionType,
  type StudentClass,
} from '@noticeboard/shared';
import { badRequest, forbidden } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import type { BoardFilter } from './leaderboard.repository';

/** The school accounts and staff that read their school's summaries and choose class boards. */
export const SUMMARY_READERS: readonly Role[] = ROLE_SETS.instituteFacultyAdmin;

export const isSchoolStaff = (actor: Actor): boolean =>
  actor.instituteId !== null && SUMMARY_READERS.includes(actor.role);

/**
 * The rows a board counts. Students get their own class and section; staff choose a class (and section) of their
 * own school; callers without a school have the platform board only.
 */
export function boardFilterFor(
  actor: Actor,
  query: Pick<LeaderboardQuery, 'scope' | 'studentClass' | 'section'>,
  student: { studentClass: StudentClass | null; section: SectionType | null },
): BoardFilter {
  if (query.scope === 'PLATFORM') return { kind: 'PLATFORM' };
  const instituteId = actor.instituteId;
  if (!instituteId) throw forbidden(LEADERBOARD_MESSAGES.scopeNeedsSchool);
  if (query.scope === 'INSTITUTE') return { kind: 'INSTITUTE', instituteId };
  const staff = isSchoolStaff(actor);
  const studentClass = staff ? query.studentClass : student.studentClass;
  const section = staff ? query.section : student.section;
  if (!studentClass) {
    if (staff) throw badRequest(LEADERBOARD_MESSAGES.classNeeded);
    throw forbidden(LEADERBOARD_MESSAGES.scopeNeedsSchool);
  }
  if (query.scope === 'CLASS') return { kind: 'CLASS', instituteId, studentClass };
  if (!section) {
    if (staff) throw badRequest(LEADERBOARD_MESSAGES.classNeeded);
    throw forbidden(LEADERBOARD_MESSAGES.scopeNeedsSchool);
  }
  return { kind: 'SECTION', instituteId, studentClass, section };
}

/** Cache key of a board's ranking. */
export function boardKeyOf(filter: BoardFilter): string {
  switch (filter.kind) {
    case 'PLATFORM':
      return 'P';
    case 'INSTITUTE':
      return `I:${filter.instituteId}`;
    case 'CLASS':
      return `C:${filter.instituteId}:${filter.studentClass}`;
    case 'SECTION':
      return `S:${filter.instituteId}:${filter.studentClass}:${filter.section}`;
  }
}
