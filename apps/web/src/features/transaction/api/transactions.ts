import { PAYMENT_PATHS, type QuizDateRange, type TransactionKind, transactionPageSchema } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const TRANSACTION_PAGE_SIZE = 20;

/** What the list shows: no range or kind means everything. `page` is 0-based, like the API's. */
export interface TransactionFilter {
  range?: QuizDateRange;
  kind?: TransactionKind;
  page: number;
}

/** The key of every transactions page: payments and refunds invalidate it. */
export const transactionsKey = ['transactions'] as const;

/** GET /transactions: the caller's payments, invoices, credit notes and wallet entries, newest first. */
export const transactionsQuery = ({ range, kind, page }: TransactionFilter) =>
  queryOptions({
    queryKey: [...transactionsKey, { range, kind, page }],
    queryFn: () =>
      get(
        `${PAYMENT_PATHS.transactions}${query({ range, kind, page, size: TRANSACTION_PAGE_SIZE })}`,
        transactionPageSchema,
      ),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (filter: TransactionFilter) => useQuery(transactionsQuery(filter));
