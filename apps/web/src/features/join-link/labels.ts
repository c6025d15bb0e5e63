/** How a link's class and kind read to people. */
import { type SectionType, STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';

export function classLabel(studentClass: StudentClass | null, section: SectionType | null): string | null {
  if (!studentClass) return null;
  const label = STUDENT_CLASS_INFO[studentClass].label;
  return section && section !== 'NA' ? `${label} ${section}` : label;
}
