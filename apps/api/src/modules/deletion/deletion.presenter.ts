/** Row → the status the web shows the countdown from. */
import type { DeletionRequester, DeletionStatus } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { mayCancel } from './deletion.policy';
import type { DeletionRow } from './deletion.repository';

function requesterOf(deletion: DeletionRow, userId: string): DeletionRequester {
  if (deletion.userId !== userId) return 'SCHOOL_CLOSING';
  return deletion.requestedBy === userId ? 'SELF' : 'SCHOOL';
}

export function presentDeletionStatus(
  actor: Actor,
  userId: string,
  deletion: DeletionRow | undefined,
  now: Date,
): DeletionStatus {
  return {
    userId,
    deletion: deletion
      ? {
          id: deletion.id,
          scope: deletion.scope,
          reason: deletion.reason,
          requestedBy: requesterOf(deletion, userId),
          requestedAt: deletion.requestedAt.toISOString(),
          scheduledFor: deletion.scheduledFor.toISOString(),
          canCancel: deletion.state === 'SCHEDULED' && deletion.scheduledFor > now && mayCancel(actor, deletion),
        }
      : null,
    now: now.toISOString(),
  };
}
