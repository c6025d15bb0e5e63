/**
 * SQL of authoring and publishing: assignments of one school (every read takes the school), their targets,
 * questions and extra time, the staff list with its status derived in SQL (`statusSql`, the twin of
 * `assignmentStatusOf`), the bank picker through the question pool rule, and the schedule's next occurrences.
 */
import type { AssignmentStatus, AssignmentType, Difficulty, SectionType, StudentClass } from '@noticeboard/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  assignmentAccommodations,
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  bankQuestions,
  chapters,
  classSections,
  subjects,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import { usableQuestionsWhere } from '../question-bank/question-pool.repository';
import { escapeLike } from '../team/team.repository';

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;
export type AssignmentQuestionRow = typeof assignmentQuestions.$inferSelect;
export type NewAssignmentQuestion = typeof assignmentQuestions.$inferInsert;
export interface TargetRow {
  assignmentId: string;
  studentClass: StudentClass;
  section: SectionType | null;
}

/**
 * The status people see, in SQL, in the same order of rules as `assignmentStatusOf` (packages/shared): draft,
 * cancelled, graded, scheduled (opens later), closed (closed at or before now), open.
 */
export function statusSql(now: Date): SQL<AssignmentStatus> {
  const at = now.toISOString();
  return sql<AssignmentStatus>`case
    when ${assignments.state} = 'DRAFT' then 'DRAFT'
    when ${assignments.state} = 'CANCELLED' then 'CANCELLED'
    when ${assignments.gradesReleasedAt} is not null then 'GRADED'
    when ${assignments.opensAt} > ${at}::timestamptz then 'SCHEDULED'
    when ${assignments.closesAt} <= ${at}::timestamptz then 'CLOSED'
    else 'OPEN' end`;
}

/** Inserts unless the code or address is taken (then null: the caller draws another code). */
export async function insertAssignment(db: Queryable, values: NewAssignment): Promise<AssignmentRow | null> {
  const [row] = await db.insert(assignments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export interface AssignmentDetailRow {
  assignment: AssignmentRow;
  authorName: string | null;
  subjectName: string | null;
  chapterTitle: string | null;
}

const detailColumns = {
  assignment: assignments,
  authorName: users.name,
  subjectName: subjects.name,
  chapterTitle: chapters.title,
};

/** One assignment of the school by its code (another school's is not found). */
export async function findAssignment(
  db: Queryable,
  instituteId: string,
  code: string,
): Promise<AssignmentDetailRow | null> {
  const [row] = await db
    .select(detailColumns)
    .from(assignments)
    .leftJoin(users, eq(users.id, assignments.createdBy))
    .leftJoin(subjects, eq(subjects.id, assignments.subjectId))
    .leftJoin(chapters, eq(chapters.id, assignments.chapterId))
    .where(and(eq(assignments.instituteId, instituteId), eq(assignments.code, code)))
    .limit(1);
  return row ?? null;
}

/** The row locked for a change (autosave, questions, publishing): changes of one assignment run one at a time. */
export async function lockAssignment(db: Queryable, instituteId: string, code: string): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.instituteId, instituteId), eq(assignments.code, code)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateAssignment(
  db: Queryable,
  id: string,
  values: Partial<NewAssignment>,
): Promise<AssignmentRow> {
  const [row] = await db.update(assignments).set(values).where(eq(assignments.id, id)).returning();
  if (!row) throw new Error('assignment vanished while locked');
  return row;
}

export async function deleteAssignment(db: Queryable, id: string): Promise<void> {
  await db.delete(assignments).where(eq(assignments.id, id));
}

/** Keeps total marks equal to the sum of the questions' marks. */
export async function refreshTotalMarks(db: Queryable, id: string): Promise<void> {
  await db
    .update(assignments)
    .set({
      totalMarks: sql`(select coalesce(sum(${assignmentQuestions.marks}), 0)::int from ${assignmentQuestions}
        where ${assignmentQuestions.assignmentId} = ${id})`,
    })
    .where(eq(assignments.id, id));
}

export async function targetsOf(db: Queryable, assignmentIds: string[]): Promise<TargetRow[]> {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      assignmentId: assignmentTargets.assignmentId,
      studentClass: assignmentTargets.studentClass,
      section: assignmentTargets.section,
    })
    .from(assignmentTargets)
    .where(inArray(assignmentTargets.assignmentId, assignmentIds))
    .orderBy(assignmentTargets.studentClass, assignmentTargets.section);
}

