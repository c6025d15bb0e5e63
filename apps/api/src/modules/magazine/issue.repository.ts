/** The magazine's config, its issues and placement, and the posts saved for it: scoped by school. */
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, magazineConfigs, magazineIssues, magazinePieces, posts, users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

export type ConfigRow = typeof magazineConfigs.$inferSelect;
export type IssueRow = typeof magazineIssues.$inferSelect;

export async function configOf(db: Queryable, instituteId: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(magazineConfigs).where(eq(magazineConfigs.instituteId, instituteId)).limit(1);
  return row ?? null;
}

export async function saveConfig(
  tx: Queryable,
  instituteId: string,
  values: Pick<ConfigRow, 'name' | 'sections' | 'frequency' | 'editorIds'>,
): Promise<void> {
  await tx
    .insert(magazineConfigs)
    .values({ instituteId, ...values })
    .onConflictDoUpdate({ target: magazineConfigs.instituteId, set: { ...values, updatedAt: new Date() } });
}

export async function schoolOf(
  db: Queryable,
  instituteId: string,
): Promise<{ id: string; name: string; customUrl: string } | null> {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return row ?? null;
}

export async function schoolByCustomUrl(
  db: Queryable,
  customUrl: string,
): Promise<{ id: string; name: string; customUrl: string } | null> {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(eq(institutes.customUrl, customUrl))
    .limit(1);
  return row ?? null;
}

/** The school's active faculty (who may be named editors), by name. */
export function facultyOf(db: Queryable, instituteId: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.instituteId, instituteId),
        eq(users.type, 'INDIVIDUAL'),
        eq(users.userType, 'FACULTY'),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .orderBy(users.name, users.id);
}

// Issues ------------------------------------------------------------------------------------------------------------

// Spelled out: inside a select Drizzle writes a column without its table, and "id" would mean the piece's own.
const pieceCount = sql<number>`(select count(*)::int from magazine_pieces mp where mp.issue_id = magazine_issues.id)`;

export type IssueListRow = IssueRow & { pieceCount: number };

export function listIssues(db: Queryable, instituteId: string, publishedOnly: boolean): Promise<IssueListRow[]> {
  const where: SQL | undefined = publishedOnly
    ? and(eq(magazineIssues.instituteId, instituteId), eq(magazineIssues.status, 'PUBLISHED'))
    : eq(magazineIssues.instituteId, instituteId);
  return db
    .select({
      id: magazineIssues.id,
      instituteId: magazineIssues.instituteId,
      number: magazineIssues.number,
      title: magazineIssues.title,
      status: magazineIssues.status,
      coverPictureId: magazineIssues.coverPictureId,
      publishedAt: magazineIssues.publishedAt,
      createdAt: magazineIssues.createdAt,
      pieceCount,
    })
    .from(magazineIssues)
    .where(where)
    .orderBy(desc(magazineIssues.number), desc(magazineIssues.id));
}

export async function findIssue(db: Queryable, instituteId: string, issueId: string): Promise<IssueRow | null> {
  const [row] = await db
    .select()
    .from(magazineIssues)
    .where(and(eq(magazineIssues.instituteId, instituteId), eq(magazineIssues.id, issueId)))
    .limit(1);
  return row ?? null;
}

export async function lockIssue(tx: Queryable, instituteId: string, issueId: string): Promise<IssueRow | null> {
  const [row] = await tx
    .select()
    .from(magazineIssues)
    .where(and(eq(magazineIssues.instituteId, instituteId), eq(magazineIssues.id, issueId)))
    .for('update');
  return row ?? null;
}

