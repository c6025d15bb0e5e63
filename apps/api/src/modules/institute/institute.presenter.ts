/** Rows -> the public institution profile and the member list entries. */
import type { InstitutePublic, Member } from '@noticeboard/shared';
import { publicVerification } from '../school-verification/school-verification.presenter';
import type { UserRow } from '../user/user.repository';
import type { InstituteRow } from './institute.repository';

export function presentInstitute(
  row: InstituteRow,
  place: { state: string; country: string },
  memberCounts: InstitutePublic['memberCounts'],
): InstitutePublic {
  return {
    id: row.id,
    name: row.name,
    customUrl: row.customUrl,
    board: row.board,
    city: row.city,
    state: place.state,
    country: place.country,
    // The badge is the platform's check by an operator; `row.verified` only says the email was confirmed.
    ...publicVerification(row),
    memberCounts,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMember(row: UserRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    userType: row.userType,
    customUrl: row.customUrl,
    studentClass: row.studentClass,
    section: row.section,
    status: row.passwordHash ? 'ACTIVE' : 'PENDING',
    createdAt: row.createdAt.toISOString(),
  };
}
