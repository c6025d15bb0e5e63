/**
 * SQL of grading: one assignment's targeted students with their attempts, an attempt's answers, saving grades,
 * releasing, and the school's and a student's attempts across assignments. Every read is scoped by the school.
 *
 * An attempt's marks are summed here the one way everything reads them: an MCQ answer earns its stored marks, or
 * the question's marks when it picked the key (the attempt's scoring may not have written them yet); a written
 * answer earns what a grader gave. `to_grade` counts written answers with something in them and no marks yet.
 */
import type { AssignmentType, IdentityCheck, SectionType, StudentClass } from '@noticeboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { assignmentAttempts, assignmentQuestions, assignments, attemptAnswers, users } from '../../db/schema';
import { rowsOf } from '../../lib/paging';

export type AssignmentRow = typeof assignments.$inferSelect;
export type QuestionRow = typeof assignmentQuestions.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

/** One person the assignment concerns (targeted now, or holding an attempt), with their attempt's sums. */
export interface PersonAttemptRow {
  candidate_id: string;
  name: string;
  student_class: StudentClass | null;
  section: SectionType | null;
  attempt_id: string | null;
  status: 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED' | null;
  started_at: Date | string | null;
  deadline_at: Date | string | null;
  submitted_at: Date | string | null;
  submitted_by: 'STUDENT' | 'TIMER' | null;
  time_taken_seconds: number | null;
  identity_check: IdentityCheck | null;
  feedback: string | null;
  to_grade: number;
  marks: number;
  max_marks: number;
}

/** Per attempt `a`: written answers waiting for marks, marks earned, marks possible. */
const SUMS = sql`left join lateral (
    select
      count(*) filter (
        where q.kind = 'WRITTEN' and ans.attempt_id is not null and ans.marks_awarded is null
          and (coalesce(btrim(ans.text_answer), '') <> '' or ans.file_key is not null)
      )::int as to_grade,
      coalesce(sum(
        case when q.kind = 'MCQ'
          then coalesce(ans.marks_awarded, case when ans.selected_index = q.answer_index then q.marks else 0 end)
          else coalesce(ans.marks_awarded, 0) end
      ), 0)::int as marks,
      coalesce(sum(q.marks), 0)::int as max_marks
    from assignment_questions q
    left join attempt_answers ans on ans.attempt_id = a.id and ans.question_id = q.id
    where q.assignment_id = a.assignment_id
  ) s on true`;

const ATTEMPT_COLUMNS = sql`a.id as attempt_id, a.status, a.started_at, a.deadline_at, a.submitted_at, a.submitted_by,
  a.time_taken_seconds, a.identity_check, a.feedback,
  coalesce(s.to_grade, 0)::int as to_grade, coalesce(s.marks, 0)::int as marks, coalesce(s.max_marks, 0)::int as max_marks`;

export async function findAssignmentByCode(db: Queryable, instituteId: string, code: string) {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.instituteId, instituteId), eq(assignments.code, code)))
    .limit(1);
  return row ?? null;
}

/** The assignment's row, locked until the transaction ends (releasing grades once). */
export async function lockAssignment(tx: Queryable, id: string) {
  const [row] = await tx.select().from(assignments).where(eq(assignments.id, id)).for('update');
  return row ?? null;
}

export async function questionsOf(db: Queryable, assignmentId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignmentId, assignmentId))
    .orderBy(asc(assignmentQuestions.position), asc(assignmentQuestions.id));
}

export interface PeopleFilter {
  studentClass?: StudentClass | undefined;
  section?: SectionType | undefined;
  search?: string | undefined;
}

/**
 * Everyone an assignment concerns: the school's active students of its targeted classes (and sections) now, and
 * anyone holding an attempt (a student who moved class keeps theirs), by class, section and name. The class shown
 * is the one the attempt was made in, else the student's own.
 */
