/** What the home page counts of assessments for staff: answers waiting for marks, face checks waiting for review. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../lib/paging';

export interface StaffScope {
  instituteId: string;
  /** A teacher counts their own assignments only. */
  authorId: string | null;
}

/**
 * Handed-in attempts with a written answer that has something in it and no marks yet (grading.repository.ts's
 * `to_grade`), and flagged attempts of face-checked assignments; rejected attempts are never marked.
 */
export async function staffAssessmentQueues(db: Queryable, scope: StaffScope) {
  const author = scope.authorId ? sql`and s.created_by = ${scope.authorId}` : sql``;
  const result = await db.execute(sql`
    select
      count(*) filter (
        where a.status = 'SUBMITTED' and a.identity_check <> 'REJECTED' and exists (
          select 1 from attempt_answers ans
          join assignment_questions q on q.id = ans.question_id and q.kind = 'WRITTEN'
          where ans.attempt_id = a.id and ans.marks_awarded is null
            and (coalesce(btrim(ans.text_answer), '') <> '' or ans.file_key is not null)
        )
      )::int as to_mark,
      count(*) filter (where a.identity_check = 'FLAGGED' and s.face_check_required)::int as to_review
    from assignment_attempts a
    join assignments s on s.id = a.assignment_id and s.institute_id = ${scope.instituteId} ${author}
    where a.institute_id = ${scope.instituteId}
      and (a.status = 'SUBMITTED' or a.identity_check = 'FLAGGED')`);
  const [row] = rowsOf<{ to_mark: number; to_review: number }>(result);
  return { answersToMark: row?.to_mark ?? 0, faceChecksToReview: row?.to_review ?? 0 };
}
