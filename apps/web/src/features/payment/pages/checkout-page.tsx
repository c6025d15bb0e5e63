import { Alert, Button, Checkbox, Group, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, formatMoney, type OrderRequest, PAYMENT_MESSAGES, TOP_UP_LIMITS } from '@noticeboard/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { FetchError } from '../../../components/fetch-error';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { placeOrder, quoteQuery } from '../api/orders';
import { PriceSummary } from '../components/price-summary';
import { usePayOrder } from '../components/use-pay-order';

const PROMOTION_ERRORS = ['PROMOTION_INVALID', 'PROMOTION_USED_UP', 'PROMOTION_ALREADY_USED'] as const;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** What the address asks to buy: `/checkout/<PLAN>?seats=&promo=`, `/checkout/seats?seats=`, `/checkout/wallet?amount=`. */
function requestOf(planCode: string, params: URLSearchParams, promo: string, useWallet: boolean): OrderRequest | null {
  const key = planCode.toLowerCase();
  if (key === 'wallet') {
    const amountPaise = positive(params.get('amount'));
    return amountPaise ? { purpose: 'WALLET_TOP_UP', amountPaise } : null;
  }
  if (key === 'seats') {
    const seats = positive(params.get('seats'));
    return seats ? { purpose: 'SEATS', seats, useWallet } : null;
  }
  const seats = positive(params.get('seats'));
  return {
    purpose: 'PLAN',
    planCode,
    ...(seats ? { seats } : {}),
    ...(promo ? { promotionCode: promo } : {}),
    useWallet,
  };
}

/** `/checkout/:planCode`: the server's price line by line, a promotion code, the wallet, then the gateway. */
export default function CheckoutPage() {
  const { planCode = '' } = useParams();
  const [params] = useSearchParams();
  const [promo, setPromo] = useState(params.get('promo')?.trim().toUpperCase() ?? '');
  const [promoDraft, setPromoDraft] = useState(promo);
  const [useWallet, setUseWallet] = useState(false);
  const [topUp, setTopUp] = useState<number | string>(Number(params.get('amount') ?? 0) / 100 || '');
  const request = requestOf(planCode, params, promo, useWallet);
  const quote = useQuery(quoteQuery(request));
  const pay = usePayOrder();
  const place = useMutation({ mutationFn: placeOrder, onSuccess: (order) => pay.mutate(order) });
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  // A refused code is taken off the order (the price shows without it) and the reason stays under the field.
  useEffect(() => {
    if (promo && quote.isError && hasErrorCode(quote.error, ...PROMOTION_ERRORS)) {
      setPromoProblem(messageOf(quote.error));
      setPromo('');
    }
  }, [promo, quote.isError, quote.error]);

  if (planCode.toLowerCase() === 'wallet' && !request) {
    return (
      <CardPage title="Add money to your wallet" subtitle="For plans and seats on Noticeboard; it cannot be withdrawn.">
        <NumberInput
          label="Amount in rupees"
          min={TOP_UP_LIMITS.minPaise / 100}
          max={TOP_UP_LIMITS.maxPaise / 100}
          value={topUp}
          onChange={setTopUp}
          thousandSeparator=","
        />
        <Button
          component={Link}
          to={`/checkout/wallet?amount=${Math.round(Number(topUp) * 100)}`}
          disabled={!Number(topUp)}
        >
          Continue
        </Button>
      </CardPage>
    );
  }

  const busy = place.isPending || pay.isPending;
  const failure = place.error ?? pay.error;
  return (
    <CardPage title="Checkout" subtitle="The price is worked out by Noticeboard; GST as the law asks for your account.">
      {quote.isPending && request ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the price">
          <Skeleton height={18} />
          <Skeleton height={18} />
          <Skeleton height={28} />
        </Stack>
      ) : quote.isError && !hasErrorCode(quote.error, ...PROMOTION_ERRORS) ? (
        <FetchError error={quote.error} fallback="We could not price this order." onRetry={() => quote.refetch()} />
      ) : quote.data ? (
        <Stack gap="md">
          <Text fw={600}>{quote.data.description}</Text>
          {quote.data.periodEndsAt && quote.data.purpose === 'PLAN' ? (
            <Text size="sm" c="dimmed">
              From {formatDate(quote.data.periodStartsAt)} to {formatDate(quote.data.periodEndsAt)}
            </Text>
          ) : null}
          <PriceSummary quote={quote.data} />
        </Stack>
      ) : null}

      {request?.purpose === 'PLAN' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setPromoProblem(null);
            setPromo(promoDraft.trim().toUpperCase());
          }}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              label="Promotion code"
              value={promoDraft}
              onChange={(event) => setPromoDraft(event.currentTarget.value)}
              error={promoProblem ?? undefined}
              autoCapitalize="characters"
            />
            <Button type="submit" variant="default" mt={25}>
              Apply
            </Button>
            {promo ? (
              <Button
                variant="subtle"
                px="xs"
                mt={25}
                onClick={() => {
                  setPromo('');
                  setPromoDraft('');
                  setPromoProblem(null);
                }}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </form>
      ) : null}

      {quote.data && request?.purpose !== 'WALLET_TOP_UP' && quote.data.walletBalancePaise > 0 ? (
        <Checkbox
          label={`Pay from my wallet (balance ${formatMoney(quote.data.walletBalancePaise)})`}
          description={
            quote.data.walletBalancePaise < quote.data.totalPaise ? 'Your wallet holds less than the total.' : undefined
          }
          disabled={quote.data.walletBalancePaise < quote.data.totalPaise}
          checked={useWallet}
          onChange={(event) => setUseWallet(event.currentTarget.checked)}
        />
      ) : null}

      {failure ? (
        <Alert color="red" role="alert" title="Payment not started">
          {hasErrorCode(failure, 'PAYMENT_GATEWAY_UNAVAILABLE')
            ? PAYMENT_MESSAGES.gatewayUnavailable
            : messageOf(failure)}
        </Alert>
      ) : null}
      <Button
        size="md"
        fullWidth
        disabled={!quote.data}
        loading={busy}
        onClick={() => request && place.mutate(request)}
      >
        {quote.data
          ? quote.data.gatewayPaise === 0
            ? `Pay ${formatMoney(quote.data.walletPaise)} from wallet`
            : `Pay ${formatMoney(quote.data.gatewayPaise)}`
          : 'Pay'}
      </Button>
      <Text size="xs" c="dimmed">
        Payments are processed securely by our payment partner. You get a GST invoice by email and under Transactions.
      </Text>
    </CardPage>
  );
}