export async function replaceTargets(
  db: Queryable,
  assignmentId: string,
  targets: Array<{ studentClass: StudentClass; section: SectionType | null }>,
): Promise<void> {
  await db.delete(assignmentTargets).where(eq(assignmentTargets.assignmentId, assignmentId));
  if (targets.length) {
    await db
      .insert(assignmentTargets)
      .values(targets.map((target) => ({ assignmentId, studentClass: target.studentClass, section: target.section })));
  }
}

export async function questionsOf(db: Queryable, assignmentId: string): Promise<AssignmentQuestionRow[]> {
  return db
    .select()
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignmentId, assignmentId))
    .orderBy(asc(assignmentQuestions.position), asc(assignmentQuestions.id));
}

export async function insertQuestions(db: Queryable, rows: NewAssignmentQuestion[]): Promise<void> {
  if (rows.length) await db.insert(assignmentQuestions).values(rows);
}

export async function updateQuestion(
  db: Queryable,
  assignmentId: string,
  questionId: string,
  values: Partial<NewAssignmentQuestion>,
): Promise<boolean> {
  const rows = await db
    .update(assignmentQuestions)
    .set(values)
    .where(and(eq(assignmentQuestions.assignmentId, assignmentId), eq(assignmentQuestions.id, questionId)))
    .returning({ id: assignmentQuestions.id });
  return rows.length > 0;
}

export async function deleteQuestion(db: Queryable, assignmentId: string, questionId: string): Promise<boolean> {
  const rows = await db
    .delete(assignmentQuestions)
    .where(and(eq(assignmentQuestions.assignmentId, assignmentId), eq(assignmentQuestions.id, questionId)))
    .returning({ id: assignmentQuestions.id });
  return rows.length > 0;
}

/** Positions 1…n in the order given (every id is one of the assignment's questions; checked by the caller). */
export async function setQuestionOrder(db: Queryable, assignmentId: string, questionIds: string[]): Promise<void> {
  if (questionIds.length === 0) return;
  const ids = sql.join(
    questionIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`update ${assignmentQuestions} set position = ordered.position
    from (select id, ordinality::int as position from unnest(array[${ids}]) with ordinality as t(id, ordinality)) as ordered
    where ${assignmentQuestions.id} = ordered.id and ${assignmentQuestions.assignmentId} = ${assignmentId}`);
}

export interface AttemptCounts {
  started: number;
  submitted: number;
  graded: number;
}

/** Attempts per assignment: started (any), submitted (handed in or graded), graded. */
export async function attemptCountsOf(db: Queryable, assignmentIds: string[]): Promise<Map<string, AttemptCounts>> {
  const counts = new Map<string, AttemptCounts>();
  if (assignmentIds.length === 0) return counts;
  const rows = await db
    .select({
      assignmentId: assignmentAttempts.assignmentId,
      started: count(),
      submitted: sql<number>`count(*) filter (where ${assignmentAttempts.status} <> 'IN_PROGRESS')::int`,
      graded: sql<number>`count(*) filter (where ${assignmentAttempts.status} = 'GRADED')::int`,
    })
    .from(assignmentAttempts)
    .where(inArray(assignmentAttempts.assignmentId, assignmentIds))
    .groupBy(assignmentAttempts.assignmentId);
  for (const row of rows) {
    counts.set(row.assignmentId, {
      started: Number(row.started),
      submitted: Number(row.submitted),
      graded: Number(row.graded),
    });
  }
  return counts;
}

export async function hasAttempts(db: Queryable, assignmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assignmentAttempts.id })
    .from(assignmentAttempts)
    .where(eq(assignmentAttempts.assignmentId, assignmentId))
    .limit(1);
  return Boolean(row);
}

export interface ListScope {
  instituteId: string;
  type: AssignmentType;
  search?: string | undefined;
  studentClass?: StudentClass | undefined;
}

