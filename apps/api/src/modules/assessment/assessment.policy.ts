/** Who may write, grade and attempt assignments (decisions in docs/architecture.md, "Assessments"). */
import { ROLE_SETS, type Role } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';

/** The school account, its admins and its faculty author, publish and grade (spec §6 pages are the school's; the API serves its staff). */
export const ASSESSMENT_STAFF: readonly Role[] = ROLE_SETS.instituteFacultyAdmin;
/** Students attempt (spec §6: attempt-assignment is candidate only). */
export const ASSESSMENT_STUDENTS: readonly Role[] = ROLE_SETS.candidateOnly;

/** Staff of this school. */
export const isAssessmentStaffOf = (actor: Actor, instituteId: string) =>
  actor.instituteId === instituteId && ASSESSMENT_STAFF.includes(actor.role);

/**
 * Changing an assignment (settings, questions, publishing, cancelling, grading rules): the school account and admins
 * any of the school's; a teacher their own. Reading and grading attempts: any staff of the school.
 */
export const mayManageAssignment = (actor: Actor, assignment: { instituteId: string; createdBy: string | null }) =>
  isAssessmentStaffOf(actor, assignment.instituteId) && (actor.role !== 'FACULTY' || assignment.createdBy === actor.id);

/** Reviewing flagged face checks and attesting identity: the school account and admins, and the assignment's author. */
export const mayDecideIdentity = mayManageAssignment;
