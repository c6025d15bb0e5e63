/**
 * Composition root of the closed wallet: GET /wallet for its owner, and the ledger functions the order service calls
 * inside its transactions (top-ups, refunds and reversals in, spends out).
 */
import type { Infrastructure, Module } from '../module';
import { walletRoutes } from './wallet.routes';
import { assertTopUpAllowed, balance, credit, ensureWallet, listEntries, spend, WalletService } from './wallet.service';

export const walletLedger = { ensureWallet, credit, spend, balance, listEntries, assertTopUpAllowed } as const;
export type WalletLedger = typeof walletLedger;

export interface WalletExports {
  wallets: WalletService;
  ledger: WalletLedger;
}

export function createWalletModule({ db }: Infrastructure): Module<WalletExports> {
  const wallets = new WalletService(db);
  return {
    name: 'wallet',
    routes: (app) => walletRoutes(app, { wallets }),
    exports: { wallets, ledger: walletLedger },
  };
}
