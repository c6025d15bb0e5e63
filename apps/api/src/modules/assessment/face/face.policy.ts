/** Whether a student may enrol for face checks: consent for this purpose, a parent's for a minor (issue 18 §3). */
import type { FaceConsent } from '@noticeboard/shared';
import { needsConsent } from '../../consent/consent.policy';

export interface ConsentFacts {
  dateOfBirth: string | null;
  consentStatus: 'PENDING' | 'GRANTED' | 'DECLINED' | null;
  faceChecksAllowed: boolean | null;
}

/**
 * PARENT: the parent granted consent and said yes to face checks. ADULT: 18 or over (no parent's consent is asked),
 * they say yes themselves. NONE otherwise — a student whose age is unknown counts as a minor.
 */
export function faceConsentOf(facts: ConsentFacts, now: Date): FaceConsent {
  if (facts.consentStatus === 'GRANTED' && facts.faceChecksAllowed === true) return 'PARENT';
  if (facts.dateOfBirth !== null && !needsConsent(facts.dateOfBirth, now)) return 'ADULT';
  return 'NONE';
}
