/**
 * How a person is named to a viewer in any list of people (leaderboards, community member lists, top users,
 * spotlights; search when it comes): the one rule for children outside their school.
 *
 * Inside their own school (the viewer belongs to the same institute), and to themselves, everyone is listed in full.
 * Outside it, a student who needs parent consent (`needsConsent`: under 18, or no date of birth) appears only while
 * the consent ledger allows COMMUNITY (the parent's yes, or the school's on their word), and then only as first name +
 * initial of the last name, without class or section. Everyone else is listed in full everywhere, unless they withdrew
 * COMMUNITY themselves.
 */
import { needsConsent } from './consent.policy';

/** How a person appears outside their school: in full, as "First L." without class or section, or not at all. */
export type OutsideListing = 'FULL' | 'SHORT' | 'HIDDEN';

export interface ListedPerson {
  /** `users.type`: only students (CANDIDATE) are ever shortened or hidden. */
  type: string;
  dateOfBirth: string | null;
  /** The consent ledger's answer for COMMUNITY (`consentAllowsSql('COMMUNITY', now)` in lists). */
  communityAllowed: boolean;
}

export interface ListingViewer {
  id: string;
  instituteId: string | null;
}

/** The viewer-independent half, cheap to keep with cached rows: how the person appears to outsiders. */
export function outsideListing(person: ListedPerson, now: Date = new Date()): OutsideListing {
  if (!person.communityAllowed) return 'HIDDEN';
  return person.type === 'CANDIDATE' && needsConsent(person.dateOfBirth, now) ? 'SHORT' : 'FULL';
}

/** The person's listing for this viewer (null: an anonymous visitor), given their outside listing. */
export function listingFor(
  person: { id: string; instituteId: string | null; outside: OutsideListing },
  viewer: ListingViewer | null,
): OutsideListing {
  if (viewer && viewer.id === person.id) return 'FULL';
  if (viewer?.instituteId && viewer.instituteId === person.instituteId) return 'FULL';
  return person.outside;
}

/** The whole rule in one call, for lists that read people fresh. */
export function childListing(
  person: ListedPerson & { id: string; instituteId: string | null },
  viewer: ListingViewer | null,
  now: Date = new Date(),
): OutsideListing {
  return listingFor({ ...person, outside: outsideListing(person, now) }, viewer);
}

/** "Asha Kumar" → "Asha K."; a single name stays as it is. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last ? Array.from(last)[0] : undefined;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
