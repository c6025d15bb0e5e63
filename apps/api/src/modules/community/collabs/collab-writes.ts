/** What every change of a collab does: re-read it under a row lock, and put moderators' actions in the audit log. */
import type { Queryable } from '../../../db/client';
import type { Actor } from '../../../plugins/auth';
import { recordAudit } from '../../audit/audit.repository';
import { type LockedCollab, lockCollab } from './collab.repository';
import { collabNotFound } from './collab-reads.service';

/** The collab locked until the transaction ends: of two changes at once the second sees the first's result. */
export async function lockedCollab(tx: Queryable, collabId: string): Promise<LockedCollab> {
  const row = await lockCollab(tx, collabId);
  if (!row) throw collabNotFound();
  return row;
}

export function auditCollab(
  tx: Queryable,
  actor: Actor,
  collab: LockedCollab,
  action: string,
  summary: string,
  data: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    instituteId: collab.instituteId,
    actorId: actor.id,
    action,
    entityType: 'collab',
    entityId: collab.id,
    summary,
    data: { slug: collab.slug, ...data },
  });
}
