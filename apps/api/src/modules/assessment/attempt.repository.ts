/**
 * SQL of the student's attempts: their assignments (school, class and section), the attempt row (one per student and
 * assignment), answers saved one at a time (the newer `client_seq` wins; every save moves `answers_version` in the
 * same statement, which also takes the attempt's row lock, so a save and a submission never interleave), the
 * submission under the row lock, and the attempts whose deadline passed.
 */
import type { IdentityCheck } from '@noticeboard/shared';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  assignmentAccommodations,
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  attemptAnswers,
  subjects,
  users,
} from '../../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;
export type AttemptRow = typeof assignmentAttempts.$inferSelect;
export type AttemptInsert = typeof assignmentAttempts.$inferInsert;
export type QuestionRow = typeof assignmentQuestions.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

const p = (name: string) => sql.placeholder(name);

/** The student's school, class and section now. */
export async function studentOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      instituteId: users.instituteId,
      studentClass: users.studentClass,
      section: users.section,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type StudentRow = NonNullable<Awaited<ReturnType<typeof studentOf>>>;

const assignmentWithCounts = {
  assignment: assignments,
  subjectName: subjects.name,
  questionCount: sql<number>`(select count(*)::int from ${assignmentQuestions} q where q.assignment_id = ${assignments.id})`,
};

/** An assignment by its attempt address or its code, with its subject's name and number of questions. */
export async function assignmentByRef(db: Queryable, ref: { customUrl?: string; code?: string }) {
  const where =
    ref.customUrl !== undefined ? eq(assignments.customUrl, ref.customUrl) : eq(assignments.code, ref.code ?? '');
  const [row] = await db
    .select(assignmentWithCounts)
    .from(assignments)
    .leftJoin(subjects, eq(subjects.id, assignments.subjectId))
    .where(where)
    .limit(1);
  return row ?? null;
}
export type AssignmentWithCounts = NonNullable<Awaited<ReturnType<typeof assignmentByRef>>>;

