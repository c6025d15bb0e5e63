/**
 * The one right the API's flags leave to the page: leaving the team oneself (anyone but the owner, while the team
 * may still change). Managing the team and sending for approval come from the collab's own flags.
 */
import type { Collab, CollabStatus, UserDetails } from '@noticeboard/shared';

/** The team no longer changes once the collab is shown or put away. */
const TEAM_FROZEN: readonly CollabStatus[] = ['PUBLISHED', 'ARCHIVED'];

export function mayLeaveCollab(collab: Collab, user: UserDetails | null, personId: string): boolean {
  return !TEAM_FROZEN.includes(collab.status) && user?.id === personId && personId !== collab.owner.id;
}
