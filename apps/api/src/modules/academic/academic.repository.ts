/** SQL for sessions, class sections, subjects and subject assignments. Every method takes the institute id. */
import type { SectionType, StudentClass } from '@noticeboard/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { academicSessions, classSectionSubjects, classSections, subjects, users } from '../../db/schema';

export type SessionRow = typeof academicSessions.$inferSelect;
export type ClassSectionRow = typeof classSections.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;

export async function listSessions(db: Queryable, instituteId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(academicSessions)
    .where(eq(academicSessions.instituteId, instituteId))
    .orderBy(asc(academicSessions.startYear));
}

export async function findSession(db: Queryable, instituteId: string, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.id, id), eq(academicSessions.instituteId, instituteId)));
  return row;
}

export async function insertSession(
  db: Queryable,
  instituteId: string,
  startYear: number,
  isCurrent: boolean,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .insert(academicSessions)
    .values({ instituteId, startYear, isCurrent })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Clears the old current session first: the partial unique index allows one current row per institute. */
export async function makeSessionCurrent(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .update(academicSessions)
    .set({ isCurrent: false })
    .where(and(eq(academicSessions.instituteId, instituteId), ne(academicSessions.id, id)));
  await db
    .update(academicSessions)
    .set({ isCurrent: true })
    .where(and(eq(academicSessions.instituteId, instituteId), eq(academicSessions.id, id)));
}

export async function listClassSections(db: Queryable, instituteId: string): Promise<ClassSectionRow[]> {
  return db.select().from(classSections).where(eq(classSections.instituteId, instituteId));
}

export async function findClassSection(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<ClassSectionRow | undefined> {
  const [row] = await db
    .select()
    .from(classSections)
    .where(and(eq(classSections.id, id), eq(classSections.instituteId, instituteId)));
  return row;
}

export async function insertClassSection(
  db: Queryable,
  instituteId: string,
  studentClass: StudentClass,
  section: SectionType,
): Promise<ClassSectionRow | undefined> {
  const [row] = await db
    .insert(classSections)
    .values({ instituteId, studentClass, section })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteClassSection(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db.delete(classSections).where(and(eq(classSections.id, id), eq(classSections.instituteId, instituteId)));
}

const activeStudents = (instituteId: string) =>
  and(eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE'), eq(users.status, 'ACTIVE'));

/** Active students per class and section of the institute. */
export async function countStudentsByClassSection(db: Queryable, instituteId: string) {
  const rows = await db
    .select({ studentClass: users.studentClass, section: users.section, total: count() })
    .from(users)
    .where(activeStudents(instituteId))
    .groupBy(users.studentClass, users.section);
  return new Map(rows.map((row) => [`${row.studentClass}:${row.section}`, Number(row.total)]));
}

export async function countStudentsIn(
  db: Queryable,
  instituteId: string,
  studentClass: StudentClass,
  section: SectionType,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(activeStudents(instituteId), eq(users.studentClass, studentClass), eq(users.section, section)));
  return Number(row?.total ?? 0);
}

export async function listSubjects(db: Queryable, instituteId: string) {
  const taught = db
    .select({ subjectId: classSectionSubjects.subjectId, total: count().as('total') })
    .from(classSectionSubjects)
    .where(eq(classSectionSubjects.instituteId, instituteId))
    .groupBy(classSectionSubjects.subjectId)
    .as('taught');
  return db
    .select({ id: subjects.id, name: subjects.name, classSectionCount: sql<number>`coalesce(${taught.total}, 0)` })
    .from(subjects)
    .leftJoin(taught, eq(taught.subjectId, subjects.id))
    .where(eq(subjects.instituteId, instituteId))
    .orderBy(sql`lower(${subjects.name})`);
}

export async function findSubject(db: Queryable, instituteId: string, id: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.instituteId, instituteId)));
  return row;
}

export async function findSubjectByName(
  db: Queryable,
  instituteId: string,
  name: string,
): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.instituteId, instituteId), sql`lower(${subjects.name}) = ${name.toLowerCase()}`));
  return row;
}

export async function insertSubject(db: Queryable, instituteId: string, name: string): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values({ instituteId, name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameSubject(db: Queryable, instituteId: string, id: string, name: string): Promise<void> {
  await db
    .update(subjects)
    .set({ name })
    .where(and(eq(subjects.id, id), eq(subjects.instituteId, instituteId)));
}

export async function deleteSubject(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db.delete(subjects).where(and(eq(subjects.id, id), eq(subjects.instituteId, instituteId)));
}

/** `classSectionSubjectList` rows with their class, section, subject and faculty names. */
export async function listClassSectionSubjects(
  db: Queryable,
  instituteId: string,
  filter: { classSectionIds?: string[]; facultyId?: string; id?: string } = {},
) {
  const conditions = [eq(classSectionSubjects.instituteId, instituteId)];
  if (filter.classSectionIds) conditions.push(inArray(classSectionSubjects.classSectionId, filter.classSectionIds));
  if (filter.facultyId) conditions.push(eq(classSectionSubjects.facultyId, filter.facultyId));
  if (filter.id) conditions.push(eq(classSectionSubjects.id, filter.id));
  return db
    .select({
      id: classSectionSubjects.id,
      classSectionId: classSectionSubjects.classSectionId,
      studentClass: classSections.studentClass,
      section: classSections.section,
      subjectId: subjects.id,
      subjectName: subjects.name,
      facultyId: users.id,
      facultyName: users.name,
    })
    .from(classSectionSubjects)
    .innerJoin(classSections, eq(classSections.id, classSectionSubjects.classSectionId))
    .innerJoin(subjects, eq(subjects.id, classSectionSubjects.subjectId))
    .leftJoin(users, eq(users.id, classSectionSubjects.facultyId))
    .where(and(...conditions))
    .orderBy(sql`lower(${subjects.name})`);
}
export type ClassSectionSubjectRow = Awaited<ReturnType<typeof listClassSectionSubjects>>[number];

export async function insertClassSectionSubject(
  db: Queryable,
  values: { instituteId: string; classSectionId: string; subjectId: string; facultyId: string | null },
): Promise<string | undefined> {
  const [row] = await db
    .insert(classSectionSubjects)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: classSectionSubjects.id });
  return row?.id;
}

export async function setClassSectionSubjectFaculty(
  db: Queryable,
  instituteId: string,
  id: string,
  facultyId: string | null,
): Promise<void> {
  await db
    .update(classSectionSubjects)
    .set({ facultyId })
    .where(and(eq(classSectionSubjects.id, id), eq(classSectionSubjects.instituteId, instituteId)));
}

export async function deleteClassSectionSubject(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .delete(classSectionSubjects)
    .where(and(eq(classSectionSubjects.id, id), eq(classSectionSubjects.instituteId, instituteId)));
}

/** A user of this institute (any kind), to check a faculty assignment. */
export async function findInstituteUser(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, type: users.type, userType: users.userType, status: users.status })
    .from(users)
    .where(and(eq(users.id, id), eq(users.instituteId, instituteId)));
  return row;
}
