/** News fixtures, parsed by the contract's schemas. */
import { type NewsArticle, newsArticlePageSchema, newsArticleSchema } from '@noticeboard/shared';
import type { z } from 'zod';

let serial = 0;

/** An article from "The Daily Courier"; `overrides` change any field. */
export function makeArticle(overrides: Partial<z.input<typeof newsArticleSchema>> = {}): NewsArticle {
  serial += 1;
  return newsArticleSchema.parse({
    _id: `2b3c4d5e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    slug: `article-${serial}`,
    title: `Article number ${serial}`,
    summary: 'What happened, in two lines.',
    image: null,
    category: 'TECHNOLOGY_AND_INNOVATION',
    publisher: {
      id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      slug: 'daily-courier',
      name: 'The Daily Courier',
      logoUrl: null,
    },
    author: null,
    publishedAt: '2026-11-25T08:00:00.000Z',
    readingMinutes: 4,
    viewCount: 120,
    saveCount: 7,
    isSaved: false,
    audioStatus: 'UNAVAILABLE',
    ...overrides,
  });
}

export const newsPageSchema = newsArticlePageSchema;

export function newsPage(articles: NewsArticle[], { page = 0, last = true } = {}) {
  return newsPageSchema.parse({
    content: articles,
    page,
    size: 12,
    totalElements: articles.length,
    totalPages: last ? page + 1 : page + 2,
    last,
  });
}
