/**
 * The lists around the feed (issue 5 §3): top schools, top users, stats, and the paged post lists (spotlights,
 * junior reports, school news and events, top rated). Parsed loosely: only the fields shown are required.
 */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get, query } from '../../../lib/http';
import { COMMUNITY_KEY } from './feed';

const rankedSchoolSchema = z.object({
  name: z.string(),
  customUrl: z.string(),
  postCount: z.number().optional(),
  likeCount: z.number().optional(),
});
const rankedUserSchema = z.object({
  id: z.string().optional(),
  /** A child seen from outside their school is "First L." without a profile address. */
  name: z.string(),
  customUrl: z.string().nullish(),
  role: z.string().optional(),
  school: z
    .union([z.string(), z.object({ name: z.string() })])
    .nullable()
    .optional(),
  postCount: z.number().optional(),
  likeCount: z.number().optional(),
});
export type RankedSchool = z.infer<typeof rankedSchoolSchema>;
export type RankedUser = z.infer<typeof rankedUserSchema>;

/** A list answered either as an array or as a page. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.object({ content: z.array(item) }).loose()])
    .transform((value) => (Array.isArray(value) ? value : value.content));
}

const statsSchema = z.record(z.string(), z.unknown()).transform((value) => {
  const numbers: Record<string, number> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === 'number') numbers[key] = item;
  return numbers;
});

const LIST_STALE_MS = 60_000;

export function useTopSchools(customUrl?: string) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'top-schools', customUrl ?? null],
    queryFn: () => get(`${COMMUNITY_PATHS.topSchools}${query({ customUrl, size: 5 })}`, listOf(rankedSchoolSchema)),
    staleTime: LIST_STALE_MS,
  });
}

export function useTopUsers(customUrl?: string) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'around', 'top-users', customUrl ?? null],
    queryFn: () => get(`${COMMUNITY_PATHS.topUsers}${query({ customUrl, size: 5 })}`, listOf(rankedUserSchema)),
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

export const schoolNameOf = (user: RankedUser): string | null =>
  typeof user.school === 'string' ? user.school : (user.school?.name ?? null);

/** "postCount" → "Posts": the stats' keys in words. */
export function statLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/Count$|Total$/i, '')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
