/** Consent rows -> the institute's list entries and the parent's page. */
import type { Consent, ConsentPublic } from '@noticeboard/shared';
import { firstName, maskEmail } from './consent.policy';
import type { ConsentListRow } from './consent.repository';

export function presentConsent({
  consent,
  studentName,
  studentClass,
  section,
  paidPaise,
  paidAt,
}: ConsentListRow): Consent {
  return {
    id: consent.id,
    studentId: consent.studentId,
    studentName,
    studentClass,
    section,
    parentName: consent.parentName,
    parentEmail: maskEmail(consent.parentEmail),
    status: consent.status,
    sends: consent.sends,
    lastSentAt: consent.lastSentAt?.toISOString() ?? null,
    linkExpiresAt: consent.tokenHash ? (consent.expiresAt?.toISOString() ?? null) : null,
    decidedAt: consent.decidedAt?.toISOString() ?? null,
    payment: paidPaise !== null && paidAt ? { amountPaise: paidPaise, paidAt: paidAt.toISOString() } : null,
  };
}

export function presentPublic(
  row: { studentName: string; schoolName: string; expiresAt: Date },
  feePaise: number | null,
): ConsentPublic {
  return {
    studentFirstName: firstName(row.studentName),
    schoolName: row.schoolName,
    expiresAt: row.expiresAt.toISOString(),
    feePaise,
  };
}
