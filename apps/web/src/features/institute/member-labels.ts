import { type MemberRole, type SectionType, STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';

export const ROLE_LABELS: Record<MemberRole, { one: string; many: string }> = {
  FACULTY: { one: 'faculty member', many: 'Faculty' },
  ADMIN: { one: 'admin', many: 'Admins' },
  CANDIDATE: { one: 'student', many: 'Students' },
};

/** "Class 8 · A", or just the class when the section is NA. */
export function classLabel(studentClass: StudentClass | null, section: SectionType | null): string {
  if (!studentClass) return '—';
  const label = STUDENT_CLASS_INFO[studentClass].label;
  return section && section !== 'NA' ? `${label} · ${section}` : label;
}
