import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, forumCategoryPath, forumsPath } from './forum-paths';

describe('forum paths', () => {
  it('builds category pages, with a topic and inside a school', () => {
    expect(forumCategoryPath(undefined, ALL_CATEGORIES)).toBe('/forum/all');
    expect(forumCategoryPath(undefined, 'tips-and-tricks', 'maths tricks')).toBe(
      '/forum/tips-and-tricks/maths%20tricks',
    );
    expect(forumCategoryPath('greenfield-public-school', 'academics')).toBe(
      '/greenfield-public-school/forum/academics',
    );
  });

  it('builds the member pages', () => {
    expect(forumsPath()).toBe('/forums');
    expect(forumsPath('replied')).toBe('/forums/replied');
  });
});
