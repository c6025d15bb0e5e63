/** What the pricing page shows and where its links go, as plain functions of the catalogue and the session. */
import {
  type CataloguePlan,
  formatDate,
  formatMoney,
  formatNumber,
  listPricePaise,
  MAX_SEATS,
  type ProductAudience,
  type SubscriptionStatusView,
  type UserDetails,
} from '@noticeboard/shared';

/** Where "Choose <plan>" leads: the checkout of the plan, with the seats (per-seat plans) and the page's promotion. */
export function checkoutPath(
  plan: Pick<CataloguePlan, 'code' | 'pricing'>,
  seats: number,
  promo: string | null,
): string {
  const params = new URLSearchParams();
  if (plan.pricing === 'PER_SEAT') params.set('seats', String(seats));
  if (promo) params.set('promo', promo);
  const search = params.toString();
  return `/checkout/${encodeURIComponent(plan.code)}${search ? `?${search}` : ''}`;
}

/** A seat count the plan sells, or the reason it does not. */
export function seatsProblem(plan: Pick<CataloguePlan, 'minSeats'>, seats: number | null): string | null {
  const min = plan.minSeats ?? 1;
  if (seats === null || !Number.isInteger(seats)) return 'Enter the number of students';
  if (seats < min) return `The plan is for at least ${formatNumber(min)} students`;
  if (seats > MAX_SEATS) return `For more than ${formatNumber(MAX_SEATS)} students, ask for a custom plan`;
  return null;
}

/** The list price of the seats chosen (GST on top or inside, as the plan says). */
export const seatsTotalPaise = (plan: CataloguePlan, seats: number): number => listPricePaise(plan, seats);

/**
 * Who is looking, for buying: a visitor (signs in first), the buyer of this product (a school account for school
 * plans, a reader without a school for reader plans), a school member (covered by the school), or a buyer of the
 * other kind of product.
 */
export type Shopper = 'visitor' | 'buyer' | 'member' | 'otherAudience';

export function shopperOf(user: UserDetails | null, audience: ProductAudience): Shopper {
  if (!user) return 'visitor';
  if (user.type === 'INSTITUTE') return audience === 'INSTITUTE' ? 'buyer' : 'otherAudience';
  if (user.instituteId !== null) return 'member';
  return audience === 'INDIVIDUAL' ? 'buyer' : 'otherAudience';
}

/** The signed-in person's subscription in one sentence, or null when there is nothing to say. */
export function subscriptionLine(status: SubscriptionStatusView, member: boolean): string | null {
  const whose = member ? 'Your school is' : 'You are';
  const plan = member ? 'Your school’s plan' : 'Your plan';
  switch (status.state) {
    case 'TRIAL':
      return status.endsAt
        ? `${whose} on the free trial until ${formatDate(status.endsAt)}.`
        : `${whose} on the free trial.`;
    case 'ACTIVE':
      return status.endsAt ? `${plan} is active until ${formatDate(status.endsAt)}.` : `${plan} is active.`;
    case 'PAST_DUE':
      return status.graceEndsAt
        ? `${plan} has ended. Everything keeps working until ${formatDate(status.graceEndsAt)}: renew before then to keep posting.`
        : `${plan} has ended. Renew to keep posting.`;
    case 'EXPIRED':
      return `${plan} ended${status.endsAt ? ` on ${formatDate(status.endsAt)}` : ''}. Reading stays open; choose a plan to post again.`;
    default:
      return member ? 'Your school has no plan yet.' : null;
  }
}

/** A yearly plan's price spread over twelve months, to the nearest rupee (display only). */
export const perMonthRupees = (yearlyPaise: number): string => formatMoney(Math.round(yearlyPaise / 1200) * 100);