/** Is the assignment set for this class and section (a target for the class with this section or every section)? */
export async function isTargeted(
  db: Queryable,
  assignmentId: string,
  student: Pick<StudentRow, 'studentClass' | 'section'>,
): Promise<boolean> {
  if (!student.studentClass) return false;
  const [row] = await db
    .select({ id: assignmentTargets.id })
    .from(assignmentTargets)
    .where(
      and(
        eq(assignmentTargets.assignmentId, assignmentId),
        eq(assignmentTargets.studentClass, student.studentClass),
        student.section
          ? sql`(${assignmentTargets.section} is null or ${assignmentTargets.section} = ${student.section})`
          : sql`${assignmentTargets.section} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function extraMinutesOf(db: Queryable, assignmentId: string, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ extraMinutes: assignmentAccommodations.extraMinutes })
    .from(assignmentAccommodations)
    .where(
      and(
        eq(assignmentAccommodations.assignmentId, assignmentId),
        eq(assignmentAccommodations.candidateId, candidateId),
      ),
    )
    .limit(1);
  return row?.extraMinutes ?? 0;
}

export async function attemptOf(db: Queryable, assignmentId: string, candidateId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(assignmentAttempts)
    .where(and(eq(assignmentAttempts.assignmentId, assignmentId), eq(assignmentAttempts.candidateId, candidateId)))
    .limit(1);
  return row ?? null;
}

export async function attemptById(db: Queryable, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, attemptId)).limit(1);
  return row ?? null;
}

/** The attempt row locked for the caller's transaction (a submission, the timer). */
export async function lockAttempt(db: Queryable, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, attemptId)).for('update');
  return row ?? null;
}

/** Null when the student already has an attempt of this assignment (a concurrent initiate won). */
export async function insertAttempt(db: Queryable, values: AttemptInsert): Promise<AttemptRow | null> {
  const [row] = await db.insert(assignmentAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Starts the clock of an attempt that waited for its identity check, once: only while it has not started
 * (deadline = start) and its identity is one of `settled`. Null when another initiate started it first (or the
 * identity is not settled).
 */
export async function startClock(
  db: Queryable,
  attemptId: string,
  times: { startedAt: Date; deadlineAt: Date },
  settled: readonly IdentityCheck[],
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(assignmentAttempts)
    .set(times)
    .where(
      and(
        eq(assignmentAttempts.id, attemptId),
        eq(assignmentAttempts.status, 'IN_PROGRESS'),
        sql`${assignmentAttempts.deadlineAt} = ${assignmentAttempts.startedAt}`,
        inArray(assignmentAttempts.identityCheck, [...settled]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Questions with their answer keys, in the author's order; the service decides what leaves the server. */
export function questionsOf(db: Queryable, assignmentId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignmentId, assignmentId))
    .orderBy(asc(assignmentQuestions.position));
}

export function answersOf(db: Queryable, attemptId: string): Promise<AnswerRow[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export async function answerOf(db: Queryable, attemptId: string, questionId: string): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)))
    .limit(1);
  return row ?? null;
}

/** What a save needs, in one round trip: the student's attempt of the assignment at this address and the question. */
const READ_FOR_SAVE = namedStatement(
  'nb_attempt_read_for_save',
  sql`select t.id as "attemptId", a.state as "assignmentState", t.status, t.started_at as "startedAt", t.deadline_at as "deadlineAt",
      t.option_orders -> ${p('questionId')}::text as "optionOrder",
      q.kind, cardinality(q.options) as "optionCount", q.allow_file as "allowFile"
    from ${assignments} a
    join ${assignmentAttempts} t on t.assignment_id = a.id and t.candidate_id = ${p('candidateId')}
    left join ${assignmentQuestions} q on q.id = ${p('questionId')} and q.assignment_id = a.id
    where a.custom_url = ${p('customUrl')}`,
);

export interface SaveTarget {
  attemptId: string;
  assignmentState: AssignmentRow['state'];
  status: AttemptRow['status'];
  startedAt: Date;
  deadlineAt: Date;
  optionOrder: number[] | null;
  /** Null when the question is not one of the assignment's. */
  kind: 'MCQ' | 'WRITTEN' | null;
  optionCount: number | null;
  allowFile: boolean | null;
}

export async function readForSave(
  db: Queryable,
  values: { customUrl: string; candidateId: string; questionId: string },
): Promise<SaveTarget | null> {
  const [row] = await READ_FOR_SAVE.rows<
    Omit<SaveTarget, 'startedAt' | 'deadlineAt'> & { startedAt: string | Date; deadlineAt: string | Date }
  >(db, values);
  if (!row) return null;
  return { ...row, startedAt: new Date(row.startedAt), deadlineAt: new Date(row.deadlineAt) };
}

/**
 * One statement: the attempt's answers version moves (taking its row lock, re-checked after any submission that
 * held it: still in progress, clock started, before the deadline), then the answer is written only if its
 * `client_seq` is newer than the stored one. No row: the attempt is no longer taking answers.
 */
const SAVE_ANSWER = namedStatement(
  'nb_attempt_save_answer',
  sql`with bump as (
      update ${assignmentAttempts} set answers_version = answers_version + 1
      where id = ${p('attemptId')} and status = 'IN_PROGRESS' and deadline_at > started_at
        and deadline_at >= ${p('now')}::timestamptz
      returning id, deadline_at
    ), saved as (
      insert into ${attemptAnswers} (attempt_id, question_id, selected_index, text_answer, client_seq, saved_at)
      select b.id, ${p('questionId')}::uuid, ${p('selectedIndex')}::int, ${p('text')}::text, ${p('clientSeq')}::int,
        ${p('now')}::timestamptz
      from bump b
      on conflict (attempt_id, question_id) do update
        set selected_index = excluded.selected_index, text_answer = excluded.text_answer,
          client_seq = excluded.client_seq, saved_at = excluded.saved_at
        where ${attemptAnswers}.client_seq < excluded.client_seq
      returning question_id
    )
    select b.deadline_at as "deadlineAt", (select count(*)::int from saved) as applied from bump b`,
);

export async function saveAnswer(
  db: Queryable,
  values: {
    attemptId: string;
    questionId: string;
    selectedIndex: number | null;
    text: string | null;
    clientSeq: number;
    now: Date;
  },
): Promise<{ deadlineAt: Date; applied: boolean } | null> {
  const [row] = await SAVE_ANSWER.rows<{ deadlineAt: string | Date; applied: number }>(db, {
    ...values,
    now: values.now.toISOString(),
  });
  return row ? { deadlineAt: new Date(row.deadlineAt), applied: row.applied > 0 } : null;
}

/** A file attached to a written answer (or removed: nulls), under the same guard as a save. */
export async function setAnswerFile(
  db: Queryable,
  values: { attemptId: string; questionId: string; fileKey: string | null; fileName: string | null; now: Date },
): Promise<{ previousKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .update(assignmentAttempts)
      .set({ answersVersion: sql`${assignmentAttempts.answersVersion} + 1` })
      .where(
        and(
          eq(assignmentAttempts.id, values.attemptId),
          eq(assignmentAttempts.status, 'IN_PROGRESS'),
          sql`${assignmentAttempts.deadlineAt} > ${assignmentAttempts.startedAt}`,
          sql`${assignmentAttempts.deadlineAt} >= ${values.now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: assignmentAttempts.id });
    if (!open) return null;
    const previous = await answerOf(tx, values.attemptId, values.questionId);
    await tx
      .insert(attemptAnswers)
      .values({
        attemptId: values.attemptId,
        questionId: values.questionId,
        fileKey: values.fileKey,
        fileName: values.fileName,
        savedAt: values.now,
      })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { fileKey: values.fileKey, fileName: values.fileName, savedAt: values.now },
      });
    return { previousKey: previous?.fileKey ?? null };
  });
}

