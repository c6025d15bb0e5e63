/** The caller's closed wallet (issue 15 §4): its balance and latest entries. Top-ups are orders (checkout). */
import { ACCESS, ROLE_SETS, WALLET_PATHS, walletSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { WalletService } from './wallet.service';

export function walletRoutes(app: App, { wallets }: { wallets: WalletService }): void {
  const route = routeDefiner(app, { tags: ['wallet'] });

  route(`GET ${WALLET_PATHS.wallet}`, {
    access: ACCESS.roles(ROLE_SETS.instituteOrIndividual),
    errors: [],
    summary: 'Your wallet (the school account: the school’s): the balance and the latest 20 entries, newest first',
    response: walletSchema,
    message: 'Wallet',
    handler: ({ actor }) => wallets.overview(actor),
  });
}
