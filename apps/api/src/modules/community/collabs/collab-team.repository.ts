/** SQL for collab teams: who is on a team (the question behind posting updates), members, and who could join. */
import type { CollabMemberKind, CollabStatus } from '@noticeboard/shared';
import { and, asc, count, eq, ilike, inArray, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { collabMembers, collabProjects, users } from '../../../db/schema';

export interface CollabTeamView {
  id: string;
  instituteId: string;
  status: CollabStatus;
  /** The caller's place on the team, or null when they are not on it. */
  kind: CollabMemberKind | null;
}

export async function collabTeamViewOf(
  db: Queryable,
  collabId: string,
  userId: string,
): Promise<CollabTeamView | null> {
  const [row] = await db
    .select({
      id: collabProjects.id,
      instituteId: collabProjects.instituteId,
      status: collabProjects.status,
      kind: collabMembers.kind,
    })
    .from(collabProjects)
    .leftJoin(collabMembers, and(eq(collabMembers.collabId, collabProjects.id), eq(collabMembers.userId, userId)))
    .where(eq(collabProjects.id, collabId))
    .limit(1);
  return row ?? null;
}

export async function insertMember(db: Queryable, collabId: string, userId: string, kind: CollabMemberKind) {
  await db.insert(collabMembers).values({ collabId, userId, kind });
}

export async function deleteMember(db: Queryable, collabId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(collabMembers)
    .where(and(eq(collabMembers.collabId, collabId), eq(collabMembers.userId, userId)))
    .returning({ userId: collabMembers.userId });
  return rows.length > 0;
}

export async function memberKindOf(db: Queryable, collabId: string, userId: string) {
  const [row] = await db
    .select({ kind: collabMembers.kind })
    .from(collabMembers)
    .where(and(eq(collabMembers.collabId, collabId), eq(collabMembers.userId, userId)))
    .limit(1);
  return row?.kind ?? null;
}

export async function countMembers(db: Queryable, collabId: string, kind: CollabMemberKind): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(collabMembers)
    .where(and(eq(collabMembers.collabId, collabId), eq(collabMembers.kind, kind)));
  return Number(row?.total ?? 0);
}

export interface TeamMember {
  collabId: string;
  id: string;
  name: string;
  email: string;
  customUrl: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
  kind: CollabMemberKind;
}

/** The teams of these collabs, each in the order people joined. */
export async function teamsOf(db: Queryable, collabIds: string[]): Promise<Map<string, TeamMember[]>> {
  const byCollab = new Map<string, TeamMember[]>();
  if (collabIds.length === 0) return byCollab;
  const rows = await db
    .select({
      collabId: collabMembers.collabId,
      id: users.id,
      name: users.name,
      email: users.email,
      customUrl: users.customUrl,
      type: users.type,
      userType: users.userType,
      kind: collabMembers.kind,
    })
    .from(collabMembers)
    .innerJoin(users, eq(users.id, collabMembers.userId))
    .where(inArray(collabMembers.collabId, collabIds))
    .orderBy(asc(collabMembers.addedAt), asc(users.name));
  for (const row of rows) byCollab.set(row.collabId, [...(byCollab.get(row.collabId) ?? []), row]);
  return byCollab;
}

export interface Contact {
  email: string;
  name: string;
}

export async function contactsOf(db: Queryable, userIds: string[]): Promise<Contact[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.status, 'ACTIVE')));
}

export async function userOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      instituteId: users.instituteId,
      type: users.type,
      userType: users.userType,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export const ADDABLE_MAX = 20;

/** Active members of the school who could join as `kind` and are not on the team yet, by name. */
export function addableMembers(
  db: Queryable,
  instituteId: string,
  collabId: string,
  kind: 'PARTICIPANT' | 'FACULTY',
  search: string | undefined,
) {
  const fits =
    kind === 'PARTICIPANT'
      ? eq(users.type, 'CANDIDATE')
      : and(eq(users.type, 'INDIVIDUAL'), inArray(users.userType, ['FACULTY', 'ADMIN']));
  const escaped = search?.replace(/[\\%_]/g, (match) => `\\${match}`);
  return db
    .select({
      id: users.id,
      name: users.name,
      customUrl: users.customUrl,
      userType: users.userType,
      studentClass: users.studentClass,
      section: users.section,
    })
    .from(users)
    .where(
      and(
        eq(users.instituteId, instituteId),
        eq(users.status, 'ACTIVE'),
        fits,
        escaped ? ilike(users.name, `%${escaped}%`) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(collabMembers)
            .where(and(eq(collabMembers.collabId, collabId), eq(collabMembers.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.name))
    .limit(ADDABLE_MAX);
}
