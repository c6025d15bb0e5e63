/** SQL for comments: a post's live comments (oldest first) with their authors, one comment, writes. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { institutes, postComments, users } from '../../db/schema';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

const authorSchool = alias(institutes, 'comment_author_school');

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  authorId: postComments.authorId,
  text: postComments.text,
  editedAt: postComments.editedAt,
  deletedAt: postComments.deletedAt,
  createdAt: postComments.createdAt,
  authorName: users.name,
  authorCustomUrl: users.customUrl,
  authorType: users.type,
  authorUserType: users.userType,
  authorDateOfBirth: users.dateOfBirth,
  authorCommunityConsent: consentDecisionSql('COMMUNITY', postComments.authorId),
  instituteId: users.instituteId,
  schoolName: authorSchool.name,
  schoolCustomUrl: authorSchool.customUrl,
};

function selectComments(db: Queryable) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(authorSchool, eq(authorSchool.id, users.instituteId));
}
export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

const live = (postId: string) => and(eq(postComments.postId, postId), isNull(postComments.deletedAt));

/** Oldest first (post_comments_post_idx). */
export async function listComments(db: Queryable, postId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    selectComments(db)
      .where(live(postId))
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(postComments).where(live(postId)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** A live (not deleted) comment. */
export async function findComment(db: Queryable, id: string): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db)
    .where(and(eq(postComments.id, id), isNull(postComments.deletedAt)))
    .limit(1);
  return row;
}

export async function insertComment(
  db: Queryable,
  values: { postId: string; authorId: string; text: string },
): Promise<string> {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const INSERT_COUNTED = namedStatement(
  'nb_comment_insert_counted',
  sql`
    with inserted as (
      insert into post_comments (post_id, author_id, text)
      values (${sql.placeholder('postId')}, ${sql.placeholder('authorId')}, ${sql.placeholder('text')})
      returning id, post_id, author_id, text, edited_at, deleted_at, created_at
    ), counted as (
      update posts set comment_count = comment_count + 1 where id = ${sql.placeholder('postId')} returning id
    )
    select c.id, c.post_id as "postId", c.author_id as "authorId", c.text, c.edited_at as "editedAt",
           c.deleted_at as "deletedAt", c.created_at as "createdAt", u.name as "authorName",
           u.custom_url as "authorCustomUrl", u.type as "authorType", u.user_type as "authorUserType",
           u.institute_id as "instituteId", s.name as "schoolName", s.custom_url as "schoolCustomUrl",
           u.date_of_birth::text as "authorDateOfBirth",
           (select json_build_object('granted', d.granted, 'grantor', d.grantor) from consent_decisions d
             where d.user_id = c.author_id and d.purpose = 'COMMUNITY') as "authorCommunityConsent"
      from inserted c
      join users u on u.id = c.author_id
      left join institutes s on s.id = u.institute_id`,
);

/**
 * Inserts a comment, moves the post's `comment_count` and reads the comment back with its author: one statement
 * (atomic without a transaction), prepared once per connection. A post deleted meanwhile fails on the foreign key.
 */
export async function insertCommentCounted(
  db: Queryable,
  values: { postId: string; authorId: string; text: string },
): Promise<CommentRow> {
  const [row] = await INSERT_COUNTED.rows<CommentRow>(db, values);
  if (!row) throw new Error('insert returned no row');
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { ...row, createdAt: new Date(row.createdAt), editedAt: date(row.editedAt), deletedAt: date(row.deletedAt) };
}

/** False when the comment was deleted meanwhile. */
export async function updateCommentText(db: Queryable, id: string, text: string): Promise<boolean> {
  const updated = await db
    .update(postComments)
    .set({ text, editedAt: new Date() })
    .where(and(eq(postComments.id, id), isNull(postComments.deletedAt)))
    .returning({ id: postComments.id });
  return updated.length > 0;
}

/** Soft delete; false when it was already deleted (the count must then not move). */
export async function softDeleteComment(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db
    .update(postComments)
    .set({ deletedAt: new Date() })
    .where(and(eq(postComments.id, id), isNull(postComments.deletedAt)))
    .returning({ id: postComments.id });
  return deleted.length > 0;
}
