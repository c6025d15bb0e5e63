import { quizDateRangeSchema, TRANSACTION_KINDS, type TransactionKind } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import type { TransactionFilter } from '../api/transactions';

export type FilterPatch = Partial<Record<'range' | 'kind' | 'page', string | undefined>>;

const kindOf = (value: string | null): TransactionKind | undefined =>
  TRANSACTION_KINDS.find((kind) => kind === value?.toUpperCase());

/**
 * The range, kind and page kept in the address (`?range=&kind=&page=`, page 1-based as people count), so a reload or a
 * shared link shows the same list. Unknown values read as "all"; changing a filter goes back to the first page.
 */
export function useTransactionFilter() {
  const [params, setParams] = useSearchParams();
  const range = quizDateRangeSchema.safeParse(params.get('range') ?? undefined);
  const pageNumber = Number.parseInt(params.get('page') ?? '1', 10);
  const filter: TransactionFilter = {
    range: range.success ? range.data : undefined,
    kind: kindOf(params.get('kind')),
    page: Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0,
  };

  const change = (patch: FilterPatch) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!('page' in patch)) next.delete('page');
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return { filter, change };
}
