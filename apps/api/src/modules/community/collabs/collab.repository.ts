/**
 * SQL for collabs: projects with their school and owner, evaluations, and what cards need of the posts (the
 * teams' SQL is in collab-team.repository.ts).
 */
import type { CollabStatus } from '@noticeboard/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import {
  collabEvaluations,
  collabMembers,
  collabProjects,
  institutes,
  postAttachments,
  posts,
  users,
} from '../../../db/schema';
import type { Actor } from '../../../plugins/auth';
import { visiblePostsWhere } from '../post-visibility.repository';

const owner = alias(users, 'collab_owner');

const collabColumns = {
  id: collabProjects.id,
  slug: collabProjects.slug,
  instituteId: collabProjects.instituteId,
  ownerId: collabProjects.ownerId,
  title: collabProjects.title,
  summaryHtml: collabProjects.summaryHtml,
  summaryText: collabProjects.summaryText,
  goals: collabProjects.goals,
  category: collabProjects.category,
  categorySlug: collabProjects.categorySlug,
  topic: collabProjects.topic,
  status: collabProjects.status,
  visibility: collabProjects.visibility,
  startsOn: collabProjects.startsOn,
  dueOn: collabProjects.dueOn,
  submittedAt: collabProjects.submittedAt,
  publishedAt: collabProjects.publishedAt,
  createdAt: collabProjects.createdAt,
  updatedAt: collabProjects.updatedAt,
  schoolName: institutes.name,
  schoolCustomUrl: institutes.customUrl,
  ownerName: owner.name,
  ownerCustomUrl: owner.customUrl,
  ownerType: owner.type,
  ownerUserType: owner.userType,
};

export interface CollabListOptions {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset?: number;
}

export function selectCollabs(db: Queryable, options: CollabListOptions) {
  return db
    .select(collabColumns)
    .from(collabProjects)
    .innerJoin(institutes, eq(institutes.id, collabProjects.instituteId))
    .innerJoin(owner, eq(owner.id, collabProjects.ownerId))
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}
export type CollabRow = Awaited<ReturnType<typeof selectCollabs>>[number];

async function findCollab(db: Queryable, where: SQL): Promise<CollabRow | undefined> {
  const [row] = await selectCollabs(db, { where, orderBy: [], limit: 1 });
  return row;
}

export const findCollabById = (db: Queryable, id: string) => findCollab(db, eq(collabProjects.id, id));
export const findCollabBySlug = (db: Queryable, slug: string) => findCollab(db, eq(collabProjects.slug, slug));

export async function countCollabs(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(collabProjects).where(where);
  return Number(row?.total ?? 0);
}

/** Published collabs, newest first (collab_projects_published_idx). */
export const newestPublishedFirst = [desc(collabProjects.publishedAt), desc(collabProjects.id)];
export const newestUpdateFirst = [desc(collabProjects.updatedAt), desc(collabProjects.id)];

/** Published collabs a viewer may see: GLOBAL ones, and INSTITUTE ones of their own school. */
export function visiblePublishedWhere(viewer: Actor | null): SQL {
  const shown = viewer?.instituteId
    ? or(
        eq(collabProjects.visibility, 'GLOBAL'),
        and(eq(collabProjects.visibility, 'INSTITUTE'), eq(collabProjects.instituteId, viewer.instituteId)),
      )
    : eq(collabProjects.visibility, 'GLOBAL');
  return and(eq(collabProjects.status, 'PUBLISHED'), shown) as SQL;
}

export interface PublishedFilter {
  instituteId?: string | undefined;
  categorySlug?: string | undefined;
  topic?: string | undefined;
}

/** Published collabs the viewer may see, narrowed to one school, category or topic. */
export function publishedCollabsWhere(viewer: Actor | null, filter: PublishedFilter): SQL | undefined {
  return and(
    visiblePublishedWhere(viewer),
    filter.instituteId ? eq(collabProjects.instituteId, filter.instituteId) : undefined,
    filter.categorySlug ? eq(collabProjects.categorySlug, filter.categorySlug) : undefined,
    filter.topic ? eq(collabProjects.topic, filter.topic) : undefined,
  );
}

/** Every project of a school, in one state or all. */
export function schoolCollabsWhere(instituteId: string, status: CollabStatus | undefined): SQL | undefined {
  return and(eq(collabProjects.instituteId, instituteId), status ? eq(collabProjects.status, status) : undefined);
}

