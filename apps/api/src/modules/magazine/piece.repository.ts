/** Pieces, their pictures, comments and revisions: every read scoped by the school it belongs to. */
import type { PieceStatus } from '@noticeboard/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  magazineComments,
  magazineIssues,
  magazinePictures,
  magazinePieces,
  magazineRevisions,
  users,
} from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

/** Who wrote it, as much as its credit needs (consent decides whether a student is named). */
const authorFacts = {
  authorName: users.name,
  authorType: users.type,
  authorUserType: users.userType,
  authorClass: users.studentClass,
  authorDateOfBirth: users.dateOfBirth,
  authorCommunityConsent: consentDecisionSql('COMMUNITY', magazinePieces.authorId),
};

const pieceColumns = {
  ...getTableColumns(magazinePieces),
  ...authorFacts,
  issueNumber: magazineIssues.number,
  issueTitle: magazineIssues.title,
  issueStatus: magazineIssues.status,
};

export type PieceRow = Awaited<ReturnType<typeof selectPieces>>[number];
export type NewPiece = typeof magazinePieces.$inferInsert;
export type PictureRow = typeof magazinePictures.$inferSelect;

function selectPieces(db: Queryable, where: SQL | undefined) {
  return db
    .select(pieceColumns)
    .from(magazinePieces)
    .innerJoin(users, eq(users.id, magazinePieces.authorId))
    .leftJoin(magazineIssues, eq(magazineIssues.id, magazinePieces.issueId))
    .where(where);
}

export async function findPiece(db: Queryable, instituteId: string, pieceId: string): Promise<PieceRow | null> {
  const [row] = await selectPieces(
    db,
    and(eq(magazinePieces.instituteId, instituteId), eq(magazinePieces.id, pieceId)),
  ).limit(1);
  return row ?? null;
}

/** Locks the piece's row until the transaction ends (two reviewers acting at once: the second sees the first's step). */
export async function lockPiece(tx: Queryable, instituteId: string, pieceId: string): Promise<void> {
  await tx
    .select({ id: magazinePieces.id })
    .from(magazinePieces)
    .where(and(eq(magazinePieces.instituteId, instituteId), eq(magazinePieces.id, pieceId)))
    .for('update');
}

export async function insertPiece(tx: Queryable, values: NewPiece): Promise<string> {
  const [row] = await tx.insert(magazinePieces).values(values).returning({ id: magazinePieces.id });
  if (!row) throw new Error('piece not inserted');
  return row.id;
}

export async function updatePiece(tx: Queryable, pieceId: string, values: Partial<NewPiece>): Promise<void> {
  await tx
    .update(magazinePieces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(magazinePieces.id, pieceId));
}

export async function deletePiece(tx: Queryable, pieceId: string): Promise<void> {
  await tx.delete(magazinePieces).where(eq(magazinePieces.id, pieceId));
}

/** Which pieces a list holds: the caller's own, or those at the steps given (not the caller's own). */
export type PieceFilter = { authorId: string } | { statuses: readonly PieceStatus[]; notAuthorId: string };

