import { describe, expect, it } from 'vitest';
import { HEADER_ITEMS_MAX, navItemsFor, splitForHeader } from './nav-items';

const school = { type: 'INSTITUTE', userType: null } as Parameters<typeof navItemsFor>[0];

describe('splitForHeader', () => {
  const items = navItemsFor(school);

  it('keeps short lists whole', () => {
    const few = items.slice(0, HEADER_ITEMS_MAX);
    expect(splitForHeader(few, '/community')).toEqual({ shown: few, more: [] });
  });

  it('puts the rest of a long list under More, every item once', () => {
    const { shown, more } = splitForHeader(items, '/community');
    expect(items.length).toBeGreaterThan(HEADER_ITEMS_MAX);
    expect(shown).toHaveLength(HEADER_ITEMS_MAX - 1);
    expect([...shown, ...more]).toEqual(items);
  });

  it('always shows the current page as a button', () => {
    const last = items.at(-1);
    if (!last) throw new Error('no items');
    const { shown, more } = splitForHeader(items, `${last.to}/anything`);
    expect(shown.at(-1)).toBe(last);
    expect(more).not.toContain(last);
    expect(shown.length + more.length).toBe(items.length);
  });
});
