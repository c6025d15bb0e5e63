/**
 * The consent ledger's rule (issue 20 §3): may this person's data be used for this purpose now? One rule for every
 * feature; `consentAllows` (consent-ledger.repository.ts) reads the facts and its SQL twin filters lists by it.
 */
import type { ConsentGrantor, ConsentPurpose } from '@noticeboard/shared';
import { needsConsent } from './consent.policy';

/** What a parent's yes to the school's consent request covers; face checks need their separate yes, marketing never. */
export const PARENT_GRANT_COVERS: readonly ConsentPurpose[] = [
  'ACCOUNT',
  'COMMUNITY',
  'PUBLIC_PHOTOS',
  'AUDIO',
  'PERSONALISED_FEEDS',
];

/** Purposes an adult has not said yes to until they do (everything else is on until they withdraw it). */
export const OFF_UNTIL_GRANTED: readonly ConsentPurpose[] = ['MARKETING_EMAILS'];

export interface ConsentSubject {
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  dateOfBirth: string | null;
}

export interface ConsentDecision {
  granted: boolean;
  grantor: ConsentGrantor;
}

/** Only students under 18 (or without a date of birth) need someone else's consent: their parent, or the school on the parent's word. */
export function decidedByOthers(subject: ConsentSubject, now: Date): boolean {
  return subject.type === 'CANDIDATE' && needsConsent(subject.dateOfBirth, now);
}

/**
 * A child: only a parent's or the school's recorded yes counts (nothing until then). Everyone else: their own last
 * word, else on (but marketing). A parent's decision stops counting when the child turns 18; from then it is theirs.
 */
export function purposeAllowed(
  subject: ConsentSubject,
  decision: ConsentDecision | null | undefined,
  purpose: ConsentPurpose,
  now: Date,
): boolean {
  if (decidedByOthers(subject, now)) return decision?.grantor !== 'SELF' && decision?.granted === true;
  if (decision?.grantor === 'SELF') return decision.granted;
  return !OFF_UNTIL_GRANTED.includes(purpose);
}

/** Who may record a decision for this person now: a child's decisions are the parent's (or the school's on their word). */
export function mayDecide(subject: ConsentSubject, grantor: ConsentGrantor, now: Date): boolean {
  return decidedByOthers(subject, now) ? grantor !== 'SELF' : grantor === 'SELF';
}

/**
 * What an answer to the school's consent request records: yes grants what the parent's consent covers (face checks
 * only with their separate yes); no — or the school setting it back to waiting — withdraws every purpose.
 */
export function purposesOfAnswer(
  status: 'PENDING' | 'GRANTED' | 'DECLINED',
  faceChecks: boolean,
): { granted: ConsentPurpose[]; withdrawn: ConsentPurpose[] } {
  if (status !== 'GRANTED') return { granted: [], withdrawn: [...PARENT_GRANT_COVERS, 'FACE_CHECKS'] };
  return faceChecks
    ? { granted: [...PARENT_GRANT_COVERS, 'FACE_CHECKS'], withdrawn: [] }
    : { granted: [...PARENT_GRANT_COVERS], withdrawn: ['FACE_CHECKS'] };
}

/**
 * Whether the pictures a person posted show to this viewer: always to themselves and to their own school; outside it
 * (other schools, readers, visitors) only while the ledger allows PUBLIC_PHOTOS.
 */
export function photosShownTo(
  author: ConsentSubject & { id: string; instituteId: string | null; photos: ConsentDecision | null },
  viewer: { id: string; instituteId: string | null } | null,
  now: Date,
): boolean {
  if (viewer && viewer.id === author.id) return true;
  if (viewer?.instituteId && viewer.instituteId === author.instituteId) return true;
  return purposeAllowed(author, author.photos, 'PUBLIC_PHOTOS', now);
}

/** Attachments that are pictures of the kind PUBLIC_PHOTOS covers (documents are not photos). */
export const PHOTO_ATTACHMENTS: readonly string[] = ['IMAGE', 'COVER_IMAGE', 'VIDEO'];