/** The list's conditions without its status (the counts group by status over exactly these). */
function scopeWhere(scope: ListScope): SQL {
  const parts: SQL[] = [eq(assignments.instituteId, scope.instituteId), eq(assignments.type, scope.type)];
  if (scope.search) parts.push(ilike(assignments.title, escapeLike(scope.search)));
  if (scope.studentClass) {
    // Spelled out: a one-table select (the counts) leaves its columns unqualified, which here would mean the targets'.
    const targeted = sql`exists (select 1 from assignment_targets as target where target.assignment_id = "assignments"."id"
      and target.student_class = ${scope.studentClass})`;
    parts.push(or(eq(assignments.studentClass, scope.studentClass), targeted) as SQL);
  }
  return and(...parts) as SQL;
}

const questionCountSql = sql<number>`(select count(*)::int from ${assignmentQuestions}
  where ${assignmentQuestions.assignmentId} = ${assignments.id})`;

export async function listAssignments(
  db: Queryable,
  scope: ListScope,
  status: AssignmentStatus | undefined,
  now: Date,
  paging: { limit: number; offset: number },
) {
  const statusOf = statusSql(now);
  const where = status ? (and(scopeWhere(scope), sql`${statusOf} = ${status}`) as SQL) : scopeWhere(scope);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ assignment: assignments, authorName: users.name, status: statusOf, questionCount: questionCountSql })
      .from(assignments)
      .leftJoin(users, eq(users.id, assignments.createdBy))
      .where(where)
      // Drafts by their last change; published ones by what comes up next: newest first either way.
      .orderBy(desc(sql`coalesce(${assignments.opensAt}, ${assignments.updatedAt})`), desc(assignments.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(assignments).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The same list counted per status in one grouped statement. */
export async function countAssignmentsByStatus(
  db: Queryable,
  scope: ListScope,
  now: Date,
): Promise<Array<{ status: AssignmentStatus; total: number }>> {
  const statusOf = statusSql(now);
  const rows = await db
    .select({ status: statusOf, total: count() })
    .from(assignments)
    .where(scopeWhere(scope))
    // By position: the status expression carries the time as a parameter, so a second copy of it would differ.
    .groupBy(sql`1`);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

/**
 * The school's classes and sections: those it runs (class_sections) and those its active students are in, with
 * how many active students each has.
 */
export async function targetOptionsOf(db: Queryable, instituteId: string) {
  const result = await db.execute(sql`
    with places as (
      select ${classSections.studentClass} as student_class, ${classSections.section} as section
        from ${classSections} where ${classSections.instituteId} = ${instituteId}
      union
      select ${users.studentClass}, ${users.section} from ${users}
        where ${users.instituteId} = ${instituteId} and ${users.type} = 'CANDIDATE' and ${users.status} = 'ACTIVE'
          and ${users.studentClass} is not null and ${users.section} is not null
    )
    select places.student_class as "studentClass", places.section as "section",
      (select count(*)::int from ${users} where ${users.instituteId} = ${instituteId} and ${users.type} = 'CANDIDATE'
        and ${users.status} = 'ACTIVE' and ${users.studentClass} = places.student_class
        and ${users.section} = places.section) as "students"
    from places`);
  return rowsOf<{ studentClass: StudentClass; section: SectionType; students: number }>(result).map((row) => ({
    ...row,
    students: Number(row.students),
  }));
}

/** Active students of the school in any of the targets (null section: every section of the class). */
function targetedStudentsWhere(instituteId: string, targets: Array<Omit<TargetRow, 'assignmentId'>>): SQL {
  const places = targets.map((target) =>
    target.section
      ? and(eq(users.studentClass, target.studentClass), eq(users.section, target.section))
      : eq(users.studentClass, target.studentClass),
  );
  return and(
    eq(users.instituteId, instituteId),
    eq(users.type, 'CANDIDATE'),
    eq(users.status, 'ACTIVE'),
    places.length ? or(...places) : sql`false`,
  ) as SQL;
}

export async function targetedStudentIds(
  db: Queryable,
  instituteId: string,
  targets: Array<Omit<TargetRow, 'assignmentId'>>,
): Promise<string[]> {
  if (targets.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(targetedStudentsWhere(instituteId, targets));
  return rows.map((row) => row.id);
}

export async function targetedStudents(
  db: Queryable,
  instituteId: string,
  assignmentId: string,
  targets: Array<Omit<TargetRow, 'assignmentId'>>,
  search: string | undefined,
  paging: { limit: number; offset: number },
) {
  const where = and(
    targetedStudentsWhere(instituteId, targets),
    search ? or(ilike(users.name, escapeLike(search)), ilike(users.rollNumber, escapeLike(search))) : undefined,
  ) as SQL;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        candidateId: users.id,
        name: users.name,
        studentClass: users.studentClass,
        section: users.section,
        rollNumber: users.rollNumber,
        extraMinutes: assignmentAccommodations.extraMinutes,
      })
      .from(users)
      .leftJoin(
        assignmentAccommodations,
        and(
          eq(assignmentAccommodations.candidateId, users.id),
          eq(assignmentAccommodations.assignmentId, assignmentId),
        ),
      )
      .where(where)
      .orderBy(users.studentClass, users.section, users.name, users.id)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function isTargetedStudent(
  db: Queryable,
  instituteId: string,
  targets: Array<Omit<TargetRow, 'assignmentId'>>,
  candidateId: string,
): Promise<boolean> {
  if (targets.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, candidateId), targetedStudentsWhere(instituteId, targets)))
    .limit(1);
  return Boolean(row);
}

/** The school's subject, and (when given) a chapter of it. */
export async function subjectOfSchool(db: Queryable, instituteId: string, subjectId: string) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.instituteId, instituteId)))
    .limit(1);
  return row ?? null;
}

