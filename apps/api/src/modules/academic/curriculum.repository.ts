/** SQL for chapters and the curriculum plan. Every method takes the institute id. */
import type { CurriculumStatus, StudentClass } from '@noticeboard/shared';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chapters, curriculumEntries, subjects } from '../../db/schema';

export type ChapterRow = typeof chapters.$inferSelect;

export async function listChapters(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  studentClass: StudentClass,
): Promise<ChapterRow[]> {
  return db
    .select()
    .from(chapters)
    .where(
      and(
        eq(chapters.instituteId, instituteId),
        eq(chapters.subjectId, subjectId),
        eq(chapters.studentClass, studentClass),
      ),
    )
    .orderBy(asc(chapters.position), asc(chapters.createdAt));
}

export async function findChapter(db: Queryable, instituteId: string, id: string): Promise<ChapterRow | undefined> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, id), eq(chapters.instituteId, instituteId)));
  return row;
}

export async function findChaptersByIds(db: Queryable, instituteId: string, ids: string[]): Promise<ChapterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chapters)
    .where(and(eq(chapters.instituteId, instituteId), inArray(chapters.id, ids)));
}

/** Appends after the last chapter of the subject and class. */
export async function insertChapter(
  db: Queryable,
  values: { instituteId: string; subjectId: string; studentClass: StudentClass; title: string },
): Promise<ChapterRow> {
  const [last] = await db
    .select({ position: max(chapters.position) })
    .from(chapters)
    .where(
      and(
        eq(chapters.instituteId, values.instituteId),
        eq(chapters.subjectId, values.subjectId),
        eq(chapters.studentClass, values.studentClass),
      ),
    );
  const [row] = await db
    .insert(chapters)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameChapter(db: Queryable, instituteId: string, id: string, title: string): Promise<void> {
  await db
    .update(chapters)
    .set({ title })
    .where(and(eq(chapters.id, id), eq(chapters.instituteId, instituteId)));
}

export async function deleteChapter(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db.delete(chapters).where(and(eq(chapters.id, id), eq(chapters.instituteId, instituteId)));
}

/** Positions 1..n in the given order, in one statement. */
export async function setChapterPositions(db: Queryable, instituteId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(chapters)
    .set({ position: sql`case ${chapters.id} ${cases} end` })
    .where(and(eq(chapters.instituteId, instituteId), inArray(chapters.id, orderedIds)));
}

/** The chapters of a class (optionally one subject) with their plan in one session, in teaching order. */
export async function listCurriculum(
  db: Queryable,
  instituteId: string,
  sessionId: string,
  studentClass: StudentClass,
  subjectId?: string,
) {
  const conditions = [eq(chapters.instituteId, instituteId), eq(chapters.studentClass, studentClass)];
  if (subjectId) conditions.push(eq(chapters.subjectId, subjectId));
  return db
    .select({
      chapterId: chapters.id,
      subjectId: chapters.subjectId,
      subjectName: subjects.name,
      title: chapters.title,
      position: chapters.position,
      plannedStart: curriculumEntries.plannedStart,
      plannedEnd: curriculumEntries.plannedEnd,
      status: curriculumEntries.status,
    })
    .from(chapters)
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .leftJoin(
      curriculumEntries,
      and(eq(curriculumEntries.chapterId, chapters.id), eq(curriculumEntries.sessionId, sessionId)),
    )
    .where(and(...conditions))
    .orderBy(sql`lower(${subjects.name})`, asc(chapters.position));
}

export interface CurriculumEntryValues {
  chapterId: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  status: CurriculumStatus;
}

export async function upsertCurriculumEntries(
  db: Queryable,
  instituteId: string,
  sessionId: string,
  entries: CurriculumEntryValues[],
): Promise<void> {
  if (entries.length === 0) return;
  const now = new Date();
  await db
    .insert(curriculumEntries)
    .values(entries.map((entry) => ({ ...entry, instituteId, sessionId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [curriculumEntries.sessionId, curriculumEntries.chapterId],
      set: {
        plannedStart: sql`excluded.planned_start`,
        plannedEnd: sql`excluded.planned_end`,
        status: sql`excluded.status`,
        updatedAt: now,
      },
    });
}
