/**
 * Who sees which part of a profile (issue 20 §1). Pure: the service reads the facts, this decides, the presenter
 * leaves out every part that is not allowed (absent from the response, not sent empty).
 *
 * - The person sees everything of their own.
 * - Inside a school (the viewer belongs to the owner's institute) everyone sees the profile; email, phone and date
 *   of birth only the school's staff and school account see (what the school already holds), never other students.
 * - Outside the school, staff and school accounts are never shown (404, like unknown); a student only as the
 *   child-listing rule allows (the consent ledger's COMMUNITY): hidden (404) without it, and a child with it as
 *   "First L." without class, location, certificates' files or links; their pictures only while the ledger allows
 *   PUBLIC_PHOTOS. Unattached individuals are shown to anyone signed in (unless they withdrew COMMUNITY), without
 *   personal info.
 */
import type { ConsentPurpose } from '@noticeboard/shared';
import { childListing } from '../consent/child-listing.policy';
import { needsConsent } from '../consent/consent.policy';
import { type ConsentDecision, purposeAllowed } from '../consent/consent-ledger.policy';

export interface ProfileViewer {
  id: string;
  role: 'INSTITUTE' | 'ADMIN' | 'FACULTY' | 'CANDIDATE' | 'INDIVIDUAL';
  instituteId: string | null;
}

export interface ProfileOwnerFacts {
  id: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  instituteId: string | null;
  dateOfBirth: string | null;
  /** The consent ledger's current decisions (null: none recorded), read with the owner. */
  communityDecision: ConsentDecision | null;
  photosDecision: ConsentDecision | null;
}

export interface ProfileVisibility {
  self: boolean;
  /** "Asha K." instead of the full name. */
  shortName: boolean;
  classAndSection: boolean;
  location: boolean;
  /** Profile picture, background and achievement pictures. */
  pictures: boolean;
  /** Certificates' files (they carry the full name) and links. */
  documents: boolean;
  personalInfo: boolean;
  /** Names of the teachers who endorsed a skill. */
  endorsers: boolean;
  canEndorse: boolean;
}

const STAFF_ROLES = new Set<ProfileViewer['role']>(['INSTITUTE', 'ADMIN', 'FACULTY']);
const TEACHER_ROLES = new Set<ProfileViewer['role']>(['ADMIN', 'FACULTY']);

const EVERYTHING: ProfileVisibility = {
  self: true,
  shortName: false,
  classAndSection: true,
  location: true,
  pictures: true,
  documents: true,
  personalInfo: true,
  endorsers: true,
  canEndorse: false,
};

/** The consent ledger's answer for one of the owner's purposes now (ConsentLedger's rule, applied to facts read with the owner). */
export function ownerAllows(owner: ProfileOwnerFacts, purpose: ConsentPurpose, now: Date): boolean {
  const decision = purpose === 'COMMUNITY' ? owner.communityDecision : owner.photosDecision;
  return purposeAllowed(owner, decision, purpose, now);
}

/** What this viewer may see of this profile; null: nothing (answered as 404, the same as an unknown address). */
export function profileVisibility(
  viewer: ProfileViewer,
  owner: ProfileOwnerFacts,
  now: Date = new Date(),
): ProfileVisibility | null {
  if (viewer.id === owner.id) return EVERYTHING;
  const isStudent = owner.type === 'CANDIDATE';
  if (owner.instituteId !== null && viewer.instituteId === owner.instituteId) {
    const staff = STAFF_ROLES.has(viewer.role);
    return {
      ...EVERYTHING,
      self: false,
      personalInfo: staff && (isStudent || viewer.role === 'INSTITUTE'),
      canEndorse: isStudent && TEACHER_ROLES.has(viewer.role),
    };
  }
  const communityAllowed = ownerAllows(owner, 'COMMUNITY', now);
  if (owner.instituteId === null) {
    return communityAllowed ? { ...EVERYTHING, self: false, personalInfo: false, endorsers: false } : null;
  }
  if (!isStudent) return null;
  const listing = childListing({ ...owner, communityAllowed }, { id: viewer.id, instituteId: viewer.instituteId }, now);
  if (listing === 'HIDDEN') return null;
  const child = needsConsent(owner.dateOfBirth, now);
  return {
    self: false,
    shortName: listing === 'SHORT',
    classAndSection: !child,
    location: !child,
    pictures: ownerAllows(owner, 'PUBLIC_PHOTOS', now),
    documents: !child,
    personalInfo: false,
    endorsers: false,
    canEndorse: false,
  };
}

/** Only teachers of the student's own school endorse a student's skills. */
export function mayEndorse(viewer: ProfileViewer, owner: Pick<ProfileOwnerFacts, 'type' | 'instituteId'>): boolean {
  return (
    owner.type === 'CANDIDATE' &&
    owner.instituteId !== null &&
    viewer.instituteId === owner.instituteId &&
    TEACHER_ROLES.has(viewer.role)
  );
}