export async function peopleOf(
  db: Queryable,
  assignment: { id: string; instituteId: string },
  filter: PeopleFilter = {},
): Promise<PersonAttemptRow[]> {
  const conditions = [sql`true`];
  if (filter.studentClass) conditions.push(sql`coalesce(a.student_class, u.student_class) = ${filter.studentClass}`);
  if (filter.section) conditions.push(sql`coalesce(a.section, u.section) = ${filter.section}`);
  if (filter.search) conditions.push(sql`u.name ilike ${`%${escapeLike(filter.search)}%`}`);
  const result = await db.execute(sql`
    with people as (
      select u.id from users u
      where u.institute_id = ${assignment.instituteId} and u.type = 'CANDIDATE' and u.status = 'ACTIVE'
        and exists (
          select 1 from assignment_targets t
          where t.assignment_id = ${assignment.id} and t.student_class = u.student_class
            and (t.section is null or t.section = u.section)
        )
      union
      select candidate_id from assignment_attempts where assignment_id = ${assignment.id}
    )
    select u.id as candidate_id, u.name,
      coalesce(a.student_class, u.student_class) as student_class, coalesce(a.section, u.section) as section,
      ${ATTEMPT_COLUMNS}
    from people p
    join users u on u.id = p.id
    left join assignment_attempts a on a.assignment_id = ${assignment.id} and a.candidate_id = u.id
    ${SUMS}
    where ${sql.join(conditions, sql` and `)}
    order by coalesce(a.student_class, u.student_class) nulls last, coalesce(a.section, u.section) nulls last,
      lower(u.name), u.id`);
  return rowsOf<PersonAttemptRow>(result);
}

/** One attempt of the assignment with its student and sums; null when it is not this assignment's. */
export async function findAttempt(
  db: Queryable,
  assignmentId: string,
  attemptId: string,
): Promise<PersonAttemptRow | null> {
  const result = await db.execute(sql`
    select u.id as candidate_id, u.name, coalesce(a.student_class, u.student_class) as student_class,
      coalesce(a.section, u.section) as section, ${ATTEMPT_COLUMNS}
    from assignment_attempts a
    join users u on u.id = a.candidate_id
    ${SUMS}
    where a.id = ${attemptId} and a.assignment_id = ${assignmentId}`);
  return rowsOf<PersonAttemptRow>(result)[0] ?? null;
}

/** The attempt's row locked until the transaction ends (two graders saving at once are applied one after the other). */
export async function lockAttempt(tx: Queryable, attemptId: string) {
  const [row] = await tx.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, attemptId)).for('update');
  return row ?? null;
}

export async function answersOf(db: Queryable, attemptId: string): Promise<AnswerRow[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export interface AnswerGradeWrite {
  attemptId: string;
  questionId: string;
  marks: number;
  /** Undefined keeps the stored feedback. */
  feedback: string | null | undefined;
  rubricMarks: number[] | null | undefined;
  gradedBy: string;
  gradedAt: Date;
}

/** One written answer's grade (a row is made for a question left blank, so its marks are kept too). */
export async function saveAnswerGrade(tx: Queryable, grade: AnswerGradeWrite): Promise<void> {
  const set = {
    marksAwarded: grade.marks,
    gradedBy: grade.gradedBy,
    gradedAt: grade.gradedAt,
    ...(grade.feedback !== undefined ? { feedback: grade.feedback || null } : {}),
    ...(grade.rubricMarks !== undefined ? { rubricMarks: grade.rubricMarks } : {}),
  };
  await tx
    .insert(attemptAnswers)
    .values({ attemptId: grade.attemptId, questionId: grade.questionId, ...set })
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set });
}

export async function updateAttemptGrading(
  tx: Queryable,
  attemptId: string,
  values: {
    status?: 'SUBMITTED' | 'GRADED';
    score?: number | null;
    feedback?: string | null;
    gradedBy?: string;
    gradedAt?: Date;
  },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(assignmentAttempts).set(values).where(eq(assignmentAttempts.id, attemptId));
}

export async function markGradesReleased(tx: Queryable, assignmentId: string, at: Date): Promise<void> {
  await tx.update(assignments).set({ gradesReleasedAt: at, updatedAt: at }).where(eq(assignments.id, assignmentId));
}

