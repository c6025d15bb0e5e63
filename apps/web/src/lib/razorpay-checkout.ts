/**
 * Razorpay Standard Checkout in the page: its script is loaded only when a buyer pays (never in the app bundle),
 * opened for the order the server created, and its signed result handed back to update_payment (a buyer's order
 * page and a parent's consent page both pay this way, so it lives here rather than in one feature).
 */
import type { CheckoutView, PaymentResult } from '@noticeboard/shared';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (result: PaymentResult) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (failure: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay checkout could not be loaded. Check your connection.'));
    document.head.append(script);
  });
}

export type CheckoutOutcome = { paid: PaymentResult } | { failed: string } | { closed: true };

/** Opens the checkout; resolves with the signed result, the failure the gateway reported, or the buyer closing it. */
export async function payWithRazorpay(
  checkout: Extract<CheckoutView, { gateway: 'razorpay' }>,
  details: { description: string; name?: string; email?: string },
): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.gatewayOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: 'Noticeboard',
      description: details.description,
      prefill: { name: details.name, email: details.email },
      handler: (result) => resolve({ paid: result }),
      modal: { ondismiss: () => resolve({ closed: true }) },
    });
    instance.on('payment.failed', (failure) => resolve({ failed: failure.error?.description ?? 'Payment failed' }));
    instance.open();
  });
}
