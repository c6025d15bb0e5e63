/**
 * Orders, checkout and transactions (spec §7 "create_order", "update_payment", "update_wallet", "transactions list",
 * "invoice PDF generation"; §8 "download invoice"). The client names what it buys, never what it costs: the server
 * prices every order from the catalogue.
 */
import { z } from 'zod';
import { pageOf } from './common';
import { quizDateRangeSchema } from './quiz-leaderboard';
import { topUpAmountPaiseSchema } from './wallet';

export const PAYMENT_PATHS = {
  quote: '/orders/quote',
  orders: '/orders',
  order: '/orders/:id',
  /** update_payment: the checkout's signed result. */
  payment: '/orders/:id/payment',
  /** The checkout closed or reported a failure: recorded, nothing activated, the order can be paid again. */
  failure: '/orders/:id/failure',
  webhook: '/payments/webhook',
  transactions: '/transactions',
  invoicePdf: '/invoices/:id/pdf',
  devCheckout: '/dev/checkout/:gatewayOrderId',
} as const;

export const PAYMENT_MESSAGES = {
  /** Spec §8 confirmation before downloading an invoice. */
  downloadInvoiceConfirm: 'Download the invoice as a PDF?',
  paid: 'Payment received. Thank you!',
  notVerified: 'We could not verify this payment. Nothing was charged to your plan; please try again.',
  notPayable: 'This order can no longer be paid. Please start again from the plans.',
  gatewayUnavailable: 'The payment service is not answering right now. Nothing was charged; please try again shortly.',
  buyerOnly: 'Only the school account buys plans and seats for a school. Please contact your school administrator.',
  noSeatsToBuy: 'Seats are bought for a school on a paid plan. Choose a plan first.',
  walletCovers: 'Paid from your wallet.',
} as const;

export const ORDER_PURPOSES = ['PLAN', 'SEATS', 'WALLET_TOP_UP', 'CONSENT_FEE'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];
export const ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const planCode = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a plan code')
  .transform((code) => code.toUpperCase());
const seats = z.number().int('Seats must be a whole number').min(1, 'At least one seat').max(100_000);
const promotionCode = z
  .string()
  .trim()
  .max(24, 'A promotion code has at most 24 characters')
  .transform((code) => code.toUpperCase())
  .optional()
  .transform((code) => code || undefined);

/** What to buy: a plan (with seats for a school), more seats on the current plan, or wallet money. */
export const orderRequestSchema = z.discriminatedUnion('purpose', [
  z.strictObject({
    purpose: z.literal('PLAN'),
    planCode,
    seats: seats.optional(),
    promotionCode,
    /** Pay what the wallet holds first; the gateway takes the rest. */
    useWallet: z.boolean().default(false),
  }),
  z.strictObject({ purpose: z.literal('SEATS'), seats, useWallet: z.boolean().default(false) }),
  z.strictObject({
    purpose: z.literal('WALLET_TOP_UP'),
    /** The one amount a buyer chooses: how much to add (limits in the wallet contract). */
    amountPaise: topUpAmountPaiseSchema,
  }),
]);
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const priceLineSchema = z.object({
  label: z.string(),
  amountPaise: z.number().int(),
  /** Already inside the lines above (the GST in a consumer price): shown, not added. */
  included: z.boolean().optional(),
});

