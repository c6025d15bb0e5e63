/** Who may play, see and manage quizzes (decisions in docs/architecture.md, "Quizzes"). */
import { ROLE_SETS, type Role } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import type { PlayerRow, QuizRow } from './quiz.repository';

/** Anyone signed in except a school's own account plays the daily quiz. */
export const mayPlayDaily = (actor: Actor) => actor.role !== 'INSTITUTE';

export type FacultyQuizAccess = 'PLAY' | 'NOT_FOR_YOU' | 'HIDDEN';

/** A faculty quiz is for the students of its school and class; other schools do not see it at all. */
export function facultyQuizAccess(actor: Actor, player: PlayerRow, quiz: QuizRow): FacultyQuizAccess {
  if (!quiz.instituteId || actor.instituteId !== quiz.instituteId) return 'HIDDEN';
  if (actor.role !== 'CANDIDATE' || player.studentClass !== quiz.studentClass) return 'NOT_FOR_YOU';
  return 'PLAY';
}

/** The roles that list and close a school's faculty quizzes and read its results (the service checks the school). */
export const QUIZ_STAFF: readonly Role[] = ROLE_SETS.instituteFacultyAdmin;
/** The roles that write faculty quizzes. */
export const FACULTY_QUIZ_AUTHORS: readonly Role[] = ['FACULTY', 'ADMIN'];

/** Faculty and admins write faculty quizzes for their school. */
export const mayAuthorFacultyQuiz = (actor: Actor) =>
  (actor.role === 'FACULTY' || actor.role === 'ADMIN') && actor.instituteId !== null;

/** The school account, faculty and admins of the quiz's school see its quizzes and results. */
export const isStaffOf = (actor: Actor, instituteId: string | null) =>
  instituteId !== null &&
  actor.instituteId === instituteId &&
  (actor.role === 'INSTITUTE' || actor.role === 'FACULTY' || actor.role === 'ADMIN');

/** The author, the school account or an admin of the school closes a faculty quiz. */
export const mayCloseFacultyQuiz = (actor: Actor, quiz: QuizRow) =>
  isStaffOf(actor, quiz.instituteId) && (quiz.authorId === actor.id || actor.role !== 'FACULTY');
