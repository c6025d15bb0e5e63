/**
 * What each feed kind asks of a post beyond the community's rules: library items come from faculty, schools and
 * admins; a collab update from the collab's team while the collab is not archived. A post keeps its project.
 */
import {
  COLLAB_MESSAGES,
  COMMUNITY_MESSAGES,
  LIBRARY_CONTRIBUTOR_ROLES,
  LIBRARY_MESSAGES,
  type PostBody,
  type Role,
} from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { collabTeamViewOf } from './collabs/collab-team.repository';

export async function assertKindAllowed(
  db: Queryable,
  actor: Actor,
  body: Pick<PostBody, 'feedKind' | 'collabId'>,
): Promise<void> {
  if (body.feedKind === 'community-library' && !(LIBRARY_CONTRIBUTOR_ROLES as readonly Role[]).includes(actor.role)) {
    throw forbidden(LIBRARY_MESSAGES.contributorsOnly);
  }
  if (body.feedKind !== 'collab' || !body.collabId) return;
  const collab = await collabTeamViewOf(db, body.collabId, actor.id);
  if (!collab || collab.instituteId !== actor.instituteId) throw notFound(COLLAB_MESSAGES.collabNotFound);
  if (!collab.kind) throw forbidden(COLLAB_MESSAGES.notOnTeam);
  if (collab.status === 'ARCHIVED') throw forbidden(COLLAB_MESSAGES.notAllowedFromStatus);
}

/** An edit may not move a post to another project or in or out of a collab. */
export function assertSameProject(current: { collabId: string | null }, body: Pick<PostBody, 'collabId'>): void {
  if ((current.collabId ?? undefined) !== body.collabId) {
    throw badRequest(COMMUNITY_MESSAGES.collabPostNeedsProject, [
      { field: 'collabId', message: 'A post stays with the project it was posted to' },
    ]);
  }
}
