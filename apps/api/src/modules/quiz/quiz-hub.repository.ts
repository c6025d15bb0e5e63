/** SQL of the quiz list, today's status and categories, and quiz settings. */
import type { StudentClass, TopicCategory } from '@noticeboard/shared';
import { and, count, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { quizQuestions, quizSessions, quizSettings, quizzes, users } from '../../db/schema';

/** Open faculty quizzes of a school for one class on a day, newest first, with their author's name. */
export function openFacultyQuizzes(db: Queryable, instituteId: string, studentClass: StudentClass, day: string) {
  return db
    .select({ quiz: quizzes, authorName: users.name })
    .from(quizzes)
    .leftJoin(users, eq(users.id, quizzes.authorId))
    .where(
      and(
        eq(quizzes.kind, 'FACULTY'),
        eq(quizzes.instituteId, instituteId),
        eq(quizzes.studentClass, studentClass),
        eq(quizzes.closed, false),
        lte(quizzes.opensOn, day),
        gte(quizzes.closesOn, day),
      ),
    )
    .orderBy(quizzes.closesOn, quizzes.createdAt);
}

export function sessionsOfPlayer(db: Queryable, userId: string, quizIds: string[]) {
  if (!quizIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.userId, userId), inArray(quizSessions.quizId, quizIds)));
}

export async function categoryCounts(
  db: Queryable,
  quizId: string,
): Promise<Array<{ category: TopicCategory; questionCount: number }>> {
  const total = count();
  const rows = await db
    .select({ category: quizQuestions.category, total })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), isNotNull(quizQuestions.category)))
    .groupBy(quizQuestions.category)
    .orderBy(quizQuestions.category);
  return rows.flatMap((row) => (row.category ? [{ category: row.category, questionCount: Number(row.total) }] : []));
}

export async function upsertSettings(
  db: Queryable,
  userId: string,
  values: { categories?: TopicCategory[]; audioEnabled?: boolean },
): Promise<void> {
  await db
    .insert(quizSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: quizSettings.userId, set: { ...values, updatedAt: new Date() } });
}
