import { type SectionType, STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';

/** "Class 8 A", or just "Class 8" when the class has no sections (NA). */
export function sectionLabel(studentClass: StudentClass, section: SectionType): string {
  const label = STUDENT_CLASS_INFO[studentClass].label;
  return section === 'NA' ? label : `${label} ${section}`;
}

export const sectionName = (section: SectionType) => (section === 'NA' ? 'No section' : `Section ${section}`);
