/** A post's history (who, what, when, before/after): for its author and its school's moderators only. */
import { COMMUNITY_MESSAGES, type PostHistoryEntry } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { moderates } from '../member-standing.repository';
import { postHistoryOf } from '../post-history.repository';
import { postAuthorAndSchool } from './reported-post.repository';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export class HistoryService {
  constructor(private readonly db: Db) {}

  /** Anyone else gets 404, as if the post did not exist. */
  async of(actor: Actor, postId: string): Promise<PostHistoryEntry[]> {
    const post = await postAuthorAndSchool(this.db, postId);
    const allowed = post && (post.authorId === actor.id || (await moderates(this.db, actor, post.instituteId)));
    if (!allowed) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const rows = await postHistoryOf(this.db, postId);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      actorName: row.actorName,
      summary: row.summary,
      before: asRecord(row.before),
      after: asRecord(row.after),
      at: row.createdAt.toISOString(),
    }));
  }
}
