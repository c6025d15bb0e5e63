/** Which accounts each sign-in and change-password endpoint admits. */
import type { LoginKind } from '@noticeboard/shared';

interface AccountKind {
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
}

/**
 * institute: school accounts; user: students; faculty: staff (faculty or admin) of an institute;
 * individual: any individual, staff included, so staff who pick "individual" still get in.
 */
export function loginKindAdmits(kind: LoginKind, account: AccountKind): boolean {
  switch (kind) {
    case 'institute':
      return account.type === 'INSTITUTE';
    case 'user':
      return account.type === 'CANDIDATE';
    case 'faculty':
      return account.type === 'INDIVIDUAL' && account.userType !== null;
    case 'individual':
      return account.type === 'INDIVIDUAL';
  }
}

/** The `/{type}/change_password` path segment that belongs to an account (spec §6). */
export function changePasswordKindOf(account: AccountKind): LoginKind {
  if (account.type === 'INSTITUTE') return 'institute';
  if (account.type === 'CANDIDATE') return 'user';
  return account.userType ? 'faculty' : 'individual';
}
