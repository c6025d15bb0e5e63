import { PAYMENT_PATHS, TOP_UP_LIMITS, transactionPageSchema, WALLET_PATHS, walletSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answer } from '../../test/server';
import TransactionWithWalletPage from './transaction-page';

describe('the transactions page as the app shows it', () => {
  it('puts the wallet above the history', async () => {
    answer('get', WALLET_PATHS.wallet, walletSchema, {
      balancePaise: 250_000,
      entries: [],
      topUpRoomPaise: TOP_UP_LIMITS.maxPaise,
    });
    answer('get', PAYMENT_PATHS.transactions, transactionPageSchema, {
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
      last: true,
    });
    renderWithProviders(<TransactionWithWalletPage />, { route: '/transaction', user: instituteUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    const history = screen.getByRole('region', { name: 'History' });
    expect(wallet.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByLabelText('Balance')).toHaveTextContent('₹2,500');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });
});
