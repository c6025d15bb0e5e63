/** Who is on a collab's team: the kernel question behind posting updates and every team-only call. */
import type { CollabMemberKind, CollabStatus } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { collabMembers, collabProjects } from '../../../db/schema';

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
