import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useSessionUser } from '../../../lib/use-session';
import { SECONDARY_TEXT } from '../components/colors';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionHistory } from '../components/transaction-history';
import { useTransactionFilter } from '../components/use-transaction-filter';

/**
 * `/transaction` (the school account or an individual): the wallet on top, then every payment, invoice, credit note
 * and wallet entry, filtered by the spec §9 date ranges and by kind, kept in the address. `wallet` is the wallet
 * feature's card, composed in app/.
 */
export function TransactionPage({ wallet }: { wallet?: ReactNode }) {
  const user = useSessionUser();
  const { filter, change } = useTransactionFilter();
  const historyId = useId();
  const pricingPath = user?.type === 'INSTITUTE' ? '/pricing/school' : '/pricing/reader';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Transactions</Title>
        <Text c={SECONDARY_TEXT}>
          {user?.type === 'INSTITUTE'
            ? 'Your school’s payments, tax invoices, credit notes and wallet.'
            : 'Your payments, tax invoices, credit notes and wallet.'}
        </Text>
      </Stack>
      {wallet}
      <Stack gap="md" component="section" aria-labelledby={historyId}>
        <Title order={2} size="h3" id={historyId}>
          History
        </Title>
        <TransactionFilters filter={filter} onChange={change} />
        <TransactionHistory filter={filter} onChange={change} pricingPath={pricingPath} />
      </Stack>
    </Stack>
  );
}
