import { Alert, Button, Card, Center, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDate,
  formatMoney,
  TOP_UP_LIMITS,
  WALLET_MESSAGES,
  type WalletEntry,
  type WalletEntryKind,
  type WalletView,
} from '@noticeboard/shared';
import { IconWallet } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { rupeesToPaise } from '../../../lib/money';
import { useWallet } from '../api/wallet';
import { QUICK_TOP_UPS_PAISE, topUpCheckoutPath, topUpProblem } from './top-up';

const KIND_LABELS: Record<WalletEntryKind, string> = {
  TOP_UP: 'Money added',
  SPEND: 'Paid from wallet',
  REFUND: 'Refund',
  SPEND_REVERSAL: 'Payment returned',
};

/** +₹500 in, −₹1,500 out. */
const signedRupees = (paise: number) => (paise > 0 ? `+${formatMoney(paise)}` : formatMoney(paise));

function EntryRow({ entry }: { entry: WalletEntry }) {
  const incoming = entry.amountPaise > 0;
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py={6}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {entry.description}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> · {KIND_LABELS[entry.kind]}
        </Text>
      </Stack>
      <Text size="sm" fw={700} c={incoming ? 'teal' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {signedRupees(entry.amountPaise)}
      </Text>
    </Group>
  );
}

/** The amount to add, checked with the shared limits; a valid amount goes to checkout in paise. */
function AddMoneyForm({ wallet }: { wallet: WalletView }) {
  const navigate = useNavigate();
  const form = useForm<{ amount: number | string }>({
    initialValues: { amount: '' },
    validate: { amount: (value) => topUpProblem(value, wallet.balancePaise, wallet.topUpRoomPaise) },
  });
  if (wallet.topUpRoomPaise < TOP_UP_LIMITS.minPaise) {
    return (
      <Text size="sm" c="dimmed">
        {WALLET_MESSAGES.balanceLimit(wallet.balancePaise)}
      </Text>
    );
  }
  const submit = form.onSubmit(({ amount }) => {
    const paise = rupeesToPaise(amount);
    if (paise !== null) navigate(topUpCheckoutPath(paise));
  });
  const most = Math.min(TOP_UP_LIMITS.maxPaise, wallet.topUpRoomPaise);
  return (
    <form onSubmit={submit} noValidate aria-label="Add money">
      <Stack gap="xs">
        <NumberInput
          label="Amount to add (₹)"
          description={`${formatMoney(TOP_UP_LIMITS.minPaise)} to ${formatMoney(most)} at a time`}
          placeholder="1,000"
          min={TOP_UP_LIMITS.minPaise / 100}
          max={most / 100}
          clampBehavior="none"
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          inputMode="decimal"
          {...form.getInputProps('amount')}
        />
        <Group gap="xs">
          {QUICK_TOP_UPS_PAISE.filter((paise) => paise <= most).map((paise) => (
            <Button
              key={paise}
              size="compact-sm"
              variant="light"
              onClick={() => form.setFieldValue('amount', paise / 100)}
              aria-label={`Fill in ${formatMoney(paise)}`}
            >
              {formatMoney(paise)}
            </Button>
          ))}
        </Group>
        <Button type="submit" size="md" leftSection={<IconWallet size={18} aria-hidden />}>
          Add money
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The caller's closed wallet (the school's, for the school account): the balance, the latest entries and "Add money",
 * which goes to checkout. For the transactions page.
 */
export function WalletCard() {
  const wallet = useWallet();
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id={titleId}>
              Wallet
            </Title>
            <Text size="sm" c="dimmed">
              For plans and seats on Noticeboard
            </Text>
          </Stack>
          {wallet.isSuccess && (
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed" id={`${titleId}-balance`}>
                Balance
              </Text>
              <Text fz={28} fw={800} lh={1.1} aria-labelledby={`${titleId}-balance`}>
                {formatMoney(wallet.data.balancePaise)}
              </Text>
            </Stack>
          )}
        </Group>
        {wallet.isPending && (
          <Center py="md" role="status" aria-label="Loading your wallet">
            <Loader size="sm" />
          </Center>
        )}
        {wallet.isError && (
          <FetchError
            error={wallet.error}
            fallback="Your wallet could not be loaded."
            onRetry={() => void wallet.refetch()}
          />
        )}
        {wallet.isSuccess &&
          (wallet.data.entries.length === 0 ? (
            <Alert color="gray" variant="light" title={WALLET_MESSAGES.emptyTitle}>
              {WALLET_MESSAGES.emptyText}
            </Alert>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={600} id={`${titleId}-latest`}>
                Latest entries
              </Text>
              <Stack
                component="ul"
                gap={0}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={`${titleId}-latest`}
              >
                {wallet.data.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </Stack>
            </Stack>
          ))}
        {wallet.isSuccess && <AddMoneyForm wallet={wallet.data} />}
      </Stack>
    </Card>
  );
}
