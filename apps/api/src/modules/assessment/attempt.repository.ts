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
 * The whole save in one statement and one round trip, for the usual case: finds the student's running attempt of
 * the assignment at this address and the question, maps the displayed option to the stored one (the attempt's
 * option order), checks the answer fits the question, moves the answers version (the row lock, its conditions
 * re-checked after any hand-in that held it) and writes the answer if its sequence is newer. No row: something is
 * off (not started, handed in, time up, not this assignment's question, a wrong answer) — the caller finds out what
 * with `readForSave`.
 */
const SAVE_BY_ADDRESS = namedStatement(
  'nb_attempt_save_by_address',
  sql`with target as (
      select t.id,
        case when ${p('displayed')}::int is null then null
          when t.option_orders ? q.id::text then (t.option_orders -> q.id::text ->> ${p('displayed')}::int)::int
          else ${p('displayed')}::int end as stored,
        q.kind, cardinality(q.options) as option_count
      from ${assignments} a
      join ${assignmentAttempts} t on t.assignment_id = a.id and t.candidate_id = ${p('candidateId')}
      join ${assignmentQuestions} q on q.id = ${p('questionId')}::uuid and q.assignment_id = a.id
      where a.custom_url = ${p('customUrl')} and a.state = 'PUBLISHED'
    ), valid as (
      select * from target
      where (kind = 'MCQ' and ${p('isChoice')}::bool
          and (${p('displayed')}::int is null or (stored is not null and stored >= 0 and stored < option_count)))
        or (kind = 'WRITTEN' and not ${p('isChoice')}::bool)
    ), bump as (
      update ${assignmentAttempts} t set answers_version = t.answers_version + 1
      from valid v
      where t.id = v.id and t.status = 'IN_PROGRESS' and t.deadline_at > t.started_at
        and t.deadline_at >= ${p('now')}::timestamptz
      returning t.id, t.deadline_at, v.stored
    ), saved as (
      insert into ${attemptAnswers} (attempt_id, question_id, selected_index, text_answer, client_seq, saved_at)
      select b.id, ${p('questionId')}::uuid, b.stored, ${p('text')}::text, ${p('clientSeq')}::int, ${p('now')}::timestamptz
      from bump b
      on conflict (attempt_id, question_id) do update
        set selected_index = excluded.selected_index, text_answer = excluded.text_answer,
          client_seq = excluded.client_seq, saved_at = excluded.saved_at
        where ${attemptAnswers}.client_seq < excluded.client_seq
      returning question_id
    )
    select b.id as "attemptId", b.deadline_at as "deadlineAt", (select count(*)::int from saved) as applied
    from bump b`,
);

export async function saveByAddress(
  db: Queryable,
  values: {
    customUrl: string;
    candidateId: string;
    questionId: string;
    /** MCQ: the displayed option (null clears); undefined for a written answer. */
    displayed: number | null | undefined;
    text: string | null;
    clientSeq: number;
    now: Date;
  },
): Promise<{ attemptId: string; deadlineAt: Date; applied: boolean } | null> {
  const [row] = await SAVE_BY_ADDRESS.rows<{ attemptId: string; deadlineAt: string | Date; applied: number }>(db, {
    customUrl: values.customUrl,
    candidateId: values.candidateId,
    questionId: values.questionId,
    displayed: values.displayed ?? null,
    isChoice: values.displayed !== undefined,
    text: values.text,
    clientSeq: values.clientSeq,
    now: values.now.toISOString(),
  });
  return row ? { attemptId: row.attemptId, deadlineAt: new Date(row.deadlineAt), applied: row.applied > 0 } : null;
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

/** The attempt's columns as `AttemptRow` names (`prefix`: the table's alias in the statement, or none). */
function attemptColumns(prefix: string) {
  const c = (name: string) => sql.raw(`${prefix}${name}`);
  return sql`${c('id')}, ${c('assignment_id')} as "assignmentId", ${c('institute_id')} as "instituteId",
    ${c('candidate_id')} as "candidateId", ${c('student_class')} as "studentClass", ${c('section')} as "section",
    ${c('status')} as "status", ${c('started_at')} as "startedAt", ${c('deadline_at')} as "deadlineAt",
    ${c('submitted_at')} as "submittedAt", ${c('submitted_by')} as "submittedBy",
    ${c('submission_key')} as "submissionKey", ${c('question_order')}::text[] as "questionOrder",
    ${c('option_orders')} as "optionOrders", ${c('answers_version')} as "answersVersion", ${c('score')} as "score",
    ${c('max_score')} as "maxScore", ${c('time_taken_seconds')} as "timeTakenSeconds",
    ${c('identity_check')} as "identityCheck", ${c('identity_decided_by')} as "identityDecidedBy",
    ${c('identity_decided_at')} as "identityDecidedAt", ${c('identity_note')} as "identityNote",
    ${c('feedback')} as "feedback", ${c('graded_by')} as "gradedBy", ${c('graded_at')} as "gradedAt"`;
}

type Raw<T> = {
  [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K];
};

function attemptOfRaw(raw: Raw<AttemptRow>): AttemptRow {
  const date = (value: Date | string) => new Date(value);
  const maybe = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...raw,
    startedAt: date(raw.startedAt),
    deadlineAt: date(raw.deadlineAt),
    submittedAt: maybe(raw.submittedAt),
    identityDecidedAt: maybe(raw.identityDecidedAt),
    gradedAt: maybe(raw.gradedAt),
  };
}

/** A question's id, kind, answer key and marks: what scoring needs. */
export type ScoringKey = [questionId: string, kind: 'MCQ' | 'WRITTEN', answerIndex: number | null, marks: number];
/** A saved answer: question id and stored option (null: cleared, or a written answer). */
export type SavedChoice = [questionId: string, selectedIndex: number | null];

export interface SubmitRead {
  attempt: AttemptRow;
  assignment: { resultRelease: AssignmentRow['resultRelease']; closesAt: Date | null; gradesReleasedAt: Date | null };
  keys: ScoringKey[];
  saved: SavedChoice[];
}

/**
 * What a hand-in needs in one round trip: the attempt, its assignment's release rule and times, the answer keys
 * and the saved answers — by the student and the address (plain: the optimistic hand-in) or by the attempt
 * (read after `lockForSubmit` took the lock, in the transaction that closes it). Named statements.
 */
function readForSubmitStatement(byAddress: boolean) {
  return namedStatement(
    byAddress ? 'nb_attempt_read_for_submit' : 'nb_attempt_read_by_id_for_submit',
    sql`select ${attemptColumns('t.')}, a.result_release as "resultRelease", a.closes_at as "closesAt",
        a.grades_released_at as "gradesReleasedAt",
        (select coalesce(json_agg(json_build_array(q.id, q.kind, q.answer_index, q.marks)), '[]')
          from ${assignmentQuestions} q where q.assignment_id = t.assignment_id) as keys,
        (select coalesce(json_agg(json_build_array(x.question_id, x.selected_index)), '[]')
          from ${attemptAnswers} x where x.attempt_id = t.id) as saved
      from ${assignmentAttempts} t join ${assignments} a on a.id = t.assignment_id
      where ${
        byAddress
          ? sql`a.custom_url = ${p('customUrl')} and t.candidate_id = ${p('candidateId')}`
          : sql`t.id = ${p('attemptId')}`
      }
`,
  );
}
const READ_FOR_SUBMIT = readForSubmitStatement(true);
const READ_LOCKED_FOR_SUBMIT = readForSubmitStatement(false);
const LOCK_ATTEMPT = namedStatement(
  'nb_attempt_lock',
  sql`select t.id from ${assignmentAttempts} t where t.id = ${p('attemptId')} for update`,
);

type RawSubmitRead = Raw<AttemptRow> & {
  resultRelease: AssignmentRow['resultRelease'];
  closesAt: Date | string | null;
  gradesReleasedAt: Date | string | null;
  keys: ScoringKey[];
  saved: SavedChoice[];
};

function submitReadOf(row: RawSubmitRead | undefined): SubmitRead | null {
  if (!row) return null;
  const { resultRelease, closesAt, gradesReleasedAt, keys, saved, ...attempt } = row;
  return {
    attempt: attemptOfRaw(attempt),
    assignment: {
      resultRelease,
      closesAt: closesAt === null ? null : new Date(closesAt),
      gradesReleasedAt: gradesReleasedAt === null ? null : new Date(gradesReleasedAt),
    },
    keys,
    saved,
  };
}

/** The student's attempt at this address with what a hand-in needs, without a lock. */
export async function readForSubmit(db: Queryable, values: { customUrl: string; candidateId: string }) {
  return submitReadOf((await READ_FOR_SUBMIT.rows<RawSubmitRead>(db, values))[0]);
}

/**
 * The attempt locked for the caller's transaction, with what a hand-in needs. The lock is its own statement: a read
 * that waited for the lock inside the same statement would see the locked row as it is now but the answers as they
 * were when it started, missing a save acknowledged while it waited.
 */
export async function lockForSubmit(db: Queryable, attemptId: string) {
  if ((await LOCK_ATTEMPT.rows<{ id: string }>(db, { attemptId })).length === 0) return null;
  return submitReadOf((await READ_LOCKED_FOR_SUBMIT.rows<RawSubmitRead>(db, { attemptId }))[0]);
}

export interface AttemptClosing {
  attemptId: string;
  /** The answers version the hand-in was scored at (the optimistic close writes only if it is unchanged). */
  answersVersion: number;
  submittedAt: Date;
  submittedBy: 'STUDENT' | 'TIMER';
  submissionKey: string | null;
  score: number | null;
  maxScore: number;
  timeTakenSeconds: number;
  marks: Array<{ questionId: string; correct: boolean | null; marksAwarded: number | null }>;
}

/**
 * One statement: the attempt handed in with its score, and each marked answer marked, from the `closed` row.
 * `guarded` writes only while the attempt is still running with its answers at the version scored (PostgreSQL
 * re-checks after waiting for the row lock): a save, another hand-in or the timer in between makes it write nothing.
 */
function closeStatement(guarded: boolean) {
  return namedStatement(
    guarded ? 'nb_attempt_close_if_unchanged' : 'nb_attempt_close',
    sql`with closed as (
        update ${assignmentAttempts} t set status = 'SUBMITTED', submitted_at = ${p('submittedAt')}::timestamptz,
          submitted_by = ${p('submittedBy')}::attempt_submitter, submission_key = ${p('submissionKey')}::text,
          score = ${p('score')}::int, max_score = ${p('maxScore')}::int,
          time_taken_seconds = ${p('timeTakenSeconds')}::int
        where t.id = ${p('attemptId')}::uuid
          ${guarded ? sql`and t.status = 'IN_PROGRESS' and t.answers_version = ${p('answersVersion')}::int` : sql``}
        returning ${attemptColumns('t.')}
      ), marked as (
        update ${attemptAnswers} x set correct = m.correct, marks_awarded = m.marks
        from closed c, unnest(${p('ids')}::uuid[], ${p('correct')}::bool[], ${p('marks')}::int[])
          as m(question_id, correct, marks)
        where x.attempt_id = c.id and x.question_id = m.question_id
      )
      select * from closed`,
  );
}
const CLOSE = closeStatement(false);
const CLOSE_IF_UNCHANGED = closeStatement(true);

function closingValues(closing: AttemptClosing) {
  return {
    attemptId: closing.attemptId,
    answersVersion: closing.answersVersion,
    submittedAt: closing.submittedAt.toISOString(),
    submittedBy: closing.submittedBy,
    submissionKey: closing.submissionKey,
    score: closing.score,
    maxScore: closing.maxScore,
    timeTakenSeconds: closing.timeTakenSeconds,
    ids: closing.marks.map((mark) => mark.questionId),
    correct: closing.marks.map((mark) => mark.correct),
    marks: closing.marks.map((mark) => mark.marksAwarded),
  };
}

/** Closes an attempt the caller holds locked. */
export async function closeAttempt(tx: Queryable, closing: AttemptClosing): Promise<AttemptRow> {
  const [row] = await CLOSE.rows<Raw<AttemptRow>>(tx, closingValues(closing));
  if (!row) throw new Error(`attempt ${closing.attemptId} vanished while locked`);
  return attemptOfRaw(row);
}

/** Closes an attempt only if nothing changed since it was read; null when something did. */
export async function closeAttemptIfUnchanged(db: Queryable, closing: AttemptClosing): Promise<AttemptRow | null> {
  const [row] = await CLOSE_IF_UNCHANGED.rows<Raw<AttemptRow>>(db, closingValues(closing));
  return row ? attemptOfRaw(row) : null;
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
 * The student's assignments, in one named statement: published ones of their school set for their class (this
 * section or every section) and any they have an attempt of, with their attempt and the numbers the list shows.
 * The student's school, class and section are read in the same statement.
 */
const STUDENT_ASSIGNMENTS = namedStatement(
  'nb_attempt_student_assignments',
  sql`select a.id, a.code, a.custom_url as "customUrl", a.type, a.title, s.name as "subjectName",
      a.opens_at as "opensAt", a.closes_at as "closesAt", a.created_at as "createdAt",
      a.time_limit_minutes as "timeLimitMinutes", a.total_marks as "totalMarks",
      a.face_check_required as "faceCheckRequired", a.result_release as "resultRelease",
      a.grades_released_at as "gradesReleasedAt",
      (select count(*)::int from ${assignmentQuestions} q where q.assignment_id = a.id) as "questionCount",
      t.id as "attemptId", t.status as "attemptStatus", t.started_at as "startedAt", t.deadline_at as "deadlineAt",
      t.identity_check as "identityCheck", t.score, t.max_score as "maxScore"
    from ${users} u
    join ${assignments} a on a.institute_id = u.institute_id and a.state = 'PUBLISHED'
    left join ${subjects} s on s.id = a.subject_id
    left join ${assignmentAttempts} t on t.assignment_id = a.id and t.candidate_id = u.id
    where u.id = ${p('userId')}::uuid
      and (${p('type')}::text is null or a.type::text = ${p('type')}::text)
      and (t.id is not null or exists (select 1 from ${assignmentTargets} g where g.assignment_id = a.id
        and g.student_class = u.student_class and (g.section is null or g.section = u.section)))
    order by a.closes_at
    limit 500`,
);

export interface StudentAssignmentRow {
  id: string;
  code: string;
  customUrl: string;
  type: AssignmentRow['type'];
  title: string;
  subjectName: string | null;
  opensAt: Date | null;
  closesAt: Date | null;
  createdAt: Date;
  timeLimitMinutes: number | null;
  totalMarks: number;
  faceCheckRequired: boolean;
  resultRelease: AssignmentRow['resultRelease'];
  gradesReleasedAt: Date | null;
  questionCount: number;
  attempt: {
    id: string;
    status: AttemptRow['status'];
    startedAt: Date;
    deadlineAt: Date;
    identityCheck: AttemptRow['identityCheck'];
    score: number | null;
    maxScore: number;
  } | null;
}

type RawStudentAssignment = Omit<
  StudentAssignmentRow,
  'attempt' | 'opensAt' | 'closesAt' | 'createdAt' | 'gradesReleasedAt'
> & {
  opensAt: Date | string | null;
  closesAt: Date | string | null;
  createdAt: Date | string;
  gradesReleasedAt: Date | string | null;
  attemptId: string | null;
  attemptStatus: AttemptRow['status'] | null;
  startedAt: Date | string | null;
  deadlineAt: Date | string | null;
  identityCheck: AttemptRow['identityCheck'] | null;
  score: number | null;
  maxScore: number | null;
};

export async function studentAssignments(
  db: Queryable,
  userId: string,
  type: 'ASSESSMENT' | 'QNA' | undefined,
): Promise<StudentAssignmentRow[]> {
  const rows = await STUDENT_ASSIGNMENTS.rows<RawStudentAssignment>(db, { userId, type: type ?? null });
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => {
    const { attemptId, attemptStatus, startedAt, deadlineAt, identityCheck, score, maxScore, ...rest } = row;
    return {
      ...rest,
      opensAt: date(rest.opensAt),
      closesAt: date(rest.closesAt),
      createdAt: new Date(rest.createdAt),
      gradesReleasedAt: date(rest.gradesReleasedAt),
      attempt:
        attemptId && attemptStatus && startedAt && deadlineAt && identityCheck
          ? {
              id: attemptId,
              status: attemptStatus,
              startedAt: new Date(startedAt),
              deadlineAt: new Date(deadlineAt),
              identityCheck,
              score,
              maxScore: maxScore ?? 0,
            }
          : null,
    };
  });
}