export async function listPieces(
  db: Queryable,
  instituteId: string,
  filter: PieceFilter,
  query: { page: number; size: number },
): Promise<{ rows: PieceRow[]; total: number }> {
  const scope =
    'authorId' in filter
      ? eq(magazinePieces.authorId, filter.authorId)
      : filter.statuses.length === 0
        ? sql`false`
        : and(
            inArray(magazinePieces.status, [...filter.statuses]),
            sql`${magazinePieces.authorId} <> ${filter.notAuthorId}`,
          );
  const where = and(eq(magazinePieces.instituteId, instituteId), scope);
  const [rows, [counted]] = await Promise.all([
    selectPieces(db, where)
      .orderBy(desc(magazinePieces.updatedAt), desc(magazinePieces.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(magazinePieces).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The pieces placed in an issue, in reading order. */
export function piecesOfIssue(db: Queryable, issueId: string): Promise<PieceRow[]> {
  return selectPieces(db, eq(magazinePieces.issueId, issueId)).orderBy(
    asc(magazinePieces.position),
    asc(magazinePieces.id),
  );
}

// Pictures ----------------------------------------------------------------------------------------------------------

export async function picturesOf(db: Queryable, pieceIds: string[]): Promise<Map<string, PictureRow[]>> {
  const byPiece = new Map<string, PictureRow[]>();
  if (pieceIds.length === 0) return byPiece;
  const rows = await db
    .select()
    .from(magazinePictures)
    .where(inArray(magazinePictures.pieceId, pieceIds))
    .orderBy(asc(magazinePictures.position), asc(magazinePictures.createdAt));
  for (const row of rows) {
    if (!row.pieceId) continue;
    byPiece.set(row.pieceId, [...(byPiece.get(row.pieceId) ?? []), row]);
  }
  return byPiece;
}

export async function findPicture(db: Queryable, instituteId: string, pictureId: string): Promise<PictureRow | null> {
  const [row] = await db
    .select()
    .from(magazinePictures)
    .where(and(eq(magazinePictures.instituteId, instituteId), eq(magazinePictures.id, pictureId)))
    .limit(1);
  return row ?? null;
}

export async function findPictureAnySchool(db: Queryable, pictureId: string): Promise<PictureRow | null> {
  const [row] = await db.select().from(magazinePictures).where(eq(magazinePictures.id, pictureId)).limit(1);
  return row ?? null;
}

export async function countPictures(tx: Queryable, pieceId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(magazinePictures).where(eq(magazinePictures.pieceId, pieceId));
  return row?.n ?? 0;
}

export async function insertPicture(tx: Queryable, values: typeof magazinePictures.$inferInsert): Promise<PictureRow> {
  const [row] = await tx.insert(magazinePictures).values(values).returning();
  if (!row) throw new Error('picture not inserted');
  return row;
}

export async function deletePicture(tx: Queryable, pictureId: string): Promise<void> {
  await tx.delete(magazinePictures).where(eq(magazinePictures.id, pictureId));
}

/** The newest cover of each issue, in one query (the lists of issues). */
export async function coversOf(db: Queryable, issueIds: string[]): Promise<Map<string, PictureRow>> {
  const covers = new Map<string, PictureRow>();
  if (issueIds.length === 0) return covers;
  const rows = await db
    .select()
    .from(magazinePictures)
    .where(and(inArray(magazinePictures.issueId, issueIds), isNull(magazinePictures.pieceId)))
    .orderBy(desc(magazinePictures.createdAt));
  for (const row of rows) if (row.issueId && !covers.has(row.issueId)) covers.set(row.issueId, row);
  return covers;
}

/** An issue's cover (pictures with no piece). */
export async function coverOf(db: Queryable, issueId: string): Promise<PictureRow | null> {
  const [row] = await db
    .select()
    .from(magazinePictures)
    .where(and(eq(magazinePictures.issueId, issueId), isNull(magazinePictures.pieceId)))
    .orderBy(desc(magazinePictures.createdAt))
    .limit(1);
  return row ?? null;
}

// Comments and revisions --------------------------------------------------------------------------------------------

export function commentsOf(db: Queryable, pieceId: string) {
  return db
    .select()
    .from(magazineComments)
    .where(eq(magazineComments.pieceId, pieceId))
    .orderBy(asc(magazineComments.createdAt), asc(magazineComments.id));
}

export async function insertComment(
  tx: Queryable,
  values: typeof magazineComments.$inferInsert,
): Promise<typeof magazineComments.$inferSelect> {
  const [row] = await tx.insert(magazineComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

export function revisionsOf(db: Queryable, pieceId: string) {
  return db
    .select()
    .from(magazineRevisions)
    .where(eq(magazineRevisions.pieceId, pieceId))
    .orderBy(desc(magazineRevisions.createdAt), desc(magazineRevisions.id));
}

/** Whether this editor already kept a revision since the piece last reached them (one revision per turn). */
export async function revisedSince(tx: Queryable, pieceId: string, editorId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: magazineRevisions.id })
    .from(magazineRevisions)
    .where(
      and(
        eq(magazineRevisions.pieceId, pieceId),
        eq(magazineRevisions.editorId, editorId),
        sql`${magazineRevisions.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRevision(tx: Queryable, values: typeof magazineRevisions.$inferInsert): Promise<void> {
  await tx.insert(magazineRevisions).values(values);
}
