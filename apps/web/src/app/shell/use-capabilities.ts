/** What the menu needs beyond the role: whether a faculty member sits on the approval committee. */
import type { UserDetails } from '@noticeboard/shared';
import { roleOf } from '@noticeboard/shared/access';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A seat changes rarely; a few minutes' delay before the menu follows is fine. */
const capabilitiesKey = (viewer: string) => ['home', 'capabilities', viewer];

const CAPABILITIES_STALE_MS = 5 * 60_000;

/**
 * Read through the query client the app already holds (fetchQuery, cached under its key): `useQuery` would bring the
 * query observer into every visitor's first load for the sake of one faculty-only call.
 */
export function useCapabilities(user: UserDetails | null): { moderates: boolean } {
  const client = useQueryClient();
  const asks = user !== null && roleOf(user) === 'FACULTY';
  const viewer = user?.customUrl ?? 'visitor';
  const cached = client.getQueryData<{ moderates: boolean }>(capabilitiesKey(viewer));
  const [fetched, setFetched] = useState<{ viewer: string; moderates: boolean } | null>(null);

  useEffect(() => {
    if (!asks) return;
    let live = true;
    client
      .fetchQuery({
        queryKey: capabilitiesKey(viewer),
        queryFn: () => import('./fetch-capabilities').then((module) => module.fetchCapabilities()),
        staleTime: CAPABILITIES_STALE_MS,
      })
      .then((result) => live && setFetched({ viewer, moderates: result.moderates }))
      // Without the answer the menu offers "My posts"; the page itself still lets a moderator review.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [asks, client, viewer]);

  const known = fetched?.viewer === viewer ? fetched.moderates : cached?.moderates;
  return { moderates: asks && (known ?? false) };
}
