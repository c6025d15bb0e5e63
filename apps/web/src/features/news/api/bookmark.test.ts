import type { NewsArticle } from '@noticeboard/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimisticSave, updateArticleEverywhere } from './bookmark';

const ID = '0f5d3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';
const OTHER = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';

function article(id: string, isSaved = false, saveCount = 4): NewsArticle {
  return {
    _id: id,
    slug: `slug-${id}`,
    title: 'A river comes back to life',
    summary: 'Volunteers cleaned the banks.',
    image: null,
    category: 'ENVIRONMENT',
    publisher: { id: OTHER, slug: 'green-times', name: 'Green Times', logoUrl: null },
    author: null,
    publishedAt: '2026-11-20T08:00:00.000Z',
    readingMinutes: 3,
    viewCount: 1200,
    saveCount,
    isSaved,
    audioStatus: 'READY',
  };
}

describe('updateArticleEverywhere', () => {
  it('flips the article in infinite pages, arrays and details, and leaves other articles untouched', () => {
    const client = new QueryClient();
    const untouched = article(OTHER);
    const infinite = {
      pages: [{ content: [untouched, article(ID)], page: 0, last: false }],
      pageParams: [0],
    };
    client.setQueryData(['news', 'latest', {}], infinite);
    client.setQueryData(['news', 'trending'], [article(ID)]);
    client.setQueryData(['news', 'article', 'slug'], { ...article(ID), contentHtml: '<p>Hi</p>' });
    client.setQueryData(['news', 'bulletin'], { articles: [{ _id: ID, slug: 's', title: 't' }] });

    client.setQueriesData({ queryKey: ['news'] }, (data: unknown) =>
      updateArticleEverywhere(data, ID, optimisticSave(true)),
    );

    const latest = client.getQueryData<typeof infinite>(['news', 'latest', {}]);
    expect(latest?.pages[0]?.content[1]).toMatchObject({ isSaved: true, saveCount: 5 });
    expect(latest?.pages[0]?.content[0]).toBe(untouched);
    expect(client.getQueryData<NewsArticle[]>(['news', 'trending'])?.[0]).toMatchObject({
      isSaved: true,
      saveCount: 5,
    });
    expect(client.getQueryData(['news', 'article', 'slug'])).toMatchObject({ isSaved: true, contentHtml: '<p>Hi</p>' });
    // Bulletin entries carry no saved flag and are not articles to flip.
    expect(client.getQueryData(['news', 'bulletin'])).toEqual({ articles: [{ _id: ID, slug: 's', title: 't' }] });
  });

  it('keeps the same object when nothing matches, so unrelated lists do not re-render', () => {
    const data = { pages: [{ content: [article(OTHER)] }] };
    expect(updateArticleEverywhere(data, ID, optimisticSave(true))).toBe(data);
  });
});

describe('optimisticSave', () => {
  it('moves the count by one and never below zero', () => {
    expect(optimisticSave(false)({ isSaved: true, saveCount: 0 })).toEqual({ isSaved: false, saveCount: 0 });
    expect(optimisticSave(false)({ isSaved: true, saveCount: 7 })).toEqual({ isSaved: false, saveCount: 6 });
    expect(optimisticSave(true)({ isSaved: true, saveCount: 7 })).toEqual({ isSaved: true, saveCount: 7 });
  });
});