/** The price of an order before it is placed, line by line, as the checkout page shows it. */
export const quoteSchema = z.object({
  purpose: z.enum(ORDER_PURPOSES),
  description: z.string(),
  productType: z.string().nullable(),
  planCode: z.string().nullable(),
  seats: z.number().int().nullable(),
  /** The list price (GST inside when taxIncluded). */
  listPaise: z.number().int(),
  discountPaise: z.number().int(),
  promotionCode: z.string().nullable(),
  taxIncluded: z.boolean(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  /** 'CGST+SGST' inside the supplier's state, 'IGST' otherwise. */
  taxLabel: z.string(),
  totalPaise: z.number().int(),
  walletBalancePaise: z.number().int(),
  walletPaise: z.number().int(),
  gatewayPaise: z.number().int(),
  periodStartsAt: z.string().nullable(),
  periodEndsAt: z.string().nullable(),
  lines: z.array(priceLineSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the web page needs to open the gateway's checkout for an order. */
export const checkoutSchema = z.discriminatedUnion('gateway', [
  z.object({
    gateway: z.literal('razorpay'),
    keyId: z.string(),
    gatewayOrderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
  }),
  z.object({
    gateway: z.literal('dev'),
    checkoutUrl: z.string(),
    gatewayOrderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
  }),
]);
export type CheckoutView = z.infer<typeof checkoutSchema>;

export const orderSchema = z.object({
  id: z.string().uuid(),
  purpose: z.enum(ORDER_PURPOSES),
  status: z.enum(ORDER_STATUSES),
  description: z.string(),
  planCode: z.string().nullable(),
  seats: z.number().int().nullable(),
  totalPaise: z.number().int(),
  walletPaise: z.number().int(),
  gatewayPaise: z.number().int(),
  currency: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodEndsAt: z.string().nullable(),
  /** The tax invoice once paid. */
  invoice: z.object({ id: z.string().uuid(), number: z.string() }).nullable(),
  /** Present while the order can be paid at the gateway. */
  checkout: checkoutSchema.nullable(),
});
export type OrderView = z.infer<typeof orderSchema>;

/** update_payment: Razorpay Checkout's handler arguments, as it names them. */
export const paymentResultSchema = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  /** Hex of any case; compared in lower case. No transform: the dev checkout also answers with this shape. */
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i, 'Not a checkout signature'),
});
export type PaymentResult = z.input<typeof paymentResultSchema>;

export const paymentFailureSchema = z.strictObject({
  /** The gateway's description of the failure, or that the buyer closed the checkout. */
  reason: z.string().trim().min(1).max(300),
});

export const orderIdParamsSchema = z.object({ id: z.string().uuid() });
export const devCheckoutParamsSchema = z.object({ gatewayOrderId: z.string().regex(/^order_dev_[0-9a-f]{16}$/) });

/** The local checkout page's view of an order (dev gateway only). */
export const devCheckoutOrderSchema = z.object({
  gatewayOrderId: z.string(),
  orderId: z.string().uuid(),
  /** CONSENT_FEE orders are a parent's, paid without signing in: their result goes to the parent-consent variant. */
  purpose: z.enum(ORDER_PURPOSES),
  amountPaise: z.number().int(),
  description: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Where the buyer returns after paying, failing or abandoning. */
  returnPath: z.string(),
});
export const devCheckoutActionSchema = z.strictObject({ outcome: z.enum(['PAY', 'FAIL']) });
/** What the local page hands to update_payment after PAY, or the failure after FAIL. */
export const devCheckoutResultSchema = z.object({
  outcome: z.enum(['PAY', 'FAIL']),
  orderId: z.string().uuid(),
  purpose: z.enum(ORDER_PURPOSES),
  result: paymentResultSchema.nullable(),
  failureReason: z.string().nullable(),
  returnPath: z.string(),
});

export const TRANSACTION_KINDS = ['ORDER', 'INVOICE', 'CREDIT_NOTE', 'WALLET'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  ORDER: 'Payments',
  INVOICE: 'Invoices',
  CREDIT_NOTE: 'Credit notes',
  WALLET: 'Wallet',
};

export const transactionQuerySchema = z.object({
  range: quizDateRangeSchema.optional(),
  kind: z.enum(TRANSACTION_KINDS).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionQuery = z.input<typeof transactionQuerySchema>;

/** One line of /transaction: an order (payment), an invoice or credit note, or a wallet entry. */
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  occurredAt: z.string(),
  description: z.string(),
  /** Signed: money in to the wallet is positive; payments and invoices are shown as the amount paid. */
  amountPaise: z.number().int(),
  status: z.string(),
  reference: z.string().nullable(),
  /** Invoices and credit notes: the PDF's id. */
  documentId: z.string().uuid().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageOf(transactionSchema);

/** What the webhook did with an event (a repeat is `duplicate`, an event it does not act on `ignored`). */
export const webhookAnswerSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'refunded', 'duplicate', 'ignored']),
});
