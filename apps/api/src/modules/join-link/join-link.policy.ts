/** Who manages join links (the school account, as for /candidate and /team) and whether a link is open. */
import type { JoinLinkState } from '@noticeboard/shared';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { managedInstituteId } from '../institute/institute.policy';

/** The caller's school; anyone who does not manage its members is refused. */
export function joinLinkScopeOf(actor: Actor): string {
  const instituteId = managedInstituteId(actor);
  if (!instituteId) throw forbidden();
  return instituteId;
}

export function linkState(
  link: { revokedAt: Date | null; expiresAt: Date; maxUses: number | null; uses: number },
  now: Date,
): JoinLinkState {
  if (link.revokedAt) return 'REVOKED';
  if (link.expiresAt <= now) return 'EXPIRED';
  if (link.maxUses !== null && link.uses >= link.maxUses) return 'USED_UP';
  return 'ACTIVE';
}
