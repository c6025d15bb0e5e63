import { IconBooks } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { HEADER_ITEMS_MAX, isActive, navItemsFor, splitForHeader } from './nav-items';

const school = { type: 'INSTITUTE', userType: null } as Parameters<typeof navItemsFor>[0];

describe('splitForHeader', () => {
  const items = navItemsFor(school);

  it('keeps short lists whole', () => {
    const few = items.slice(0, HEADER_ITEMS_MAX);
    expect(splitForHeader(few, '/community')).toEqual({ shown: few, more: [], currentInMore: false });
  });

  it('puts the rest of a long list under More, every item once', () => {
    const { shown, more } = splitForHeader(items, '/community');
    expect(items.length).toBeGreaterThan(HEADER_ITEMS_MAX);
    expect(shown).toHaveLength(HEADER_ITEMS_MAX - 1);
    expect([...shown, ...more]).toEqual(items);
  });

  it('never moves an item between pages, and marks More when the current page is under it', () => {
    const last = items.at(-1);
    if (!last) throw new Error('no items');
    const onCommunity = splitForHeader(items, '/community');
    const underMore = splitForHeader(items, `${last.to}/anything`);
    expect(underMore.shown).toEqual(onCommunity.shown);
    expect(underMore.more).toEqual(onCommunity.more);
    expect(onCommunity.currentInMore).toBe(false);
    expect(underMore.currentInMore).toBe(true);
  });

  it("puts a school's everyday pages on the bar", () => {
    const { shown } = splitForHeader(items, '/community');
    expect(shown.map((item) => item.to)).toEqual([
      '/home',
      '/community',
      '/pending-approval',
      '/assessment',
      '/candidate',
      '/team',
    ]);
  });
});

describe('isActive', () => {
  const bank = { label: 'Question Bank', to: '/question-bank', icon: IconBooks };
  const view = { label: 'Assessments', to: '/question-bank?view=assessments', icon: IconBooks };
  it('marks a view of a page as its own item, and not the page', () => {
    expect(isActive(view, '/question-bank?view=assessments')).toBe(true);
    expect(isActive(bank, '/question-bank?view=assessments')).toBe(false);
    expect(isActive(view, '/question-bank')).toBe(false);
    expect(isActive(bank, '/question-bank?subject=Maths')).toBe(true);
    expect(isActive(bank, '/question-bank/create')).toBe(true);
  });
});

describe('navItemsFor', () => {
  const faculty = { type: 'INDIVIDUAL', userType: 'FACULTY' } as Parameters<typeof navItemsFor>[0];
  const student = { type: 'CANDIDATE', userType: null } as Parameters<typeof navItemsFor>[0];
  const labelOf = (to: string, list: ReturnType<typeof navItemsFor>) => list.find((item) => item.to === to)?.label;

  it('gives a teacher on the approval committee Moderation on the bar, others their own posts', () => {
    const onCommittee = navItemsFor(faculty, { moderates: true });
    expect(labelOf('/pending-approval', onCommittee)).toBe('Moderation');
    expect(splitForHeader(onCommittee, '/home').shown.map((item) => item.label)).toContain('Moderation');
    expect(labelOf('/pending-approval', navItemsFor(faculty))).toBe('My posts');
  });

  it('lets a student find their own waiting posts', () => {
    expect(labelOf('/pending-approval', navItemsFor(student))).toBe('My posts');
  });

  it('starts every signed-in role at Home; visitors get Sign in instead', () => {
    for (const user of [school, faculty, student]) expect(navItemsFor(user)[0]?.to).toBe('/home');
    expect(navItemsFor(null).map((item) => item.to)).toContain('/login');
  });

  it('lists each page once per role', () => {
    for (const user of [school, faculty, student]) {
      const paths = navItemsFor(user, { moderates: true }).map((item) => item.to);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});
