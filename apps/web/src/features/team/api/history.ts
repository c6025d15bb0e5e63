import { historyEventPageSchema } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { teamKey } from './list-staff';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryKind = 'faculty' | 'approval-committee';

/** GET /faculty/history or /approval-committee/history, newest first. */
export const historyQuery = (kind: HistoryKind, page: number) =>
  queryOptions({
    queryKey: [...teamKey, 'history', kind, page],
    queryFn: () => get(`/${kind}/history${query({ page, size: HISTORY_PAGE_SIZE })}`, historyEventPageSchema),
    placeholderData: keepPreviousData,
  });

export const useHistory = (kind: HistoryKind, page: number) => useQuery(historyQuery(kind, page));