export async function issueNumberTaken(
  db: Queryable,
  instituteId: string,
  number: number,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: magazineIssues.id })
    .from(magazineIssues)
    .where(
      and(
        eq(magazineIssues.instituteId, instituteId),
        eq(magazineIssues.number, number),
        exceptId ? sql`${magazineIssues.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertIssue(tx: Queryable, values: typeof magazineIssues.$inferInsert): Promise<string> {
  const [row] = await tx.insert(magazineIssues).values(values).returning({ id: magazineIssues.id });
  if (!row) throw new Error('issue not inserted');
  return row.id;
}

export async function updateIssue(tx: Queryable, issueId: string, values: Partial<IssueRow>): Promise<void> {
  await tx.update(magazineIssues).set(values).where(eq(magazineIssues.id, issueId));
}

/** Takes every unpublished piece out of the issue, then places the given ones in order under their sections. */
export async function replacePlacement(
  tx: Queryable,
  issueId: string,
  placements: Array<{ pieceId: string; section: string }>,
): Promise<void> {
  await tx
    .update(magazinePieces)
    .set({ issueId: null, position: 0 })
    .where(and(eq(magazinePieces.issueId, issueId), sql`${magazinePieces.status} <> 'PUBLISHED'`));
  for (const [position, placement] of placements.entries()) {
    await tx
      .update(magazinePieces)
      .set({ issueId, position, section: placement.section, updatedAt: new Date() })
      .where(eq(magazinePieces.id, placement.pieceId));
  }
}

/** Publishes the issue and every piece placed in it, at the same moment. */
export async function publishIssue(tx: Queryable, issueId: string, at: Date): Promise<void> {
  await tx.update(magazineIssues).set({ status: 'PUBLISHED', publishedAt: at }).where(eq(magazineIssues.id, issueId));
  await tx
    .update(magazinePieces)
    .set({ status: 'PUBLISHED', publishedAt: at, updatedAt: at })
    .where(and(eq(magazinePieces.issueId, issueId), eq(magazinePieces.status, 'APPROVED')));
}

export async function unapprovedPiecesIn(tx: Queryable, instituteId: string, pieceIds: string[]): Promise<number> {
  if (pieceIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(magazinePieces)
    .where(
      and(
        inArray(magazinePieces.id, pieceIds),
        sql`not (${magazinePieces.instituteId} = ${instituteId} and ${magazinePieces.status} = 'APPROVED')`,
      ),
    );
  return row?.n ?? 0;
}

// Saved for the magazine --------------------------------------------------------------------------------------------

const savedWhere = (instituteId: string) =>
  and(
    eq(posts.instituteId, instituteId),
    eq(posts.savedToMagazine, true),
    eq(posts.requestStatus, 'PUBLISHED'),
    isNull(posts.removedAt),
  );

export async function savedPosts(db: Queryable, instituteId: string, query: { page: number; size: number }) {
  const where = savedWhere(instituteId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        postId: posts.id,
        slug: posts.slug,
        title: posts.title,
        descriptionHtml: posts.descriptionHtml,
        categorySlug: posts.categorySlug,
        createdAt: posts.createdAt,
        pieceId: magazinePieces.id,
        authorId: posts.authorId,
        authorName: users.name,
        authorType: users.type,
        authorUserType: users.userType,
        authorClass: users.studentClass,
        authorDateOfBirth: users.dateOfBirth,
        authorCommunityConsent: consentDecisionSql('COMMUNITY', posts.authorId),
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(magazinePieces, eq(magazinePieces.postId, posts.id))
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type SavedPostRow = Awaited<ReturnType<typeof savedPosts>>['rows'][number];

/** A post of the school saved for the magazine, with its author; null when it is not (or is another school's). */
export async function savedPostOf(tx: Queryable, instituteId: string, postId: string) {
  const [row] = await tx
    .select({
      id: posts.id,
      title: posts.title,
      descriptionHtml: posts.descriptionHtml,
      categorySlug: posts.categorySlug,
      authorId: posts.authorId,
    })
    .from(posts)
    .where(and(savedWhere(instituteId), eq(posts.id, postId)))
    .limit(1);
  return row ?? null;
}

export async function pieceOfPost(tx: Queryable, postId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: magazinePieces.id })
    .from(magazinePieces)
    .where(eq(magazinePieces.postId, postId))
    .limit(1);
  return row?.id ?? null;
}
