/**
 * Demo set-up of each demo school: two sessions (the later current), every class with sections A-C
 * (Class 12 Onwards: NA), subjects per class group, chapters, this session's plan and faculty assigned.
 * Batched inserts: a few statements per school, so start-up stays quick on PGlite.
 */
import {
  academicSessionWindow,
  CLASS_GROUPS,
  type CurriculumStatus,
  classGroupOf,
  type SectionType,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  academicSessions,
  chapters,
  classSectionSubjects,
  classSections,
  curriculumEntries,
  institutes,
  subjects,
  users,
} from '../../db/schema';
import { DEMO_SUBJECTS, demoChapters } from './academic.seed-data';

const DEMO_SCHOOLS = ['greenfield-public-school', 'riverside-international-academy'];
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function sectionsOf(studentClass: StudentClass): SectionType[] {
  return studentClass === 'TWELVEONWARDS' ? ['NA'] : ['A', 'B', 'C'];
}

/** Chapter n of `count` gets an equal slot between April and February; its status follows today's date. */
export function demoPlan(startYear: number, position: number, count: number, today: string) {
  const from = Date.parse(academicSessionWindow(startYear).startsOn);
  const until = Date.parse(`${startYear + 1}-02-28`);
  const slot = Math.floor((until - from) / count);
  const plannedStart = isoDay(from + (position - 1) * slot);
  const plannedEnd = isoDay(from + position * slot - DAY_MS);
  const status: CurriculumStatus = plannedEnd < today ? 'DONE' : plannedStart <= today ? 'IN_PROGRESS' : 'PLANNED';
  return { plannedStart, plannedEnd, status };
}

async function seedSchool(db: Queryable, instituteId: string, now: Date): Promise<void> {
  const existing = await db.select().from(academicSessions).where(eq(academicSessions.instituteId, instituteId));
  if (existing.length > 0) return;
  const currentYear = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  const [current] = await db
    .insert(academicSessions)
    .values([
      { instituteId, startYear: currentYear - 1, isCurrent: false },
      { instituteId, startYear: currentYear, isCurrent: true },
    ])
    .returning()
    .then((rows) => rows.filter((row) => row.isCurrent));

  // Students already placed in a class and section keep a section to belong to.
  const placed = await db
    .selectDistinct({ studentClass: users.studentClass, section: users.section })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE')));
  const wanted = new Set(STUDENT_CLASSES.flatMap((code) => sectionsOf(code).map((section) => `${code}:${section}`)));
  for (const row of placed) if (row.studentClass && row.section) wanted.add(`${row.studentClass}:${row.section}`);
  const sections = await db
    .insert(classSections)
    .values(
      [...wanted].map((key) => {
        const [studentClass, section] = key.split(':') as [StudentClass, SectionType];
        return { instituteId, studentClass, section };
      }),
    )
    .returning();

  const names = [...new Set(CLASS_GROUPS.flatMap((group) => DEMO_SUBJECTS[group]))];
  const subjectRows = await db
    .insert(subjects)
    .values(names.map((name) => ({ instituteId, name })))
    .returning();
  const subjectId = new Map(subjectRows.map((row) => [row.name, row.id]));

  const faculty = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.userType, 'FACULTY'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.email));
  // The documented faculty@ account leads the rota, so it teaches in every class group.
  faculty.sort((a, b) => Number(b.email.startsWith('faculty@')) - Number(a.email.startsWith('faculty@')));
  const teacherFor = (subject: string, studentClass: StudentClass) => {
    if (faculty.length === 0) return null;
    const group = CLASS_GROUPS.indexOf(classGroupOf(studentClass));
    return faculty[(names.indexOf(subject) + group) % faculty.length]?.id ?? null;
  };
  await db.insert(classSectionSubjects).values(
    sections.flatMap((section) =>
      DEMO_SUBJECTS[classGroupOf(section.studentClass)].map((subject) => ({
        instituteId,
        classSectionId: section.id,
        subjectId: subjectId.get(subject) ?? '',
        facultyId: teacherFor(subject, section.studentClass),
      })),
    ),
  );

  const chapterRows = await db
    .insert(chapters)
    .values(
      STUDENT_CLASSES.flatMap((studentClass) =>
        DEMO_SUBJECTS[classGroupOf(studentClass)].flatMap((subject) =>
          demoChapters(subject, classGroupOf(studentClass)).map((title, index) => ({
            instituteId,
            subjectId: subjectId.get(subject) ?? '',
            studentClass,
            title,
            position: index + 1,
          })),
        ),
      ),
    )
    .returning();
  if (!current) return;
  const counts = new Map<string, number>();
  for (const row of chapterRows) {
    const key = `${row.subjectId}:${row.studentClass}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const today = isoDay(now.getTime());
  await db.insert(curriculumEntries).values(
    chapterRows.map((row) => ({
      instituteId,
      sessionId: current.id,
      chapterId: row.id,
      ...demoPlan(current.startYear, row.position, counts.get(`${row.subjectId}:${row.studentClass}`) ?? 1, today),
    })),
  );
}

export async function seedAcademicDemo(db: Db, now: Date = new Date()): Promise<void> {
  const schools = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(inArray(institutes.customUrl, DEMO_SCHOOLS));
  await db.transaction(async (tx) => {
    for (const school of schools) await seedSchool(tx, school.id, now);
  });
}
