/** SQL of face verification: enrolments, checks, the school's review queue and the kept pictures' retention. */
import type { FaceCheckStage, FaceOutcome, FaceReviewKind, IdentityCheck } from '@noticeboard/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { assignmentAttempts, assignments, faceChecks, faceEnrolments, users } from '../../../db/schema';
import { consentDecisionSql } from '../../consent/consent-ledger.repository';

/** What decides whether a student may enrol: their age and the consent ledger's FACE_CHECKS decision. */
export async function consentFactsOf(db: Queryable, candidateId: string) {
  const [row] = await db
    .select({
      instituteId: users.instituteId,
      dateOfBirth: users.dateOfBirth,
      faceChecks: consentDecisionSql('FACE_CHECKS', users.id),
    })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.type, 'CANDIDATE')))
    .limit(1);
  return row ?? null;
}

export async function enrolmentOf(db: Queryable, candidateId: string) {
  const [row] = await db.select().from(faceEnrolments).where(eq(faceEnrolments.candidateId, candidateId)).limit(1);
  return row ?? null;
}

/** Replaces the enrolment; answers the reference picture it replaced (to delete after the commit). */
export async function saveEnrolment(
  tx: Queryable,
  row: { candidateId: string; instituteId: string; descriptor: number[]; pictureKey: string; enrolledAt: Date },
): Promise<string | null> {
  const previous = await enrolmentOf(tx, row.candidateId);
  await tx
    .insert(faceEnrolments)
    .values(row)
    .onConflictDoUpdate({
      target: faceEnrolments.candidateId,
      set: {
        instituteId: row.instituteId,
        descriptor: row.descriptor,
        pictureKey: row.pictureKey,
        enrolledAt: row.enrolledAt,
      },
    });
  return previous?.pictureKey ?? null;
}

export async function deleteEnrolment(tx: Queryable, candidateId: string): Promise<string | null> {
  const [row] = await tx
    .delete(faceEnrolments)
    .where(eq(faceEnrolments.candidateId, candidateId))
    .returning({ pictureKey: faceEnrolments.pictureKey });
  return row?.pictureKey ?? null;
}

/** The caller's attempt of the assignment at this address, with what a check needs; locked when `lock`. */
export async function attemptForCheck(db: Queryable, customUrl: string, candidateId: string) {
  const [row] = await db
    .select({
      attemptId: assignmentAttempts.id,
      instituteId: assignmentAttempts.instituteId,
      status: assignmentAttempts.status,
      identityCheck: assignmentAttempts.identityCheck,
      deadlineAt: assignmentAttempts.deadlineAt,
      faceCheckRequired: assignments.faceCheckRequired,
      assignmentState: assignments.state,
    })
    .from(assignments)
    .innerJoin(
      assignmentAttempts,
      and(eq(assignmentAttempts.assignmentId, assignments.id), eq(assignmentAttempts.candidateId, candidateId)),
    )
    .where(eq(assignments.customUrl, customUrl))
    .limit(1);
  return row ?? null;
}

/** Whether the assignment at this address exists in this school (to tell "not started" from "no such thing"). */
export async function assignmentInSchool(db: Queryable, customUrl: string, instituteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.customUrl, customUrl), eq(assignments.instituteId, instituteId)))
    .limit(1);
  return row !== undefined;
}

export async function failedStartChecks(db: Queryable, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(faceChecks)
    .where(
      and(eq(faceChecks.attemptId, attemptId), eq(faceChecks.stage, 'START'), sql`${faceChecks.outcome} <> 'PASS'`),
    );
  return row?.total ?? 0;
}

