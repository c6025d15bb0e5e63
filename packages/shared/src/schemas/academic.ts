/** An institute's academic structure: sessions, classes and sections, subjects, chapters, curriculum (spec §3, §9). */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASS_INFO, STUDENT_CLASSES, type StudentClass } from '../constants';
import { calendarDateSchema } from '../validators';

/** The earliest session a school may create (spec §9: "sessions run from a given year to the current year"). */
export const ACADEMIC_SESSION_FROM_YEAR = 2020;

/** `2026` -> `2026-27` (spec §9: year, then the next year's last two digits). */
export function academicSessionLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Start years a session may have: `fromYear` up to the current calendar year, oldest first. */
export function academicSessionYears(fromYear: number, now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = fromYear; year <= now.getFullYear(); year++) years.push(year);
  return years;
}

/**
 * The dates a session's plan may use: 1 April of the start year (CBSE and ICSE begin in April) to
 * 31 May of the next (June-start state boards and re-examinations still fit). ISO dates.
 */
export function academicSessionWindow(startYear: number): { startsOn: string; endsOn: string } {
  return { startsOn: `${startYear}-04-01`, endsOn: `${startYear + 1}-05-31` };
}

/** Spec §9 sort order: Class 3 is 1 ... Class 12 is 10, Class 12 Onwards after them. */
export function classSortOrder(studentClass: StudentClass): number {
  return STUDENT_CLASSES.indexOf(studentClass) + 1;
}

export const CLASS_GROUPS = ['3-5', '6-8', '9-12', '12+'] as const;
export type ClassGroup = (typeof CLASS_GROUPS)[number];
export const CLASS_GROUP_LABELS: Record<ClassGroup, string> = {
  '3-5': 'Classes 3-5',
  '6-8': 'Classes 6-8',
  '9-12': 'Classes 9-12',
  '12+': 'Class 12 Onwards',
};

/** Spec §9 class groups 3-5, 6-8, 9-12; Class 12 Onwards stands on its own. */
export function classGroupOf(studentClass: StudentClass): ClassGroup {
  const { numeric } = STUDENT_CLASS_INFO[studentClass];
  if (numeric <= 5) return '3-5';
  if (numeric <= 8) return '6-8';
  if (numeric <= 12) return '9-12';
  return '12+';
}

const studentClassSchema = z.enum(STUDENT_CLASSES);
const sectionTypeSchema = z.enum(SECTION_TYPES);
const isoDate = calendarDateSchema;

export const academicSessionSchema = z.object({
  id: z.string(),
  startYear: z.number().int(),
  label: z.string(),
  isCurrent: z.boolean(),
  /** The window the session's plan must fall in (see `academicSessionWindow`). */
  startsOn: z.string(),
  endsOn: z.string(),
});
export type AcademicSession = z.infer<typeof academicSessionSchema>;

export const createAcademicSessionBodySchema = z
  .object({ startYear: z.number().int().min(ACADEMIC_SESSION_FROM_YEAR).max(2100) })
  .strict();

export const academicIdParamsSchema = z.object({ id: z.uuid() });

const facultyRefSchema = z.object({ id: z.string(), name: z.string() });

/** One entry of `classSectionSubjectList`: a subject taught in a class section and who teaches it. */
export const classSectionSubjectSchema = z.object({
  id: z.string(),
  classSectionId: z.string(),
  studentClass: studentClassSchema,
  section: sectionTypeSchema,
  subjectId: z.string(),
  subjectName: z.string(),
  faculty: facultyRefSchema.nullable(),
});
export type ClassSectionSubject = z.infer<typeof classSectionSubjectSchema>;

export const classSectionSchema = z.object({
  id: z.string(),
  studentClass: studentClassSchema,
  section: sectionTypeSchema,
  /** Active students in this class and section. */
  studentCount: z.number().int(),
  classSectionSubjectList: z.array(classSectionSubjectSchema),
});
export type ClassSection = z.infer<typeof classSectionSchema>;

export const classEntrySchema = z.object({
  studentClass: studentClassSchema,
  label: z.string(),
  numeric: z.number().int(),
  sortOrder: z.number().int(),
  sections: z.array(classSectionSchema),
});
export type ClassEntry = z.infer<typeof classEntrySchema>;

export const classGroupSchema = z.object({
  group: z.enum(CLASS_GROUPS),
  label: z.string(),
  classes: z.array(classEntrySchema),
});
export type ClassGroupEntry = z.infer<typeof classGroupSchema>;

