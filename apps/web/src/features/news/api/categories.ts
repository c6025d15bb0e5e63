/** Topic categories: counts, the reader's own, trending ones, and one category's news. */
import { NEWS_PATHS, newsCategoriesSchema, type TopicCategory, trendingCategorySchema } from '@noticeboard/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { newsFeedQuery, viewerOf } from './feed-page';

/** GET /recommended/news-category/: All Categories, and Your Categories when signed in. */
export const newsCategoriesQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['news', 'categories', viewer],
    queryFn: () => get(NEWS_PATHS.newsCategory, newsCategoriesSchema),
  });

export function useNewsCategories() {
  const user = useSessionUser();
  return useQuery(newsCategoriesQuery(viewerOf(user)));
}

/** GET /recommended/trending-category/: categories ranked by recent views and saves. */
export const trendingCategoriesQuery = queryOptions({
  queryKey: ['news', 'trending-categories'],
  queryFn: () => get(NEWS_PATHS.trendingCategory, z.array(trendingCategorySchema)),
});

export const useTrendingCategories = () => useQuery(trendingCategoriesQuery);

/** GET /recommended/get-category-wise-news/?category=: one category's articles, newest first. */
export const categoryNewsQuery = (viewer: string, category: TopicCategory) =>
  newsFeedQuery(['news', 'category', viewer, category], NEWS_PATHS.categoryWiseNews, { category });

export function useCategoryNews(category: TopicCategory | undefined) {
  const user = useSessionUser();
  return useInfiniteQuery({
    ...categoryNewsQuery(viewerOf(user), category ?? 'ENVIRONMENT'),
    enabled: category !== undefined,
  });
}
