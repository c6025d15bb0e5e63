import { ROUTES } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';

describe('the route table and its pages', () => {
  it('gives every route of spec §2 a page of its own (the placeholder is gone)', () => {
    expect(ROUTES.filter((route) => !PAGES[route.path]).map((route) => route.path)).toEqual([]);
  });

  it('has no page for a path the route table does not know', () => {
    const known = new Set(ROUTES.map((route) => route.path));
    expect(Object.keys(PAGES).filter((path) => !known.has(path))).toEqual([]);
  });
});