export async function chapterOfSchool(db: Queryable, instituteId: string, chapterId: string) {
  const [row] = await db
    .select({ id: chapters.id, subjectId: chapters.subjectId, studentClass: chapters.studentClass })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.instituteId, instituteId)))
    .limit(1);
  return row ?? null;
}

export async function accommodationsOf(db: Queryable, assignmentId: string) {
  return db
    .select({
      candidateId: assignmentAccommodations.candidateId,
      name: users.name,
      studentClass: users.studentClass,
      section: users.section,
      extraMinutes: assignmentAccommodations.extraMinutes,
    })
    .from(assignmentAccommodations)
    .innerJoin(users, eq(users.id, assignmentAccommodations.candidateId))
    .where(eq(assignmentAccommodations.assignmentId, assignmentId))
    .orderBy(users.name, users.id);
}

export async function upsertAccommodation(
  db: Queryable,
  assignmentId: string,
  candidateId: string,
  extraMinutes: number,
): Promise<void> {
  await db
    .insert(assignmentAccommodations)
    .values({ assignmentId, candidateId, extraMinutes })
    .onConflictDoUpdate({
      target: [assignmentAccommodations.assignmentId, assignmentAccommodations.candidateId],
      set: { extraMinutes },
    });
}

export async function deleteAccommodation(db: Queryable, assignmentId: string, candidateId: string): Promise<boolean> {
  const rows = await db
    .delete(assignmentAccommodations)
    .where(
      and(
        eq(assignmentAccommodations.assignmentId, assignmentId),
        eq(assignmentAccommodations.candidateId, candidateId),
      ),
    )
    .returning({ id: assignmentAccommodations.candidateId });
  return rows.length > 0;
}

export async function copyAccommodations(db: Queryable, fromId: string, toId: string): Promise<void> {
  await db.execute(sql`insert into ${assignmentAccommodations} (assignment_id, candidate_id, extra_minutes)
    select ${toId}, candidate_id, extra_minutes from ${assignmentAccommodations} where assignment_id = ${fromId}`);
}

export interface BankPickerFilter {
  studentClass?: StudentClass | undefined;
  subjectId?: string | undefined;
  subject?: string | undefined;
  chapterId?: string | undefined;
  difficulty?: Difficulty | undefined;
  search?: string | undefined;
}

