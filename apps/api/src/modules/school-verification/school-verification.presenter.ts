/** Institute row -> the school's own view of its verification, and the public badge's fields. */
import type { InstitutePublic, SchoolVerification } from '@noticeboard/shared';
import type { VerificationRow } from './school-verification.repository';

export function presentVerification(row: VerificationRow): SchoolVerification {
  return {
    status: row.verificationStatus,
    udiseCode: row.udiseCode,
    affiliationNumber: row.affiliationNumber,
    note: row.verificationRequestNote,
    requestedAt: row.verificationRequestedAt?.toISOString() ?? null,
    verifiedAt: row.verificationStatus === 'VERIFIED' ? (row.platformVerifiedAt?.toISOString() ?? null) : null,
    verifiedWith: row.verificationStatus === 'VERIFIED' ? row.verifiedWith : null,
    decisionNote: row.verificationNote,
  };
}

/** What the public profile says: verified only after an operator's check, never after a confirmed email. */
export function publicVerification(
  row: Pick<VerificationRow, 'verificationStatus' | 'platformVerifiedAt' | 'verifiedWith'>,
): Pick<InstitutePublic, 'verified' | 'verifiedAt' | 'verifiedWith'> {
  const verified =
    row.verificationStatus === 'VERIFIED' && row.platformVerifiedAt !== null && row.verifiedWith !== null;
  return {
    verified,
    verifiedAt: verified ? (row.platformVerifiedAt?.toISOString() ?? null) : null,
    verifiedWith: verified ? row.verifiedWith : null,
  };
}
