/**
 * The lists around the feed (issue 5 §3): top schools, top users, stats, and the paged post lists (spotlights,
 * junior reports, school news and events, top rated). Shapes are the contract's (`community-around.ts`).
 */
import {
  COMMUNITY_PATHS,
  communityMemberPageSchema,
  communityStatsSchema,
  type MemberList,
  type TopUser,
  topSchoolPageSchema,
  topUserPageSchema,
} from '@noticeboard/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { COMMUNITY_KEY, viewerOf } from './feed';

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

const MEMBERS_PAGE_SIZE = 10;

/**
 * A school's admins, mentors or members, a page at a time, each new page added below the last ("load more", spec §4).
 * Per viewer: a child is named in full to their own school and as "First L." (with consent) to everyone else.
 */
export function useCommunityMembers(list: MemberList, customUrl: string) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'members', list, customUrl, viewer],
    queryFn: ({ pageParam }) =>
      get(
        `${COMMUNITY_PATHS.members.replace(':list', list)}${query({ customUrl, page: pageParam, size: MEMBERS_PAGE_SIZE })}`,
        communityMemberPageSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
    staleTime: LIST_STALE_MS,
  });
}
