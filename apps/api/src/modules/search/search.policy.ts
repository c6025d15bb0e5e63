/**
 * Who may search what, and how a found person is named (pure). Questions are for the staff of a school (its
 * account, admins and faculty), as the question bank's own pages are; everything else for anyone signed in, each
 * kind narrowed by its owning module's visibility rule in the repositories.
 */
import { type Role, SEARCH_ENTITY_TYPES, type SearchEntityType } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { childListing, type OutsideListing, shortName } from '../consent/child-listing.policy';

const STAFF_ROLES: readonly Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY'];

/** The school whose bank the caller may search, or null (not staff of a school). */
export function questionSchoolOf(actor: Actor): string | null {
  return actor.instituteId && STAFF_ROLES.includes(actor.role) ? actor.instituteId : null;
}

/** The kinds the caller may search, in the contract's order. */
export function searchableKinds(actor: Actor): SearchEntityType[] {
  return SEARCH_ENTITY_TYPES.filter((kind) => kind !== 'questions' || questionSchoolOf(actor) !== null);
}

export function maySearch(actor: Actor, kind: SearchEntityType): boolean {
  return searchableKinds(actor).includes(kind);
}

export interface FoundPerson {
  id: string;
  name: string;
  type: string;
  dateOfBirth: string | null;
  instituteId: string | null;
  communityAllowed: boolean;
}

/**
 * How the caller sees a found person (the child-listing rule the profile page applies): in full, as "First L."
 * (a child outside their school, never linked, as every other list of people does), or not at all.
 */
export function personAsSeen(
  actor: Actor,
  person: FoundPerson,
  now: Date,
): { listing: Exclude<OutsideListing, 'HIDDEN'>; name: string } | null {
  const sameSchool = person.instituteId !== null && person.instituteId === actor.instituteId;
  // Outside their school, staff are never shown (profile.policy: 404, like an unknown address).
  if (!sameSchool && person.id !== actor.id && person.instituteId !== null && person.type !== 'CANDIDATE') return null;
  const listing = childListing(person, { id: actor.id, instituteId: actor.instituteId }, now);
  if (listing === 'HIDDEN') return null;
  return { listing, name: listing === 'SHORT' ? shortName(person.name) : person.name };
}

/** Where a staff member opens a bank question: the review queue (school, admins) or the faculty's bank pages. */
export function questionPath(
  actor: Actor,
  question: { id: string; instituteId: string | null; authorId: string | null },
): string {
  if (question.instituteId === null) return '/question-bank/mcq-practice';
  if (question.instituteId !== actor.instituteId) return '/question-bank/adopted';
  if (actor.role !== 'FACULTY') return '/question-bank/question-details';
  return question.authorId === actor.id
    ? `/question-bank/my-questions?edit=${encodeURIComponent(question.id)}`
    : '/question-bank/school';
}
