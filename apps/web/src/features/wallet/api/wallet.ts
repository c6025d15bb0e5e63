import { WALLET_PATHS, walletSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** The key of the caller's wallet: checkout and refunds invalidate it. */
export const walletKey = ['wallet'] as const;

/** GET /wallet: the balance, the latest entries and how much one top-up may add now. */
export const walletQuery = () =>
  queryOptions({ queryKey: walletKey, queryFn: () => get(WALLET_PATHS.wallet, walletSchema) });

export const useWallet = () => useQuery(walletQuery());
