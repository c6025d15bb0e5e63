/**
 * Which bank questions a caller may use: the one rule of tenant isolation for the question bank, shared by the
 * bank lists, practice, papers and faculty quizzes.
 *
 * - Members of a school (institute account, faculty, admin, student): their school's questions, the APPROVED
 *   questions of every school whose bank their school has adopted (adoption ACCEPTED), and the open set.
 * - Visitors and individuals without a school: the open set only (institute_id null).
 * Only APPROVED questions are usable for practice, papers and quizzes; the school's own pending and rejected
 * questions are visible to its staff in the bank lists, never to students.
 *
 * The conditions here are used by every repository that reads questions across schools.
 */
import type { QuestionSource } from '@noticeboard/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bankQuestions, questionBankAdoptions } from '../../db/schema';

export interface PoolViewer {
  instituteId: string | null;
}

/** Schools whose approved questions the viewer's school may use through an accepted adoption. */
export function adoptedOwnersOf(instituteId: string) {
  return sql`(select ${questionBankAdoptions.ownerInstituteId} from ${questionBankAdoptions}
    where ${questionBankAdoptions.requesterInstituteId} = ${instituteId}
      and ${questionBankAdoptions.status} = 'ACCEPTED')`;
}

/** Approved, not deleted questions the viewer may practise, print or put in a quiz. */
export function usableQuestionsWhere(viewer: PoolViewer, sources?: readonly QuestionSource[]): SQL {
  const wanted = new Set<QuestionSource>(sources?.length ? sources : ['OWN', 'ADOPTED', 'OPEN']);
  const parts: SQL[] = [];
  if (wanted.has('OPEN')) parts.push(isNull(bankQuestions.instituteId));
  if (viewer.instituteId) {
    if (wanted.has('OWN')) parts.push(eq(bankQuestions.instituteId, viewer.instituteId));
    if (wanted.has('ADOPTED')) parts.push(inArray(bankQuestions.instituteId, adoptedOwnersOf(viewer.instituteId)));
  }
  const from = parts.length ? or(...parts) : sql`false`;
  return and(eq(bankQuestions.status, 'APPROVED'), isNull(bankQuestions.deletedAt), from) as SQL;
}
