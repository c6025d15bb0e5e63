import { Alert, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatMoney, PAYMENT_MESSAGES, PAYMENT_PATHS } from '@noticeboard/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { refreshSubscription, useOrder } from '../api/orders';
import { usePayOrder } from '../components/use-pay-order';

/** `/orders/:id`: where every checkout ends: paid (with the invoice), or not paid yet (with a way to try again). */
export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const pay = usePayOrder();
  const [asking, setAsking] = useState(false);
  const paid = order.data?.status === 'PAID';
  useEffect(() => {
    if (paid) void refreshSubscription();
  }, [paid]);

  if (order.isPending)
    return (
      <CardPage title="Your order">
        <Loader aria-label="Loading the order" />
      </CardPage>
    );
  if (order.isError) {
    return (
      <CardPage title="Your order">
        <FetchError error={order.error} fallback="We could not load this order." onRetry={() => order.refetch()} />
      </CardPage>
    );
  }
  const view = order.data;
  const invoice = view.invoice;
  const download = async () => {
    if (!invoice) return;
    try {
      await downloadFile(
        PAYMENT_PATHS.invoicePdf.replace(':id', invoice.id),
        `${invoice.number.replaceAll('/', '-')}.pdf`,
      );
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error) });
    }
    setAsking(false);
  };

  if (paid) {
    return (
      <CardPage title="Payment received">
        <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text>
          {PAYMENT_MESSAGES.paid} {formatMoney(view.totalPaise)} for {view.description}.
        </Text>
        {view.periodEndsAt ? <Text>Your plan is active until {formatDate(view.periodEndsAt)}.</Text> : null}
        {invoice ? (
          <Text size="sm" c="dimmed">
            Tax invoice {invoice.number} is on its way to your email.
          </Text>
        ) : null}
        <Stack gap="sm">
          {invoice ? (
            <Button
              onClick={() => setAsking(true)}
              size="md"
              fullWidth
              h="auto"
              mih={42}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              Download invoice {invoice.number}
            </Button>
          ) : null}
          <Button component={Link} to="/transaction" variant="default" size="md" fullWidth>
            All transactions
          </Button>
          <Button component={Link} to="/community" variant="subtle" fullWidth>
            Go to the community
          </Button>
        </Stack>
        <ConfirmDialog
          opened={asking}
          title="Download invoice"
          confirmLabel="Download PDF"
          onConfirm={() => void download()}
          onClose={() => setAsking(false)}
        >
          {PAYMENT_MESSAGES.downloadInvoiceConfirm}
        </ConfirmDialog>
      </CardPage>
    );
  }

  const waiting = view.status === 'CREATED' && order.isFetching;
  return (
    <CardPage title={view.status === 'FAILED' ? 'Payment failed' : 'Payment not completed'}>
      <Text>
        {view.description}: {formatMoney(view.gatewayPaise)}
      </Text>
      {view.status === 'FAILED' ? (
        <Alert color="red" role="alert" title="Nothing was charged to your plan">
          {(view.failureReason ?? 'The payment did not go through').replace(/\.?$/, '.')} You can try again.
        </Alert>
      ) : view.status === 'REFUNDED' ? (
        <Alert color="blue">This order was refunded; a credit note is under Transactions.</Alert>
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {waiting
            ? 'Checking with the payment partner…'
            : 'We have not received this payment yet. Nothing has been activated.'}
        </Text>
      )}
      {pay.error ? (
        <Alert color="red" role="alert">
          {messageOf(pay.error)}
        </Alert>
      ) : null}
      <Stack gap="sm">
        {view.checkout ? (
          <Button size="md" fullWidth loading={pay.isPending} onClick={() => pay.mutate(view)}>
            Try again
          </Button>
        ) : null}
        <Button component={Link} to="/transaction" variant="default" size="md" fullWidth>
          All transactions
        </Button>
      </Stack>
    </CardPage>
  );
}
