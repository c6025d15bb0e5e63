/**
 * What the page offers beyond the API's own flags (canEdit, canEvaluate, canPublish, nextStatuses): the contract has
 * no flag for choosing the team or sending for approval, so these follow collab.service.ts's rules from the session.
 * The server still decides; an approval-committee member who may manage the team simply does not see the buttons.
 */
import { type Collab, type CollabStatus, canMoveCollab, roleOf, type UserDetails } from '@noticeboard/shared';

/** The team no longer changes once the collab is shown or put away. */
const TEAM_FROZEN: readonly CollabStatus[] = ['PUBLISHED', 'ARCHIVED'];

export interface CollabRights {
  /** Add participants and mentors, remove anyone but the owner. */
  manageTeam: boolean;
  sendForApproval: boolean;
  /** Leave the team oneself (anyone but the owner). */
  mayLeave: (personId: string) => boolean;
}

export function collabRightsOf(collab: Collab, user: UserDetails | null): CollabRights {
  const frozen = TEAM_FROZEN.includes(collab.status);
  const isOwner = user !== null && user.id === collab.owner.id;
  const isMentor = user !== null && collab.faculty.some((person) => person.id === user.id);
  const role = user ? roleOf(user) : null;
  const speaksForSchool = user?.instituteId === collab.institute.id && (role === 'INSTITUTE' || role === 'ADMIN');
  return {
    manageTeam: !frozen && (isOwner || speaksForSchool),
    sendForApproval: (isOwner || isMentor) && canMoveCollab(collab.status, 'SUBMITTED'),
    mayLeave: (personId) => !frozen && user !== null && personId === user.id && personId !== collab.owner.id,
  };
}
