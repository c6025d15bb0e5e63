import type { LoginKind } from '@noticeboard/shared';

/** The sign-in choices a person sees, and the endpoint each one calls. */
export const LOGIN_ROLES = [
  { value: 'student', label: 'Student', kind: 'user' },
  { value: 'staff', label: 'School staff', kind: 'faculty' },
  { value: 'institute', label: 'School', kind: 'institute' },
  { value: 'individual', label: 'Individual', kind: 'individual' },
] as const satisfies ReadonlyArray<{ value: string; label: string; kind: LoginKind }>;

export type LoginRole = (typeof LOGIN_ROLES)[number]['value'];

const ALIASES: Record<string, LoginRole> = {
  student: 'student',
  candidate: 'student',
  staff: 'staff',
  faculty: 'staff',
  admin: 'staff',
  institute: 'institute',
  school: 'institute',
  individual: 'individual',
};

/** Reads the `type` query parameter: our own values and the member kinds (CANDIDATE, FACULTY, ...). */
export function parseLoginRole(type: string | null): LoginRole | null {
  return type ? (ALIASES[type.trim().toLowerCase()] ?? null) : null;
}

export function isLoginRole(value: string): value is LoginRole {
  return LOGIN_ROLES.some((role) => role.value === value);
}

export function kindOf(role: LoginRole): LoginKind {
  return LOGIN_ROLES.find((entry) => entry.value === role)?.kind ?? 'user';
}
