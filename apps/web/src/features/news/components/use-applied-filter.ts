import type { SavedFilter } from '@noticeboard/shared';
import { useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../../../lib/use-session';
import { viewerOf } from '../api/feed-page';
import { EMPTY_FILTER, isEmptyFilter, readStoredFilter, storeFilter } from '../api/filter-storage';
import { useServerFilter, useStoreServerFilter } from '../api/filters';

/**
 * The latest-news filter in force: from local storage at once; for a signed-in reader the server's copy wins
 * once it arrives (it follows them between devices). Applying or resetting writes both.
 */
export function useAppliedFilter() {
  const user = useSessionUser();
  const viewer = viewerOf(user);
  const [filter, setFilter] = useState<SavedFilter>(readStoredFilter);
  const server = useServerFilter(viewer, user !== null);
  const storeOnServer = useStoreServerFilter(viewer);
  const adoptedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!server.data || adoptedFor.current === viewer) return;
    adoptedFor.current = viewer;
    if (isEmptyFilter(server.data)) return;
    setFilter(server.data);
    storeFilter(server.data);
  }, [server.data, viewer]);

  const apply = (next: SavedFilter) => {
    const empty = isEmptyFilter(next);
    setFilter(empty ? EMPTY_FILTER : next);
    storeFilter(next);
    if (user) storeOnServer.mutate(empty ? null : next);
  };
  return { filter, apply, reset: () => apply(EMPTY_FILTER) };
}
