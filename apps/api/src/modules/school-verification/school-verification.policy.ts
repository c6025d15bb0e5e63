/**
 * Who may do what with a school's verification. Only the school account itself sends its evidence (its staff and
 * students never do, and no school touches another's); only an operator, at the command line, decides.
 */
import type { Role, SchoolVerificationState } from '@noticeboard/shared';

interface Requester {
  role: Role;
  instituteId: string | null;
}

/** The institute whose evidence the actor may read and send, or null. */
export function ownVerificationScope(actor: Requester): string | null {
  return actor.role === 'INSTITUTE' ? actor.instituteId : null;
}

/** A verified school's evidence is settled: changing it would silently change what the operator checked. */
export function maySendEvidence(status: SchoolVerificationState): boolean {
  return status !== 'VERIFIED';
}
