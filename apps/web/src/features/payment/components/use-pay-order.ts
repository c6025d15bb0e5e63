/**
 * Paying an order the server created: the wallet may have paid it already; the dev gateway is a page of this app;
 * Razorpay opens in the page and its signed result goes to update_payment. Every path ends on the order's page.
 */
import type { OrderView } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { payWithRazorpay } from '../../../lib/razorpay-checkout';
import { confirmPayment, refreshSubscription, reportFailure } from '../api/orders';

export function usePayOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: OrderView) => {
      const orderPage = `/orders/${order.id}`;
      if (order.status === 'PAID' || !order.checkout) {
        if (order.status === 'PAID') await refreshSubscription();
        await queryClient.invalidateQueries();
        return navigate(orderPage);
      }
      if (order.checkout.gateway === 'dev') return navigate(order.checkout.checkoutUrl);
      const outcome = await payWithRazorpay(order.checkout, { description: order.description });
      if ('paid' in outcome) {
        await confirmPayment(order.id, outcome.paid);
        await refreshSubscription();
      } else {
        await reportFailure(order.id, 'failed' in outcome ? outcome.failed : 'Checkout closed before paying');
      }
      // The order, the subscription, the wallet and the offers have changed: every page reads them again.
      await queryClient.invalidateQueries();
      return navigate(orderPage);
    },
  });
}
