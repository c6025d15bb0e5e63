/** Rows -> the academic wire shapes of packages/shared/src/schemas/academic.ts. */
import {
  type AcademicSession,
  academicSessionLabel,
  academicSessionWindow,
  type Chapter,
  CLASS_GROUP_LABELS,
  CLASS_GROUPS,
  type ClassGroupEntry,
  type ClassSectionSubject,
  classGroupOf,
  classSortOrder,
  SECTION_TYPES,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
} from '@noticeboard/shared';
import type { ClassSectionRow, ClassSectionSubjectRow, SessionRow } from './academic.repository';
import type { ChapterRow } from './curriculum.repository';

export function presentSession(row: SessionRow): AcademicSession {
  return {
    id: row.id,
    startYear: row.startYear,
    label: academicSessionLabel(row.startYear),
    isCurrent: row.isCurrent,
    ...academicSessionWindow(row.startYear),
  };
}

export function presentClassSectionSubject(row: ClassSectionSubjectRow): ClassSectionSubject {
  return {
    id: row.id,
    classSectionId: row.classSectionId,
    studentClass: row.studentClass,
    section: row.section,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    faculty: row.facultyId && row.facultyName ? { id: row.facultyId, name: row.facultyName } : null,
  };
}

const bySection = (a: ClassSectionRow, b: ClassSectionRow) =>
  SECTION_TYPES.indexOf(a.section) - SECTION_TYPES.indexOf(b.section);

/**
 * Every class, grouped by class group in spec §9 sort order, with the sections the institute runs
 * (NA then A-G); a class without sections is listed empty so the school can add one.
 */
export function presentClassGroups(
  sections: ClassSectionRow[],
  subjectsBySection: Map<string, ClassSectionSubjectRow[]>,
  studentCounts: Map<string, number>,
): ClassGroupEntry[] {
  const groups: ClassGroupEntry[] = [];
  for (const group of CLASS_GROUPS) {
    const classes = STUDENT_CLASSES.filter((code) => classGroupOf(code) === group).map((code) => ({
      studentClass: code,
      label: STUDENT_CLASS_INFO[code].label,
      numeric: STUDENT_CLASS_INFO[code].numeric,
      sortOrder: classSortOrder(code),
      sections: sections
        .filter((row) => row.studentClass === code)
        .sort(bySection)
        .map((row) => ({
          id: row.id,
          studentClass: row.studentClass,
          section: row.section,
          studentCount: studentCounts.get(`${row.studentClass}:${row.section}`) ?? 0,
          classSectionSubjectList: (subjectsBySection.get(row.id) ?? []).map(presentClassSectionSubject),
        })),
    }));
    groups.push({ group, label: CLASS_GROUP_LABELS[group], classes });
  }
  return groups;
}

export function presentChapter(row: ChapterRow): Chapter {
  return {
    id: row.id,
    subjectId: row.subjectId,
    studentClass: row.studentClass,
    title: row.title,
    position: row.position,
  };
}
