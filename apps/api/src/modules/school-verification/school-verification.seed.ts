/**
 * Demo data: Greenfield was verified by an operator against its UDISE code a month ago (the public badge shows);
 * Riverside has sent its CISCE affiliation number and waits (no badge, "Waiting for our check" on its page).
 * Written through the same repository as the request and the operator command, with the same history rows.
 */
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit.repository';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { saveVerificationRequest, saveVerified } from './school-verification.repository';

const DAY_MS = 86_400_000;
export const DEMO_OPERATOR = 'Noticeboard operations (demo)';

export async function seedSchoolVerificationDemo(db: Db): Promise<void> {
  const now = Date.now();
  const greenfield = await findInstituteByCustomUrl(db, 'greenfield-public-school');
  const riverside = await findInstituteByCustomUrl(db, 'riverside-international-academy');
  await db.transaction(async (tx) => {
    if (greenfield) {
      const requestedAt = new Date(now - 32 * DAY_MS);
      const verifiedAt = new Date(now - 30 * DAY_MS);
      const evidence = { udiseCode: '29200801402', affiliationNumber: '830145' };
      await saveVerificationRequest(tx, greenfield.id, { ...evidence, note: null, at: requestedAt });
      await saveVerified(tx, greenfield.id, {
        ...evidence,
        at: verifiedAt,
        operator: DEMO_OPERATOR,
        evidence: 'UDISE',
        note: 'UDISE code matches the UDISE+ directory entry (name, Bengaluru Urban).',
      });
      await recordAudit(tx, [
        {
          instituteId: greenfield.id,
          actorId: null,
          action: 'verification.requested',
          entityType: 'institute',
          entityId: greenfield.id,
          summary: `Verification requested with UDISE code ${evidence.udiseCode} and affiliation number ${evidence.affiliationNumber}`,
          data: evidence,
        },
        {
          instituteId: greenfield.id,
          actorId: null,
          action: 'verification.verified',
          entityType: 'institute',
          entityId: greenfield.id,
          summary: 'Verified by Noticeboard: UDISE code checked',
          data: { operator: DEMO_OPERATOR, evidence: 'UDISE', ...evidence, previousStatus: 'PENDING' },
        },
      ]);
    }
    if (riverside) {
      const evidence = { udiseCode: null, affiliationNumber: 'MA063' };
      await saveVerificationRequest(tx, riverside.id, {
        ...evidence,
        note: 'CISCE affiliated since 2009.',
        at: new Date(now - 2 * DAY_MS),
      });
      await recordAudit(tx, {
        instituteId: riverside.id,
        actorId: null,
        action: 'verification.requested',
        entityType: 'institute',
        entityId: riverside.id,
        summary: 'Verification requested with affiliation number MA063',
        data: { ...evidence, note: 'CISCE affiliated since 2009.' },
      });
    }
  });
}
