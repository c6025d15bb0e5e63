import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { formatMoney } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import {
  confirmConsentPayment,
  confirmPayment,
  devCheckoutAct,
  devCheckoutQuery,
  refreshSubscription,
  reportConsentFailure,
  reportFailure,
} from '../api/orders';

/**
 * `/dev/checkout?order=…`: the built-in dev gateway's checkout (no real money), standing in for Razorpay's on a
 * machine without keys. Pay and Fail answer exactly as Razorpay's checkout would, signed; Cancel abandons it.
 */
export default function DevCheckoutPage() {
  const [params] = useSearchParams();
  const gatewayOrderId = params.get('order') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery({ ...devCheckoutQuery(gatewayOrderId), enabled: gatewayOrderId !== '' });
  const act = useMutation({
    mutationFn: async (outcome: 'PAY' | 'FAIL') => {
      const answer = await devCheckoutAct(gatewayOrderId, outcome);
      const { orderId } = answer;
      const failure = answer.failureReason ?? 'Payment failed';
      // A parent's consent fee is paid without an account: its result goes to the parent-consent variant.
      if (answer.purpose === 'CONSENT_FEE') {
        if (answer.result) await confirmConsentPayment(orderId, answer.result);
        else await reportConsentFailure(orderId, failure);
      } else if (answer.result) {
        await confirmPayment(orderId, answer.result);
        await refreshSubscription();
      } else await reportFailure(orderId, failure);
      // Every page showing this order, the subscription, the wallet or the offers reads them again.
      await queryClient.invalidateQueries();
      return navigate(answer.returnPath);
    },
  });
  return (
    <CardPage title="Dev payment gateway" subtitle="A local stand-in for Razorpay: no money moves.">
      <Badge color="orange" variant="light">
        Development only
      </Badge>
      {order.isPending && gatewayOrderId ? <Text>Loading the order…</Text> : null}
      {order.isError || !gatewayOrderId ? (
        <FetchError error={order.error} fallback="No order to pay here." />
      ) : order.data ? (
        <Stack gap="md">
          <Text>{order.data.description}</Text>
          <Text size="xl" fw={700}>
            {formatMoney(order.data.amountPaise)}
          </Text>
          {act.error ? (
            <Alert color="red" role="alert">
              {messageOf(act.error)}
            </Alert>
          ) : null}
          <Button
            size="md"
            color="teal"
            loading={act.isPending && act.variables === 'PAY'}
            disabled={act.isPending}
            onClick={() => act.mutate('PAY')}
          >
            Pay {formatMoney(order.data.amountPaise)}
          </Button>
          <Button
            size="md"
            color="red"
            variant="light"
            loading={act.isPending && act.variables === 'FAIL'}
            disabled={act.isPending}
            onClick={() => act.mutate('FAIL')}
          >
            Fail the payment
          </Button>
          <Button size="md" variant="default" disabled={act.isPending} onClick={() => navigate(order.data.returnPath)}>
            Cancel and go back
          </Button>
        </Stack>
      ) : null}
    </CardPage>
  );
}