export interface QuestionAnswerRow {
  attempt_id: string;
  candidate_id: string;
  name: string;
  student_class: StudentClass | null;
  section: SectionType | null;
  total: number;
}

/** A page of the submitted, not rejected attempts in grading order (class, section, name). */
export async function submittedAttemptsPage(
  db: Queryable,
  assignmentId: string,
  page: { limit: number; offset: number },
): Promise<QuestionAnswerRow[]> {
  const result = await db.execute(sql`
    select a.id as attempt_id, u.id as candidate_id, u.name,
      coalesce(a.student_class, u.student_class) as student_class, coalesce(a.section, u.section) as section,
      count(*) over ()::int as total
    from assignment_attempts a
    join users u on u.id = a.candidate_id
    where a.assignment_id = ${assignmentId} and a.status in ('SUBMITTED', 'GRADED') and a.identity_check <> 'REJECTED'
    order by coalesce(a.student_class, u.student_class) nulls last, coalesce(a.section, u.section) nulls last,
      lower(u.name), u.id
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<QuestionAnswerRow>(result);
}

export async function answersToQuestion(db: Queryable, questionId: string, attemptIds: string[]): Promise<AnswerRow[]> {
  if (attemptIds.length === 0) return [];
  return db
    .select()
    .from(attemptAnswers)
    .where(
      and(
        eq(attemptAnswers.questionId, questionId),
        sql`${attemptAnswers.attemptId} in (${sql.join(
          attemptIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
}

export interface ParentContact {
  student_id: string;
  student_name: string;
  date_of_birth: string | null;
  parent_name: string;
  parent_email: string;
}

/** The parent on record (the school's consent request) of each of these students of the school. */
export async function parentsOf(db: Queryable, instituteId: string, studentIds: string[]): Promise<ParentContact[]> {
  if (studentIds.length === 0) return [];
  const result = await db.execute(sql`
    select u.id as student_id, u.name as student_name, u.date_of_birth::text as date_of_birth,
      c.parent_name, c.parent_email
    from parent_consents c
    join users u on u.id = c.student_id
    where c.institute_id = ${instituteId} and u.institute_id = ${instituteId}
      and u.id in (${sql.join(
        studentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return rowsOf<ParentContact>(result);
}

export async function instituteName(db: Queryable, instituteId: string): Promise<string> {
  const result = await db.execute(sql`select name from institutes where id = ${instituteId}`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? 'Your school';
}

export interface AppearedFilter {
  instituteId: string;
  type: AssignmentType;
  studentClass?: StudentClass | undefined;
  section?: SectionType | undefined;
  assignmentId?: string | undefined;
  /** The submission (or the start, before one) falls in [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
}

export interface AppearedDbRow extends PersonAttemptRow {
  attempt_id: string;
  assignment_id: string;
  assignment_code: string;
  assignment_title: string;
  custom_url: string;
  closes_at: Date | string | null;
  grades_released_at: Date | string | null;
  result_release: 'IMMEDIATELY' | 'AFTER_CLOSE' | 'AFTER_GRADING';
  total: number;
}

/**
 * The school's attempts of one type across assignments, newest first. Filters that need the marks (graded or
 * not) are applied by the caller on the whole filtered set, so `progress` is passed as SQL here too.
 */
export async function appearedAttempts(
  db: Queryable,
  filter: AppearedFilter,
  progress: 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED' | undefined,
  now: Date,
  page: { limit: number; offset: number },
): Promise<AppearedDbRow[]> {
  const conditions = [sql`a.institute_id = ${filter.instituteId}`, sql`g.type = ${filter.type}`];
  if (filter.studentClass) conditions.push(sql`coalesce(a.student_class, u.student_class) = ${filter.studentClass}`);
  if (filter.section) conditions.push(sql`coalesce(a.section, u.section) = ${filter.section}`);
  if (filter.assignmentId) conditions.push(sql`a.assignment_id = ${filter.assignmentId}`);
  if (filter.from) conditions.push(sql`coalesce(a.submitted_at, a.started_at) >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`coalesce(a.submitted_at, a.started_at) < ${filter.to.toISOString()}`);
  if (filter.search) conditions.push(sql`u.name ilike ${`%${escapeLike(filter.search)}%`}`);
  // The same reading as progressOf (grading.presenter.ts): a run-out attempt counts as submitted.
  const finished = sql`(a.status <> 'IN_PROGRESS' or (a.deadline_at > a.started_at and a.deadline_at <= ${now.toISOString()}))`;
  if (progress === 'IN_PROGRESS') conditions.push(sql`not ${finished}`);
  if (progress === 'SUBMITTED') {
    conditions.push(
      sql`${finished} and (a.status = 'IN_PROGRESS' or a.identity_check = 'REJECTED' or coalesce(s.to_grade, 0) > 0)`,
    );
  }
  if (progress === 'GRADED') {
    conditions.push(sql`a.status <> 'IN_PROGRESS' and a.identity_check <> 'REJECTED' and coalesce(s.to_grade, 0) = 0`);
  }
  // The page is chosen first (the marks are summed for its rows only, unless the filter needs them for all).
  const needsSums = progress === 'SUBMITTED' || progress === 'GRADED';
  const result = await db.execute(sql`
    with chosen as (
      select a.id, coalesce(a.submitted_at, a.started_at) as at, count(*) over ()::int as total
      from assignment_attempts a
      join assignments g on g.id = a.assignment_id
      join users u on u.id = a.candidate_id
      ${needsSums ? SUMS : sql``}
      where ${sql.join(conditions, sql` and `)}
      order by at desc, a.id
      limit ${page.limit} offset ${page.offset}
    )
    select u.id as candidate_id, u.name,
      coalesce(a.student_class, u.student_class) as student_class, coalesce(a.section, u.section) as section,
      ${ATTEMPT_COLUMNS}, g.id as assignment_id, g.code as assignment_code, g.title as assignment_title,
      g.custom_url, g.closes_at, g.grades_released_at, g.result_release, chosen.total
    from chosen
    join assignment_attempts a on a.id = chosen.id
    join assignments g on g.id = a.assignment_id
    join users u on u.id = a.candidate_id
    ${SUMS}
    order by chosen.at desc, a.id`);
  return rowsOf<AppearedDbRow>(result);
}

/** The school's assignments of a type that have attempts, newest first (the assignment filter). */
export async function assignmentsWithAttempts(db: Queryable, instituteId: string, type: AssignmentType) {
  const result = await db.execute(sql`
    select g.id, g.code, g.title from assignments g
    where g.institute_id = ${instituteId} and g.type = ${type}
      and exists (select 1 from assignment_attempts a where a.assignment_id = g.id)
    order by coalesce(g.closes_at, g.created_at) desc, g.id
    limit 200`);
  return rowsOf<{ id: string; code: string; title: string }>(result);
}

/** One student's attempts of a type at this school (a student who moved keeps nothing of the old one), newest first. */
export async function studentAttempts(
  db: Queryable,
  instituteId: string,
  candidateId: string,
  type: AssignmentType,
  page: { limit: number; offset: number },
): Promise<AppearedDbRow[]> {
  const result = await db.execute(sql`
    select u.id as candidate_id, u.name,
      coalesce(a.student_class, u.student_class) as student_class, coalesce(a.section, u.section) as section,
      ${ATTEMPT_COLUMNS}, g.id as assignment_id, g.code as assignment_code, g.title as assignment_title,
      g.custom_url, g.closes_at, g.grades_released_at, g.result_release, count(*) over ()::int as total
    from assignment_attempts a
    join assignments g on g.id = a.assignment_id
    join users u on u.id = a.candidate_id
    ${SUMS}
    where a.candidate_id = ${candidateId} and g.type = ${type} and a.institute_id = ${instituteId}
    order by coalesce(a.submitted_at, a.started_at) desc, a.id
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<AppearedDbRow>(result);
}

/** A student of this school (any status: their past attempts stay readable). */
export async function findStudent(db: Queryable, instituteId: string | null, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      instituteId: users.instituteId,
      studentClass: users.studentClass,
      section: users.section,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.type !== 'CANDIDATE' || (instituteId !== null && row.instituteId !== instituteId)) return null;
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