export async function insertFaceCheck(
  tx: Queryable,
  row: {
    attemptId: string;
    instituteId: string;
    candidateId: string;
    stage: FaceCheckStage;
    outcome: FaceOutcome;
    deviceOutcome: FaceOutcome | null;
    distance: number | null;
    pictureKey: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(faceChecks).values({ ...row, reviewState: row.outcome === 'PASS' ? 'NONE' : 'PENDING' });
}

/** Moves the attempt's identity from one of `from` to `to`; false when it was in none of them (a race lost). */
export async function moveIdentity(
  tx: Queryable,
  attemptId: string,
  from: readonly IdentityCheck[],
  to: IdentityCheck,
  decision?: { by: string; at: Date; note: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(assignmentAttempts)
    .set({
      identityCheck: to,
      ...(decision
        ? { identityDecidedBy: decision.by, identityDecidedAt: decision.at, identityNote: decision.note }
        : {}),
      ...(to === 'REJECTED' ? { score: null } : {}),
    })
    .where(and(eq(assignmentAttempts.id, attemptId), inArray(assignmentAttempts.identityCheck, [...from])))
    .returning({ id: assignmentAttempts.id });
  return rows.length === 1;
}

/** The attempt a reviewer acts on, with its school, the assignment's author and the student (null: none such). */
export async function attemptForReview(db: Queryable, attemptId: string) {
  const [row] = await db
    .select({
      attemptId: assignmentAttempts.id,
      instituteId: assignmentAttempts.instituteId,
      candidateId: assignmentAttempts.candidateId,
      identityCheck: assignmentAttempts.identityCheck,
      createdBy: assignments.createdBy,
      title: assignments.title,
      type: assignments.type,
      code: assignments.code,
    })
    .from(assignmentAttempts)
    .innerJoin(assignments, eq(assignments.id, assignmentAttempts.assignmentId))
    .where(eq(assignmentAttempts.id, attemptId))
    .limit(1);
  return row ?? null;
}

/** After a decision the kept pictures of the attempt are marked decided and given their deletion time. */
export async function closeChecksOf(
  tx: Queryable,
  attemptId: string,
  state: 'APPROVED' | 'REJECTED',
  review: { by: string; at: Date; reason: string | null; deleteAfter: Date },
): Promise<void> {
  await tx
    .update(faceChecks)
    .set({
      reviewState: state,
      reviewedBy: review.by,
      reviewedAt: review.at,
      reviewReason: review.reason,
      pictureDeleteAfter: sql`case when ${faceChecks.pictureKey} is null then null else ${review.deleteAfter.toISOString()}::timestamptz end`,
    })
    .where(and(eq(faceChecks.attemptId, attemptId), eq(faceChecks.reviewState, 'PENDING')));
}

const KIND_STATES: Record<FaceReviewKind, readonly IdentityCheck[]> = {
  FLAGGED: ['FLAGGED'],
  ATTEST: ['PENDING'],
  DECIDED: ['APPROVED', 'REJECTED', 'ATTESTED'],
};

export interface ReviewScope {
  instituteId: string;
  /** A teacher sees the attempts of their own assignments only. */
  authorId: string | null;
  kind: FaceReviewKind;
  assignmentCode: string | undefined;
}

function reviewWhere(scope: ReviewScope) {
  return and(
    eq(assignmentAttempts.instituteId, scope.instituteId),
    eq(assignments.instituteId, scope.instituteId),
    eq(assignments.faceCheckRequired, true),
    inArray(assignmentAttempts.identityCheck, [...KIND_STATES[scope.kind]]),
    scope.authorId ? eq(assignments.createdBy, scope.authorId) : undefined,
    scope.assignmentCode ? eq(assignments.code, scope.assignmentCode) : undefined,
  );
}

export async function reviewPage(db: Queryable, scope: ReviewScope, limit: number, offset: number) {
  const decider = sql<string | null>`(select name from users d where d.id = ${assignmentAttempts.identityDecidedBy})`;
  const rows = await db
    .select({
      attemptId: assignmentAttempts.id,
      identityCheck: assignmentAttempts.identityCheck,
      decidedAt: assignmentAttempts.identityDecidedAt,
      note: assignmentAttempts.identityNote,
      decidedByName: decider,
      startedAt: assignmentAttempts.startedAt,
      assignmentCode: assignments.code,
      assignmentTitle: assignments.title,
      studentName: users.name,
      studentClass: assignmentAttempts.studentClass,
      section: assignmentAttempts.section,
      referencePictureKey: faceEnrolments.pictureKey,
    })
    .from(assignmentAttempts)
    .innerJoin(assignments, eq(assignments.id, assignmentAttempts.assignmentId))
    .innerJoin(users, eq(users.id, assignmentAttempts.candidateId))
    .leftJoin(faceEnrolments, eq(faceEnrolments.candidateId, assignmentAttempts.candidateId))
    .where(reviewWhere(scope))
    .orderBy(
      scope.kind === 'DECIDED' ? desc(assignmentAttempts.identityDecidedAt) : asc(assignmentAttempts.startedAt),
      asc(assignmentAttempts.id),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ total: count() })
    .from(assignmentAttempts)
    .innerJoin(assignments, eq(assignments.id, assignmentAttempts.assignmentId))
    .where(reviewWhere(scope));
  return { rows, total: total?.total ?? 0 };
}

export async function checksOfAttempts(db: Queryable, attemptIds: readonly string[]) {
  if (attemptIds.length === 0) return [];
  return db
    .select({
      id: faceChecks.id,
      attemptId: faceChecks.attemptId,
      stage: faceChecks.stage,
      outcome: faceChecks.outcome,
      deviceOutcome: faceChecks.deviceOutcome,
      distance: faceChecks.distance,
      createdAt: faceChecks.createdAt,
      pictureKey: faceChecks.pictureKey,
    })
    .from(faceChecks)
    .where(inArray(faceChecks.attemptId, [...attemptIds]))
    .orderBy(asc(faceChecks.createdAt));
}

/** A kept check picture with what decides who may see it. */
export async function checkPictureOf(db: Queryable, checkId: string) {
  const [row] = await db
    .select({
      instituteId: faceChecks.instituteId,
      pictureKey: faceChecks.pictureKey,
      createdBy: assignments.createdBy,
    })
    .from(faceChecks)
    .innerJoin(assignmentAttempts, eq(assignmentAttempts.id, faceChecks.attemptId))
    .innerJoin(assignments, eq(assignments.id, assignmentAttempts.assignmentId))
    .where(eq(faceChecks.id, checkId))
    .limit(1);
  return row ?? null;
}

/** Kept pictures past their deletion time (oldest first). */
export async function picturesToDelete(db: Queryable, now: Date, limit: number) {
  return db
    .select({ id: faceChecks.id, pictureKey: faceChecks.pictureKey })
    .from(faceChecks)
    .where(and(isNotNull(faceChecks.pictureKey), lte(faceChecks.pictureDeleteAfter, now)))
    .orderBy(asc(faceChecks.pictureDeleteAfter))
    .limit(limit);
}

export async function forgetPicture(tx: Queryable, checkId: string): Promise<void> {
  await tx.update(faceChecks).set({ pictureKey: null }).where(eq(faceChecks.id, checkId));
}
