import { describe, expect, it } from 'vitest';
import { childListing, type ListedPerson, listingFor, outsideListing, shortName } from './child-listing.policy';

const now = new Date('2026-06-15T10:00:00Z');
const HILLSIDE = 'hillside';
const LAKEVIEW = 'lakeview';

const child = (communityAllowed: ListedPerson['communityAllowed'], dateOfBirth: string | null = '2012-03-01') => ({
  id: 'asha',
  instituteId: HILLSIDE,
  type: 'CANDIDATE',
  dateOfBirth,
  communityAllowed,
});

const classmate = { id: 'bela', instituteId: HILLSIDE };
const outsider = { id: 'lake', instituteId: LAKEVIEW };
const individual = { id: 'reader', instituteId: null };

describe('how a person is listed to a viewer', () => {
  it.each([
    { case: 'the ledger allowing COMMUNITY', allowed: true, outside: 'SHORT' },
    { case: 'no COMMUNITY consent (pending, declined, withdrawn, never asked)', allowed: false, outside: 'HIDDEN' },
  ] as const)('a child with $case: $outside outside the school, in full inside it', ({ allowed, outside }) => {
    const person = child(allowed);
    expect(childListing(person, outsider, now)).toBe(outside);
    expect(childListing(person, individual, now)).toBe(outside);
    expect(childListing(person, null, now)).toBe(outside);
    expect(childListing(person, classmate, now)).toBe('FULL');
  });

  it('treats a student without a date of birth as a child', () => {
    expect(childListing(child(false, null), outsider, now)).toBe('HIDDEN');
    expect(childListing(child(true, null), outsider, now)).toBe('SHORT');
  });

  it('lists an adult student in full everywhere (18 on the birthday), a child only shortened', () => {
    expect(childListing(child(true, '2008-06-15'), outsider, now)).toBe('FULL');
    expect(childListing(child(true, '2008-06-15'), null, now)).toBe('FULL');
    expect(childListing(child(true, '2008-06-16'), outsider, now)).toBe('SHORT');
  });

  it('never shortens staff and individuals; hides them only when they withdrew COMMUNITY themselves', () => {
    for (const type of ['INDIVIDUAL', 'INSTITUTE']) {
      expect(outsideListing({ type, dateOfBirth: null, communityAllowed: true }, now)).toBe('FULL');
      expect(outsideListing({ type, dateOfBirth: null, communityAllowed: false }, now)).toBe('HIDDEN');
    }
  });

  it('always shows a child to themselves', () => {
    const hidden = child(false);
    expect(childListing(hidden, { id: hidden.id, instituteId: HILLSIDE }, now)).toBe('FULL');
    expect(listingFor({ id: 'x', instituteId: null, outside: 'HIDDEN' }, { id: 'x', instituteId: null })).toBe('FULL');
  });

  it('does not count two people without a school as schoolmates', () => {
    expect(listingFor({ id: 'x', instituteId: null, outside: 'HIDDEN' }, individual)).toBe('HIDDEN');
  });
});

describe('the short name', () => {
  it.each([
    ['Asha Kumar', 'Asha K.'],
    ['  asha   rani kumar ', 'asha K.'],
    ['Asha', 'Asha'],
    ["Mary-Jane O'Brien", 'Mary-Jane O.'],
    ['Ádám Émile', 'Ádám É.'],
  ])('%s → %s', (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});
