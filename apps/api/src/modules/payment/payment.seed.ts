/**
 * Demo data: a year of payments. Greenfield bought the school plan for 150 students a year ago, added 50 seats in
 * the middle of the year (pro rata), had one card declined, and renewed for 200 students yesterday: the period the
 * demo seeded is that renewal. Lakshmi (lakshmi@demo.test) paid for the reader's year that ended 30 days ago.
 * Orders are priced with the checkout's own rules and invoiced with the real invoice code, so the PDFs, numbers and
 * /transaction are what a buyer would get. Seeding twice adds nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { listPricePaise } from '../catalogue/catalogue.rules';
import { activePlan } from '../catalogue/catalogue.service';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { proRataPaise } from '../subscription/proration';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { markEmailed } from './invoice/billing-document.repository';
import { taxTreatment } from './invoice/gst';
import type { InvoiceSupplier } from './invoice/invoice-document';
import { issueInvoice } from './invoice/invoice-issuer';
import { insertOrder, markFailed, markPaid } from './order/order.repository';
import { buyerOf, gstBuyerOf } from './order/order-buyer';
import { priceOrder } from './order/order-pricing';
import { insertPaidPeriod } from './order/paid-period.repository';
import { supplierFrom } from './payment.config';
import { countOrdersOf } from './payment-seed.repository';

const DAY_MS = 86_400_000;
const GRACE_DAYS = 7;

interface DemoPurchase {
  owner: SubscriptionOwner;
  purpose: 'PLAN' | 'SEATS';
  planCode: string;
  seats: number | null;
  listPaise: number;
  description: string;
  at: Date;
  period: { startsAt: Date; endsAt: Date; subscriptionId: string | null };
  outcome: 'PAID' | 'FAILED';
}

async function purchase(tx: Queryable, supplier: InvoiceSupplier, demo: DemoPurchase): Promise<void> {
  const buyer = await buyerOf(tx, demo.owner);
  const { plan } = await activePlan(tx, demo.planCode);
  const treatment = taxTreatment({ stateCode: supplier.gstin.slice(0, 2) }, gstBuyerOf(buyer));
  const price = priceOrder({
    description: demo.description,
    listPaise: demo.listPaise,
    discountPaise: 0,
    taxIncluded: plan.taxIncluded,
    taxable: true,
    treatment,
    walletBalancePaise: 0,
    useWallet: false,
  });
  const order = await insertOrder(tx, {
    ...demo.owner,
    purpose: demo.purpose,
    planCode: demo.planCode,
    seats: demo.seats,
    subscriptionId: demo.period.subscriptionId,
    pricing: {
      description: demo.description,
      listPaise: demo.listPaise,
      discountPaise: 0,
      taxIncluded: plan.taxIncluded,
    },
    buyer,
    totalPaise: price.totalPaise,
    walletPaise: 0,
    gatewayPaise: price.gatewayPaise,
    gateway: 'dev',
    gatewayOrderId: `order_demo_${demo.at.getTime().toString(16)}`,
    // Placed a couple of minutes before it was paid, as a buyer at the checkout would.
    createdAt: new Date(demo.at.getTime() - 2 * 60_000),
  });
  if (demo.outcome === 'FAILED') {
    await markFailed(tx, order.id, demo.at, 'Card declined by the issuing bank');
    return;
  }
  const paid = await markPaid(tx, order.id, {
    paidAt: demo.at,
    gatewayPaymentId: `pay_demo_${demo.at.getTime().toString(16)}`,
    periodStartsAt: demo.period.startsAt,
    periodEndsAt: demo.period.endsAt,
  });
  if (!paid) return;
  const invoice = await issueInvoice(tx, paid, supplier, demo.at);
  // The demo's past invoices were mailed at the time; the receipt sweep must not send them now.
  await markEmailed(tx, invoice.id, demo.at);
}

async function seedSchool(db: Db, supplier: InvoiceSupplier, now: number): Promise<void> {
  const greenfield = await findInstituteByCustomUrl(db, 'greenfield-public-school');
  if (!greenfield) return;
  const owner = { instituteId: greenfield.id };
  if ((await countOrdersOf(db, owner)) > 0) return;
  const { plan } = await activePlan(db, 'SCHOOL_YEARLY');
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.instituteId, greenfield.id), eq(subscriptions.kind, 'PAID')));
  if (!current) return;
  await db.transaction(async (tx) => {
    const lastYear = { startsAt: new Date(now - 366 * DAY_MS), endsAt: current.startsAt };
    const previousId = await insertPaidPeriod(tx, {
      ...owner,
      productType: plan.productType,
      planCode: plan.code,
      seats: 200,
      ...lastYear,
      graceEndsAt: new Date(lastYear.endsAt.getTime() + GRACE_DAYS * DAY_MS),
    });
    await purchase(tx, supplier, {
      owner,
      purpose: 'PLAN',
      planCode: plan.code,
      seats: 150,
      listPaise: listPricePaise(plan, 150),
      description: 'Noticeboard for Schools, Yearly, 150 students',
      at: lastYear.startsAt,
      period: { ...lastYear, subscriptionId: previousId },
      outcome: 'PAID',
    });
    const midYear = new Date(now - 200 * DAY_MS);
    const seats = (at: Date, outcome: 'PAID' | 'FAILED') =>
      purchase(tx, supplier, {
        owner,
        purpose: 'SEATS',
        planCode: plan.code,
        seats: 50,
        listPaise: proRataPaise({
          unitPricePaise: plan.unitPricePaise,
          extraSeats: 50,
          now: midYear,
          periodStartsAt: lastYear.startsAt,
          periodEndsAt: lastYear.endsAt,
        }),
        description: 'Noticeboard for Schools, 50 more students (pro rata)',
        at,
        period: { startsAt: midYear, endsAt: lastYear.endsAt, subscriptionId: previousId },
        outcome,
      });
    // A declined card first, then the same seats paid ten minutes later.
    await seats(new Date(midYear.getTime() - 10 * 60_000), 'FAILED');
    await seats(midYear, 'PAID');
    await purchase(tx, supplier, {
      owner,
      purpose: 'PLAN',
      planCode: plan.code,
      seats: 200,
      listPaise: listPricePaise(plan, 200),
      description: 'Noticeboard for Schools, Yearly, 200 students',
      at: new Date(current.startsAt.getTime() - 60 * 60_000),
      period: { startsAt: current.startsAt, endsAt: current.endsAt, subscriptionId: current.id },
      outcome: 'PAID',
    });
    await tx
      .update(subscriptions)
      .set({ planCode: plan.code, seats: 200, productType: plan.productType })
      .where(eq(subscriptions.id, current.id));
  });
}

async function seedExpiredReader(db: Db, supplier: InvoiceSupplier): Promise<void> {
  const [lakshmi] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'lakshmi@demo.test'), isNull(users.instituteId)));
  if (!lakshmi) return;
  const owner = { userId: lakshmi.id };
  if ((await countOrdersOf(db, owner)) > 0) return;
  const [period] = await db.select().from(subscriptions).where(eq(subscriptions.userId, lakshmi.id));
  if (!period) return;
  const { plan } = await activePlan(db, 'READER_YEARLY');
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ planCode: plan.code, productType: plan.productType })
      .where(eq(subscriptions.id, period.id));
    await purchase(tx, supplier, {
      owner,
      purpose: 'PLAN',
      planCode: plan.code,
      seats: null,
      listPaise: plan.unitPricePaise,
      description: 'Noticeboard for Readers, Yearly',
      at: period.startsAt,
      period: { startsAt: period.startsAt, endsAt: period.endsAt, subscriptionId: period.id },
      outcome: 'PAID',
    });
  });
}

export async function seedPaymentDemo(db: Db): Promise<void> {
  const supplier = supplierFrom(process.env, 'development');
  const now = Date.now();
  // Oldest first: invoice numbers of a financial year follow their dates.
  await seedExpiredReader(db, supplier);
  await seedSchool(db, supplier, now);
}