/** The school's usable bank questions (question pool rule), filtered, with whether each is already in the assignment. */
export async function bankPicker(
  db: Queryable,
  instituteId: string,
  assignmentId: string,
  filter: BankPickerFilter,
  paging: { limit: number; offset: number },
) {
  const parts: SQL[] = [usableQuestionsWhere({ instituteId })];
  if (filter.studentClass) parts.push(eq(bankQuestions.studentClass, filter.studentClass));
  if (filter.subjectId) parts.push(eq(bankQuestions.subjectId, filter.subjectId));
  if (filter.subject) parts.push(sql`lower(${bankQuestions.subjectName}) = ${filter.subject.toLowerCase()}`);
  if (filter.chapterId) parts.push(eq(bankQuestions.chapterId, filter.chapterId));
  if (filter.difficulty) parts.push(eq(bankQuestions.difficulty, filter.difficulty));
  if (filter.search) parts.push(ilike(bankQuestions.stem, escapeLike(filter.search)));
  const where = and(...parts) as SQL;
  // Spelled out: a one-table select leaves its columns unqualified, which inside the subquery would mean the inner table.
  const added = sql<boolean>`exists (select 1 from assignment_questions as taken
    where taken.assignment_id = ${assignmentId} and taken.bank_question_id = "bank_questions"."id")`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: bankQuestions.id,
        stem: bankQuestions.stem,
        options: bankQuestions.options,
        answerIndex: bankQuestions.answerIndex,
        explanation: bankQuestions.explanation,
        difficulty: bankQuestions.difficulty,
        studentClass: bankQuestions.studentClass,
        subjectName: bankQuestions.subjectName,
        chapterTitle: bankQuestions.chapterTitle,
        added,
      })
      .from(bankQuestions)
      .where(where)
      .orderBy(desc(bankQuestions.createdAt), desc(bankQuestions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(bankQuestions).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Bank questions of `ids` the school may use (the pool rule; approved, not removed). */
export function usableBankQuestions(db: Queryable, instituteId: string, ids: string[]) {
  return db
    .select({
      id: bankQuestions.id,
      stem: bankQuestions.stem,
      options: bankQuestions.options,
      answerIndex: bankQuestions.answerIndex,
      explanation: bankQuestions.explanation,
    })
    .from(bankQuestions)
    .where(and(inArray(bankQuestions.id, ids), usableQuestionsWhere({ instituteId })));
}

/**
 * The latest occurrence of each scheduled series that has opened by `now` and whose next occurrence is not made yet:
 * published (a cancelled latest occurrence stops its series), with a schedule.
 */
export async function seriesDueForNext(db: Queryable, now: Date, limit: number): Promise<AssignmentRow[]> {
  const at = now.toISOString();
  // Spelled out: a one-table select leaves its columns unqualified, which inside the subquery would mean `later`.
  const later = sql`exists (select 1 from assignments as later
    where later.series_id = "assignments"."series_id" and later.occurrence > "assignments"."occurrence")`;
  return db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.state, 'PUBLISHED'),
        sql`${assignments.scheduleFrequency} is not null`,
        sql`${assignments.seriesId} is not null`,
        sql`${assignments.opensAt} <= ${at}::timestamptz`,
        // A series past its end drops out (an occurrence may still open up to a month's window before now).
        sql`(${assignments.scheduleUntil} is null or ${assignments.scheduleUntil} > ${at}::timestamptz - interval '32 days')`,
        sql`not ${later}`,
      ),
    )
    .orderBy(desc(assignments.opensAt))
    .limit(limit);
}

/** The series' first occurrence (its times are the anchor of the later ones). */
export async function firstOccurrence(db: Queryable, seriesId: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, seriesId)).limit(1);
  return row ?? null;
}

/** Inserts an occurrence unless it exists (the unique (series, occurrence) index: two processes make it once). */
export async function insertOccurrence(db: Queryable, values: NewAssignment): Promise<AssignmentRow | null> {
  const [row] = await db
    .insert(assignments)
    .values(values)
    .onConflictDoNothing({
      target: [assignments.seriesId, assignments.occurrence],
      where: sql`${assignments.seriesId} is not null`,
    })
    .returning();
  return row ?? null;
}
