import { ROUTES } from '@noticeboard/shared/access';

/**
 * Static segments outrank parameters, earlier ones weighing more: the order `matchRoute` of the shared
 * table uses. React Router breaks its own ties by sibling order, so listing routes in this order keeps
 * both in agreement (route-ranking.test.ts checks every path).
 */
export function sharedRank(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((sum, segment, index) => sum + (segment.startsWith(':') ? 0 : 2 ** (10 - index)), 0);
}

export const RANKED_ROUTES = [...ROUTES].sort((a, b) => sharedRank(b.path) - sharedRank(a.path));
