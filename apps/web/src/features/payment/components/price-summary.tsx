import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type Quote } from '@noticeboard/shared';

/** The quote line by line, as the invoice will show it: list price, promotion, GST (inside or added), wallet, total. */
export function PriceSummary({ quote }: { quote: Quote }) {
  return (
    <Stack gap={6} role="group" aria-label="Price">
      {quote.lines.map((line) => (
        <Group key={line.label} justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm" c={line.included ? 'dimmed' : undefined}>
            {line.label}
          </Text>
          <Text size="sm" c={line.included ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(line.amountPaise)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{quote.gatewayPaise === 0 && quote.walletPaise > 0 ? 'Paid from your wallet' : 'To pay'}</Text>
        <Text fw={700} size="lg">
          {formatMoney(quote.gatewayPaise === 0 ? quote.walletPaise : quote.gatewayPaise)}
        </Text>
      </Group>
    </Stack>
  );
}
