/**
 * The lists around the feed (issue 5 §3): top schools, top users, stats, and the paged post lists (spotlights,
 * junior reports, school news and events, top rated). Shapes are the contract's (`community-around.ts`).
 */
import {
  COMMUNITY_PATHS,
  communityStatsSchema,
  type TopUser,
  topSchoolPageSchema,
  topUserPageSchema,
} from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { COMMUNITY_KEY } from './feed';

/** The lists answer pages; the widgets show the first page's items. */
const topSchoolsSchema = topSchoolPageSchema.transform((page) => page.content);
const topUsersSchema = topUserPageSchema.transform((page) => page.content);

/** The stats as label-able numbers, in the contract's order. */
const statsSchema = communityStatsSchema.transform((stats): Record<string, number> => ({ ...stats }));

const LIST_STALE_MS = 60_000;

export function useTopSchools(customUrl?: string) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'top-schools', customUrl ?? null],
    queryFn: () => get(`${COMMUNITY_PATHS.topSchools}${query({ customUrl, size: 5 })}`, topSchoolsSchema),
    staleTime: LIST_STALE_MS,
  });
}

export function useTopUsers(customUrl?: string) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'top-users', customUrl ?? null],
    queryFn: () => get(`${COMMUNITY_PATHS.topUsers}${query({ customUrl, size: 5 })}`, topUsersSchema),
    staleTime: LIST_STALE_MS,
  });
}

export function useCommunityStats(customUrl?: string) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'stats', customUrl ?? null],
    queryFn: () => get(`${COMMUNITY_PATHS.stats}${query({ customUrl })}`, statsSchema),
    staleTime: LIST_STALE_MS,
  });
}

export const schoolNameOf = (user: TopUser): string | null => user.school?.name ?? null;

/** "postCount" → "Posts": the stats' keys in words. */
export function statLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/Count$|Total$/i, '')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
