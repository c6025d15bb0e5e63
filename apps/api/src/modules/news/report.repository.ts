/** SQL for abuse reports: filing, the school's review list, acting once, and hiding upheld articles. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleReports, articles, instituteHiddenArticles, users } from '../../db/schema';

type ReportStatus = (typeof articleReports.$inferSelect)['status'];

export async function findOwnReport(db: Queryable, userId: string, articleId: string) {
  const [row] = await db
    .select({ id: articleReports.id })
    .from(articleReports)
    .where(and(eq(articleReports.userId, userId), eq(articleReports.articleId, articleId)))
    .limit(1);
  return row;
}

export async function insertReport(db: Queryable, values: typeof articleReports.$inferInsert) {
  const [row] = await db.insert(articleReports).values(values).returning({ id: articleReports.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

const reportColumns = {
  id: articleReports.id,
  articleId: articles.id,
  articleSlug: articles.slug,
  articleTitle: articles.title,
  abuseType: articleReports.abuseType,
  reason: articleReports.reason,
  reporterName: users.name,
  status: articleReports.status,
  createdAt: articleReports.createdAt,
  actionTakenByUserName: articleReports.actionTakenByUserName,
};

/** One school's reports, newest first (article_reports_institute_idx). */
export async function listReports(
  db: Queryable,
  instituteId: string,
  status: ReportStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(articleReports.instituteId, instituteId),
    status ? eq(articleReports.status, status) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select(reportColumns)
      .from(articleReports)
      .innerJoin(articles, eq(articles.id, articleReports.articleId))
      .innerJoin(users, eq(users.id, articleReports.userId))
      .where(where)
      .orderBy(desc(articleReports.createdAt), desc(articleReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(articleReports).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
export type ReportRow = Awaited<ReturnType<typeof listReports>>['rows'][number];

export async function findReport(db: Queryable, instituteId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select(reportColumns)
    .from(articleReports)
    .innerJoin(articles, eq(articles.id, articleReports.articleId))
    .innerJoin(users, eq(users.id, articleReports.userId))
    .where(and(eq(articleReports.instituteId, instituteId), eq(articleReports.id, id)))
    .limit(1);
  return row;
}

/** Acts on an OPEN report only: false when someone acted first. */
export async function closeReport(
  db: Queryable,
  id: string,
  values: { status: ReportStatus; actionTakenBy: string; actionTakenByUserName: string },
): Promise<boolean> {
  const updated = await db
    .update(articleReports)
    .set({ ...values, actionTakenAt: new Date() })
    .where(and(eq(articleReports.id, id), eq(articleReports.status, 'OPEN')))
    .returning({ id: articleReports.id });
  return updated.length > 0;
}

/** Closes the school's other open reports on an article as `values` (hiding it answers every one of them). */
export async function closeOpenReportsOn(
  db: Queryable,
  instituteId: string,
  articleId: string,
  values: { status: ReportStatus; actionTakenBy: string; actionTakenByUserName: string },
): Promise<void> {
  await db
    .update(articleReports)
    .set({ ...values, actionTakenAt: new Date() })
    .where(
      and(
        eq(articleReports.instituteId, instituteId),
        eq(articleReports.articleId, articleId),
        eq(articleReports.status, 'OPEN'),
      ),
    );
}

export async function hideForInstitute(db: Queryable, instituteId: string, articleId: string): Promise<void> {
  await db.insert(instituteHiddenArticles).values({ instituteId, articleId }).onConflictDoNothing();
}

/** Every article the user reported (they never see it again). */
export async function reportedArticleIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: articleReports.articleId })
    .from(articleReports)
    .where(eq(articleReports.userId, userId));
  return rows.map((row) => row.id);
}

/** Every article a school hid from its members by upholding a report. */
export async function hiddenArticleIdsOf(db: Queryable, instituteId: string): Promise<string[]> {
  const rows = await db
    .select({ id: instituteHiddenArticles.articleId })
    .from(instituteHiddenArticles)
    .where(eq(instituteHiddenArticles.instituteId, instituteId));
  return rows.map((row) => row.id);
}