/** A school's projects counted per state in one grouped statement (the tracker's tabs). */
export async function countSchoolCollabsByStatus(
  db: Queryable,
  instituteId: string,
): Promise<Array<{ status: CollabStatus; total: number }>> {
  const rows = await db
    .select({ status: collabProjects.status, total: count() })
    .from(collabProjects)
    .where(schoolCollabsWhere(instituteId, undefined))
    .groupBy(collabProjects.status);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

/** Projects the user is on the team of. */
export const onTeamWhere = (userId: string) =>
  inArray(
    collabProjects.id,
    sql`(select ${collabMembers.collabId} from ${collabMembers} where ${collabMembers.userId} = ${userId})`,
  );

/** The row, locked until the transaction ends: two changes of one collab run one after the other. */
export async function lockCollab(tx: Queryable, collabId: string) {
  const [row] = await tx
    .select({
      id: collabProjects.id,
      instituteId: collabProjects.instituteId,
      ownerId: collabProjects.ownerId,
      status: collabProjects.status,
      visibility: collabProjects.visibility,
      slug: collabProjects.slug,
      title: collabProjects.title,
    })
    .from(collabProjects)
    .where(eq(collabProjects.id, collabId))
    .for('update');
  return row;
}
export type LockedCollab = NonNullable<Awaited<ReturnType<typeof lockCollab>>>;

export type CollabInsert = typeof collabProjects.$inferInsert;

export async function insertCollab(db: Queryable, values: CollabInsert): Promise<string> {
  const [row] = await db.insert(collabProjects).values(values).returning({ id: collabProjects.id });
  if (!row) throw new Error('collab not inserted');
  return row.id;
}

export async function updateCollab(db: Queryable, id: string, values: Partial<CollabInsert>): Promise<void> {
  await db
    .update(collabProjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(collabProjects.id, id));
}

export async function latestEvaluationOf(db: Queryable, collabId: string) {
  const [row] = await db
    .select({
      score: collabEvaluations.score,
      feedback: collabEvaluations.feedback,
      decision: collabEvaluations.decision,
      evaluatorName: users.name,
      at: collabEvaluations.createdAt,
    })
    .from(collabEvaluations)
    .innerJoin(users, eq(users.id, collabEvaluations.evaluatorId))
    .where(eq(collabEvaluations.collabId, collabId))
    .orderBy(desc(collabEvaluations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertEvaluation(db: Queryable, values: typeof collabEvaluations.$inferInsert) {
  await db.insert(collabEvaluations).values(values);
}

/** A collab's published updates the viewer may see (posts_collab_idx). */
export function collabPostsWhere(viewer: Actor | null, collabIds: string[]): SQL {
  return and(
    inArray(posts.collabId, collabIds),
    eq(posts.feedKind, 'collab'),
    isNotNull(posts.publishedAt),
    visiblePostsWhere(viewer),
  ) as SQL;
}

export async function postCountsOf(db: Queryable, viewer: Actor | null, collabIds: string[]) {
  const counts = new Map<string, number>();
  if (collabIds.length === 0) return counts;
  const rows = await db
    .select({ collabId: posts.collabId, total: count() })
    .from(posts)
    .where(collabPostsWhere(viewer, collabIds))
    .groupBy(posts.collabId);
  for (const row of rows) if (row.collabId) counts.set(row.collabId, Number(row.total));
  return counts;
}

/** Per collab, the first picture of its newest visible update that has one: one query for a page of cards. */
export async function coverKeysOf(db: Queryable, viewer: Actor | null, collabIds: string[]) {
  const covers = new Map<string, string>();
  if (collabIds.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([posts.collabId], { collabId: posts.collabId, storageKey: postAttachments.storageKey })
    .from(posts)
    .innerJoin(postAttachments, eq(postAttachments.postId, posts.id))
    .where(and(collabPostsWhere(viewer, collabIds), inArray(postAttachments.attachmentType, ['IMAGE', 'COVER_IMAGE'])))
    .orderBy(posts.collabId, desc(posts.publishedAt), desc(posts.id), asc(postAttachments.position));
  for (const row of rows) if (row.collabId) covers.set(row.collabId, row.storageKey);
  return covers;
}
