/** Review rows → the queue's wire shape (no storage keys leave the server, only whether a picture is kept). */
import type { FaceOutcome, FaceReviewItem, IdentityCheck } from '@noticeboard/shared';

interface ReviewRow {
  attemptId: string;
  identityCheck: IdentityCheck;
  decidedAt: Date | null;
  note: string | null;
  decidedByName: string | null;
  assignmentCode: string;
  assignmentTitle: string;
  studentName: string;
  studentClass: string | null;
  section: string | null;
  referencePictureKey: string | null;
}

interface CheckRow {
  id: string;
  stage: 'START' | 'DURING';
  outcome: FaceOutcome;
  deviceOutcome: FaceOutcome | null;
  distance: number | null;
  createdAt: Date;
  pictureKey: string | null;
}

export function presentReviewItem(row: ReviewRow, checks: readonly CheckRow[]): FaceReviewItem {
  return {
    attemptId: row.attemptId,
    assignmentCode: row.assignmentCode,
    assignmentTitle: row.assignmentTitle,
    studentName: row.studentName,
    studentClass: row.studentClass,
    section: row.section,
    identityCheck: row.identityCheck,
    hasReferencePicture: row.referencePictureKey !== null,
    checks: checks.map((check) => ({
      id: check.id,
      stage: check.stage,
      outcome: check.outcome,
      deviceOutcome: check.deviceOutcome,
      distance: check.distance === null ? null : Math.round(check.distance * 1000) / 1000,
      takenAt: check.createdAt.toISOString(),
      hasPicture: check.pictureKey !== null,
    })),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}
