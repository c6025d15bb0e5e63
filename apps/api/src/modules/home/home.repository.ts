/**
 * The home page's counts: a read model over other modules' tables (it never writes). The school's queues are counted
 * by the same grouped statements as their pages' tabs (approval, reports, consent repositories), so the number on
 * the home page is the number the person finds when they open the page.
 */
import { and, count, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { academicSessions, classSections, posts, quizDailyScores, quizzes, users } from '../../db/schema';
import { countSchoolQueue, inQueueState } from '../community/approval.repository';
import { countReportsByStatus } from '../community/reports/report.repository';
import { countConsentsByStatus } from '../consent/consent.repository';

const total = async (rows: Promise<Array<{ n: number }>>): Promise<number> => (await rows)[0]?.n ?? 0;

/** The school's posts waiting for a moderator and its open reports: the queue's and the reports page's tab counts. */
export async function schoolQueues(
  db: Queryable,
  instituteId: string,
  now: Date,
): Promise<{ postsWaiting: number; reportsOpen: number }> {
  const [queue, reports] = await Promise.all([
    countSchoolQueue(db, instituteId, now),
    countReportsByStatus(db, instituteId),
  ]);
  return {
    postsWaiting: queue.filter((row) => row.state === 'PENDING').reduce((sum, row) => sum + row.total, 0),
    reportsOpen: reports.find((row) => row.status === 'OPEN')?.total ?? 0,
  };
}

/** Consent requests still waiting for a parent: the consent page's Pending tab. */
export async function consentsWaiting(db: Queryable, instituteId: string): Promise<number> {
  const rows = await countConsentsByStatus(db, instituteId, undefined);
  return rows.find((row) => row.status === 'PENDING')?.total ?? 0;
}

/** A member's own posts: waiting now, and declined since `declinedSince`. */
export async function ownPostStates(
  db: Queryable,
  authorId: string,
  now: Date,
  declinedSince: Date,
): Promise<{ waiting: number; declined: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${inQueueState('PENDING', now)})`.mapWith(Number),
      declined:
        sql<number>`count(*) filter (where ${posts.requestStatus} = 'DECLINED' and ${posts.updatedAt} >= ${declinedSince})`.mapWith(
          Number,
        ),
    })
    .from(posts)
    .where(
      and(eq(posts.authorId, authorId), isNull(posts.removedAt), inArray(posts.requestStatus, ['PENDING', 'DECLINED'])),
    );
  return { waiting: row?.waiting ?? 0, declined: row?.declined ?? 0 };
}

/** The school's people and classes, for its first steps and the "students without a class" item. */
export async function schoolMakeUp(db: Queryable, instituteId: string) {
  const [people] = await db
    .select({
      students: sql<number>`count(*) filter (where ${users.type} = 'CANDIDATE')`.mapWith(Number),
      withoutClass:
        sql<number>`count(*) filter (where ${users.type} = 'CANDIDATE' and ${users.studentClass} is null)`.mapWith(
          Number,
        ),
      staff: sql<number>`count(*) filter (where ${users.type} = 'INDIVIDUAL')`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE')));
  const [classes, sessions] = await Promise.all([
    total(db.select({ n: count() }).from(classSections).where(eq(classSections.instituteId, instituteId))),
    total(
      db
        .select({ n: count() })
        .from(academicSessions)
        .where(and(eq(academicSessions.instituteId, instituteId), eq(academicSessions.isCurrent, true))),
    ),
  ]);
  return {
    students: people?.students ?? 0,
    withoutClass: people?.withoutClass ?? 0,
    staff: people?.staff ?? 0,
    classes,
    hasCurrentSession: sessions > 0,
  };
}

/** A teacher's own quizzes that students can still play on `today`. */
export function ownQuizzesOpen(db: Queryable, authorId: string, today: string): Promise<number> {
  return total(
    db
      .select({ n: count() })
      .from(quizzes)
      .where(
        and(
          eq(quizzes.authorId, authorId),
          eq(quizzes.kind, 'FACULTY'),
          eq(quizzes.closed, false),
          lte(quizzes.opensOn, today),
          gte(quizzes.closesOn, today),
        ),
      ),
  );
}

/** The days (YYYY-MM-DD, newest first) on which the player submitted a quiz, back to `since`. */
export async function playedDays(db: Queryable, userId: string, since: string): Promise<string[]> {
  const rows = await db
    .select({ day: quizDailyScores.day })
    .from(quizDailyScores)
    .where(
      and(eq(quizDailyScores.userId, userId), gt(quizDailyScores.quizzesPlayed, 0), gte(quizDailyScores.day, since)),
    )
    .orderBy(desc(quizDailyScores.day));
  return rows.map((row) => row.day);
}