export interface AttemptClosing {
  attemptId: string;
  submittedAt: Date;
  submittedBy: 'STUDENT' | 'TIMER';
  submissionKey: string | null;
  score: number | null;
  maxScore: number;
  timeTakenSeconds: number;
  marks: Array<{ questionId: string; correct: boolean | null; marksAwarded: number | null }>;
}

/** Closes an attempt the caller holds locked: submitted, scored, each MCQ answer marked right or wrong. */
export async function closeAttempt(tx: Queryable, closing: AttemptClosing): Promise<AttemptRow> {
  const [row] = await tx
    .update(assignmentAttempts)
    .set({
      status: 'SUBMITTED',
      submittedAt: closing.submittedAt,
      submittedBy: closing.submittedBy,
      submissionKey: closing.submissionKey,
      score: closing.score,
      maxScore: closing.maxScore,
      timeTakenSeconds: closing.timeTakenSeconds,
    })
    .where(eq(assignmentAttempts.id, closing.attemptId))
    .returning();
  if (closing.marks.length) {
    await tx.execute(sql`
      update ${attemptAnswers} a set correct = m.correct, marks_awarded = m.marks
      from unnest(
        ${`{${closing.marks.map((mark) => mark.questionId).join(',')}}`}::uuid[],
        ${`{${closing.marks.map((mark) => (mark.correct === null ? 'NULL' : String(mark.correct))).join(',')}}`}::bool[],
        ${`{${closing.marks.map((mark) => (mark.marksAwarded === null ? 'NULL' : String(mark.marksAwarded))).join(',')}}`}::int[]
      ) as m(question_id, correct, marks)
      where a.attempt_id = ${closing.attemptId} and a.question_id = m.question_id`);
  }
  if (!row) throw new Error(`attempt ${closing.attemptId} vanished while locked`);
  return row;
}

/** Attempts still running whose deadline passed before `before`, oldest first (partial index on open attempts). */
export function overdueAttempts(db: Queryable, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assignmentAttempts)
    .where(
      and(
        eq(assignmentAttempts.status, 'IN_PROGRESS'),
        lt(assignmentAttempts.deadlineAt, before),
        gt(assignmentAttempts.deadlineAt, assignmentAttempts.startedAt),
      ),
    )
    .orderBy(asc(assignmentAttempts.deadlineAt))
    .limit(limit);
}

/** What the timer's notification names: the assignment's title, kind, address, release rule and times. */
export async function assignmentById(db: Queryable, id: string): Promise<AssignmentRow | null> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  return row ?? null;
}

/**
 * The student's assignments: published ones of their school set for their class (this section or every section),
 * and any they have an attempt of, with their attempt and the numbers the list shows.
 */
export async function studentAssignments(
  db: Queryable,
  student: StudentRow & { instituteId: string },
  type: 'ASSESSMENT' | 'QNA' | undefined,
) {
  const targeted = student.studentClass
    ? sql`exists (select 1 from ${assignmentTargets} g where g.assignment_id = ${assignments.id}
        and g.student_class = ${student.studentClass}
        and (g.section is null ${student.section ? sql`or g.section = ${student.section}` : sql``}))`
    : sql`false`;
  return db
    .select({
      ...assignmentWithCounts,
      attempt: {
        id: assignmentAttempts.id,
        status: assignmentAttempts.status,
        startedAt: assignmentAttempts.startedAt,
        deadlineAt: assignmentAttempts.deadlineAt,
        identityCheck: assignmentAttempts.identityCheck,
        score: assignmentAttempts.score,
        maxScore: assignmentAttempts.maxScore,
      },
    })
    .from(assignments)
    .leftJoin(subjects, eq(subjects.id, assignments.subjectId))
    .leftJoin(
      assignmentAttempts,
      and(eq(assignmentAttempts.assignmentId, assignments.id), eq(assignmentAttempts.candidateId, student.id)),
    )
    .where(
      and(
        eq(assignments.instituteId, student.instituteId),
        eq(assignments.state, 'PUBLISHED'),
        type ? eq(assignments.type, type) : undefined,
        sql`(${targeted} or ${assignmentAttempts.id} is not null)`,
      ),
    )
    .orderBy(asc(assignments.closesAt))
    .limit(500);
}
