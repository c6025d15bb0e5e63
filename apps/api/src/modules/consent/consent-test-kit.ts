/** Test set-up for consent: a parent's answer recorded as the real flow records it (the request row and the ledger). */
import type { Queryable } from '../../db/client';
import { parentConsents } from '../../db/schema';
import { recordConsentAnswer } from './consent-ledger.repository';

export interface ParentAnswer {
  instituteId: string;
  studentId: string;
  status?: 'GRANTED' | 'DECLINED' | 'PENDING';
  faceChecks?: boolean;
  parentName?: string;
  parentEmail?: string;
  at?: Date;
}

/** A consent request answered by the parent (GRANTED unless said; PENDING: set back by the school), with its ledger rows. */
export async function answerParentConsent(db: Queryable, answer: ParentAnswer): Promise<void> {
  const status = answer.status ?? 'GRANTED';
  const faceChecks = status === 'GRANTED' && (answer.faceChecks ?? false);
  const decidedAt = status === 'PENDING' ? null : (answer.at ?? new Date());
  await db
    .insert(parentConsents)
    .values({
      instituteId: answer.instituteId,
      studentId: answer.studentId,
      parentName: answer.parentName ?? 'A parent',
      parentEmail: (answer.parentEmail ?? `parent-${answer.studentId}@home.test`).toLowerCase(),
      status,
      decidedAt,
      faceChecksAllowed: faceChecks,
    })
    .onConflictDoUpdate({
      target: parentConsents.studentId,
      set: { status, decidedAt, faceChecksAllowed: faceChecks },
    });
  // Back to waiting (the school's doing) withdraws every purpose, as the real flow records it.
  await recordConsentAnswer(db, {
    studentId: answer.studentId,
    status,
    faceChecks,
    grantor: status === 'PENDING' ? 'SCHOOL' : 'PARENT',
    recordedBy: null,
    source: status === 'PENDING' ? 'school-status' : 'parent-link',
    at: decidedAt ?? undefined,
  });
}
