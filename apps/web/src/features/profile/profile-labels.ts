import { type Profile, roleOf, STUDENT_CLASS_INFO, type SubscriptionState } from '@noticeboard/shared';

const ROLE_NAMES = {
  INSTITUTE: 'School',
  ADMIN: 'Admin',
  FACULTY: 'Faculty',
  CANDIDATE: 'Student',
  INDIVIDUAL: 'Individual',
} as const;

export const roleName = (profile: Pick<Profile, 'type' | 'userType'>) => ROLE_NAMES[roleOf(profile)];

export function classAndSection(profile: Pick<Profile, 'studentClass' | 'section'>): string | null {
  if (!profile.studentClass) return null;
  const label = STUDENT_CLASS_INFO[profile.studentClass].label;
  return profile.section && profile.section !== 'NA' ? `${label}, section ${profile.section}` : label;
}

export const SUBSCRIPTION_TEXT: Record<SubscriptionState, { label: string; color: string }> = {
  NONE: { label: 'No subscription', color: 'gray' },
  TRIAL: { label: 'Trial', color: 'blue' },
  ACTIVE: { label: 'Active', color: 'teal' },
  PAST_DUE: { label: 'Renewal due', color: 'orange' },
  EXPIRED: { label: 'Expired', color: 'red' },
};
