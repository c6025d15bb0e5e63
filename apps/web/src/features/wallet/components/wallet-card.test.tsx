import { TOP_UP_LIMITS, WALLET_PATHS, type WalletView, walletSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, hang, refuse } from '../../../test/server';
import { WalletCard } from './wallet-card';

const emptyWallet: WalletView = { balancePaise: 0, entries: [], topUpRoomPaise: TOP_UP_LIMITS.maxPaise };

const withHistory: WalletView = {
  balancePaise: 100_050,
  entries: [
    {
      id: '5c0d4c11-0000-4000-8000-000000000003',
      kind: 'REFUND',
      amountPaise: 50_000,
      description: 'Refund: 5 seats',
      orderId: null,
      createdAt: '2026-11-03T05:00:00.000Z',
    },
    {
      id: '5c0d4c11-0000-4000-8000-000000000002',
      kind: 'SPEND',
      amountPaise: -149_950,
      description: 'Yearly plan',
      orderId: '5c0d4c11-0000-4000-8000-0000000000aa',
      createdAt: '2026-11-02T05:00:00.000Z',
    },
    {
      id: '5c0d4c11-0000-4000-8000-000000000001',
      kind: 'TOP_UP',
      amountPaise: 200_000,
      description: 'Added to the wallet',
      orderId: '5c0d4c11-0000-4000-8000-0000000000bb',
      createdAt: '2026-11-01T05:00:00.000Z',
    },
  ],
  topUpRoomPaise: TOP_UP_LIMITS.maxPaise,
};

const renderCard = (wallet?: WalletView) => {
  if (wallet) answer('get', WALLET_PATHS.wallet, walletSchema, wallet);
  return renderWithProviders(<WalletCard />, { route: '/transaction', user: instituteUser });
};

const card = () => screen.getByRole('region', { name: 'Wallet' });

async function addMoney(user: ReturnType<typeof renderCard>['user'], amount: string) {
  const form = await screen.findByRole('form', { name: 'Add money' });
  await user.type(within(form).getByLabelText(/Amount to add/), amount);
  await user.click(within(form).getByRole('button', { name: 'Add money' }));
  return form;
}

describe('WalletCard', () => {
  it('shows the balance in rupees and the latest entries with their dates and signed amounts', async () => {
    renderCard(withHistory);
    expect(await within(card()).findByLabelText('Balance')).toHaveTextContent('₹1,000.50');
    const rows = within(within(card()).getByRole('list', { name: 'Latest entries' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Refund: 5 seats3 Nov 2026 · Refund+₹500',
      'Yearly plan2 Nov 2026 · Paid from wallet−₹1,499.50',
      'Added to the wallet1 Nov 2026 · Money added+₹2,000',
    ]);
    expect(screen.queryByText('Your wallet is empty')).not.toBeInTheDocument();
  });

  it('explains an empty wallet: plans and seats, refunds, no cash-out', async () => {
    renderCard(emptyWallet);
    expect(await within(card()).findByLabelText('Balance')).toHaveTextContent('₹0');
    expect(screen.getByText('Your wallet is empty')).toBeInTheDocument();
    expect(screen.getByText(/pay for plans and seats/)).toHaveTextContent(/refunds of your orders come back here/);
    expect(screen.getByText(/cannot be withdrawn/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Latest entries' })).not.toBeInTheDocument();
  });

  it('sends a valid amount to checkout in paise', async () => {
    const { user } = renderCard(emptyWallet);
    await addMoney(user, '2500.5');
    expect(await screen.findByText('Navigated to /checkout/wallet?amount=250050')).toBeInTheDocument();
  });

  it('fills in a quick amount', async () => {
    const { user } = renderCard(emptyWallet);
    const form = await screen.findByRole('form', { name: 'Add money' });
    await user.click(within(form).getByRole('button', { name: 'Fill in ₹1,000' }));
    await user.click(within(form).getByRole('button', { name: 'Add money' }));
    expect(await screen.findByText('Navigated to /checkout/wallet?amount=100000')).toBeInTheDocument();
  });

  it('checks the amount with the shared limits before going anywhere', async () => {
    const { user } = renderCard(emptyWallet);
    const form = await screen.findByRole('form', { name: 'Add money' });
    await user.click(within(form).getByRole('button', { name: 'Add money' }));
    expect(await within(form).findByText('Enter the amount to add')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Amount to add/), '99');
    await user.click(within(form).getByRole('button', { name: 'Add money' }));
    expect(await within(form).findByText('Add at least ₹100')).toBeInTheDocument();
    const field = within(form).getByLabelText(/Amount to add/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '100001');
    await user.click(within(form).getByRole('button', { name: 'Add money' }));
    expect(await within(form).findByText('Add at most ₹1,00,000 at a time')).toBeInTheDocument();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('keeps a top-up within what a nearly full wallet may take', async () => {
    const balancePaise = TOP_UP_LIMITS.maxBalancePaise - 30_000;
    const { user } = renderCard({ balancePaise, entries: withHistory.entries, topUpRoomPaise: 30_000 });
    const form = await addMoney(user, '301');
    expect(
      await within(form).findByText('A wallet holds at most ₹5,00,000: you can add up to ₹300 now.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('₹100 to ₹300 at a time')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Fill in ₹500/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('offers no top-up when the wallet is full', async () => {
    renderCard({ balancePaise: TOP_UP_LIMITS.maxBalancePaise, entries: withHistory.entries, topUpRoomPaise: 0 });
    expect(
      await screen.findByText('Your wallet already holds ₹5,00,000, the most it can hold (₹5,00,000).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add money' })).not.toBeInTheDocument();
  });

  it('says so while loading, and shows the server’s refusal with a retry', async () => {
    hang('get', WALLET_PATHS.wallet);
    const { unmount } = renderCard();
    expect(screen.getByRole('status', { name: 'Loading your wallet' })).toBeInTheDocument();
    unmount();
    refuse(
      'get',
      WALLET_PATHS.wallet,
      'FORBIDDEN',
      'The wallet belongs to your school’s account. Please contact your school administrator.',
    );
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wallet belongs to your school’s account.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
