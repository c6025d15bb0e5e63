import { useCallback, useMemo, useState } from 'react';

/** Chosen question ids, kept across pages and filter changes until cleared. */
export interface Selection {
  ids: string[];
  has: (id: string) => boolean;
  setMany: (ids: string[], chosen: boolean) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const setMany = useCallback((ids: string[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Set()), []);
  return useMemo(
    () => ({ ids: [...chosen], has: (id: string) => chosen.has(id), setMany, clear }),
    [chosen, setMany, clear],
  );
}
