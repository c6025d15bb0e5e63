/**
 * An optimistic change to every cached list under one query key: applied at once, rolled back if the call
 * fails. The pending and reported lists share it; what changes is the pure update from list-updates.ts.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface ListSnapshot {
  previous: Array<[QueryKey, unknown]>;
}

export function optimisticLists<V>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: unknown, variables: V) => unknown,
) {
  return {
    onMutate: async (variables: V): Promise<ListSnapshot> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData({ queryKey });
      queryClient.setQueriesData({ queryKey }, (data: unknown) => update(data, variables));
      return { previous };
    },
    onError: (_error: Error, _variables: V, snapshot: ListSnapshot | undefined) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
  };
}