/** `GET /institute/student-class-list`: the classes the institute runs, with their section types. */
export const studentClassListItemSchema = z.object({
  studentClass: studentClassSchema,
  label: z.string(),
  sortOrder: z.number().int(),
  sectionTypes: z.array(sectionTypeSchema),
});

export const studentClassParamsSchema = z.object({ studentClass: studentClassSchema });
export const addSectionBodySchema = z.object({ section: sectionTypeSchema }).strict();

const subjectNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(80);

export const subjectSchema = z.object({ id: z.string(), name: z.string(), classSectionCount: z.number().int() });
export type Subject = z.infer<typeof subjectSchema>;
export const subjectBodySchema = z.object({ name: subjectNameSchema }).strict();

export const assignSubjectBodySchema = z
  .object({ subjectId: z.uuid(), facultyId: z.uuid().nullable().optional() })
  .strict();
export const assignFacultyBodySchema = z.object({ facultyId: z.uuid().nullable() }).strict();

export const chapterSchema = z.object({
  id: z.string(),
  subjectId: z.string(),
  studentClass: studentClassSchema,
  title: z.string(),
  position: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const chapterListQuerySchema = z.object({ subjectId: z.uuid(), studentClass: studentClassSchema });
const chapterTitleSchema = z.string().trim().min(2, 'Title must be at least 2 characters').max(160);
export const createChapterBodySchema = z
  .object({ subjectId: z.uuid(), studentClass: studentClassSchema, title: chapterTitleSchema })
  .strict();
export const updateChapterBodySchema = z.object({ title: chapterTitleSchema }).strict();
export const reorderChaptersBodySchema = z
  .object({
    subjectId: z.uuid(),
    studentClass: studentClassSchema,
    chapterIds: z
      .array(z.uuid())
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Each chapter may appear once'),
  })
  .strict();

export const CURRICULUM_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE'] as const;
export type CurriculumStatus = (typeof CURRICULUM_STATUSES)[number];
export const CURRICULUM_STATUS_LABELS: Record<CurriculumStatus, string> = {
  PLANNED: 'Planned',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
};

/** A chapter of a class with its plan in one session (dates null while unplanned). */
export const curriculumItemSchema = z.object({
  chapterId: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  title: z.string(),
  position: z.number().int(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  status: z.enum(CURRICULUM_STATUSES),
});
export type CurriculumItem = z.infer<typeof curriculumItemSchema>;

export const curriculumSchema = z.object({
  session: academicSessionSchema,
  studentClass: studentClassSchema,
  items: z.array(curriculumItemSchema),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

export const curriculumQuerySchema = z.object({
  sessionId: z.uuid(),
  studentClass: studentClassSchema,
  subjectId: z.uuid().optional(),
});

export const curriculumEntryInputSchema = z
  .object({
    chapterId: z.uuid(),
    plannedStart: isoDate.nullable(),
    plannedEnd: isoDate.nullable(),
    status: z.enum(CURRICULUM_STATUSES),
  })
  .strict()
  .refine((entry) => !entry.plannedStart || !entry.plannedEnd || entry.plannedEnd >= entry.plannedStart, {
    message: 'The end date must not be before the start date',
    path: ['plannedEnd'],
  });
export type CurriculumEntryInput = z.infer<typeof curriculumEntryInputSchema>;

export const upsertCurriculumBodySchema = z
  .object({
    sessionId: z.uuid(),
    entries: z
      .array(curriculumEntryInputSchema)
      .min(1)
      .max(500)
      .refine((entries) => new Set(entries.map((e) => e.chapterId)).size === entries.length, {
        message: 'Each chapter may appear once',
      }),
  })
  .strict();
export type UpsertCurriculumBody = z.infer<typeof upsertCurriculumBodySchema>;

/** The id of a class section just added. */
export const classSectionCreatedSchema = z.object({ id: z.string() });
export const curriculumUpsertResultSchema = z.object({ updated: z.number().int() });

// The lists the academic routes answer.
export const academicSessionListSchema = z.array(academicSessionSchema);
export const classGroupListSchema = z.array(classGroupSchema);
export const studentClassListSchema = z.array(studentClassListItemSchema);
export const subjectListSchema = z.array(subjectSchema);
export const classSectionSubjectListSchema = z.array(classSectionSubjectSchema);
export const chapterListSchema = z.array(chapterSchema);
