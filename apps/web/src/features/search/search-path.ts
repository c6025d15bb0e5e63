import { SEARCH_ALL, type SearchEntityType } from '@noticeboard/shared';

/** `/global-search/{kind}?q=…`: the query lives in the address so back, forward and sharing work. */
export function searchPath(query: string, kind: SearchEntityType | typeof SEARCH_ALL = SEARCH_ALL): string {
  const params = new URLSearchParams({ q: query.trim() });
  return `/global-search/${kind}?${params.toString()}`;
}
