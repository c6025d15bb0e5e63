/** Whether a student may enrol for face checks: consent for this purpose, a parent's for a minor (issue 18 §3). */
import type { FaceConsent } from '@noticeboard/shared';
import { type ConsentDecision, decidedByOthers, purposeAllowed } from '../../consent/consent-ledger.policy';

export interface ConsentFacts {
  dateOfBirth: string | null;
  /** The consent ledger's FACE_CHECKS decision (null: none recorded). */
  faceChecks: ConsentDecision | null;
}

/**
 * PARENT: a minor whose parent said yes to face checks (the ledger's FACE_CHECKS). ADULT: 18 or over (no parent is
 * asked), they say yes themselves, unless they withdrew it. NONE otherwise — a student of unknown age counts as a minor.
 */
export function faceConsentOf(facts: ConsentFacts, now: Date): FaceConsent {
  const subject = { type: 'CANDIDATE' as const, dateOfBirth: facts.dateOfBirth };
  if (!purposeAllowed(subject, facts.faceChecks, 'FACE_CHECKS', now)) return 'NONE';
  return decidedByOthers(subject, now) ? 'PARENT' : 'ADULT';
}
