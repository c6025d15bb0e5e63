import {
  CATALOGUE_PATHS,
  type CatalogueProductDetails,
  catalogueProductDetailsSchema,
  catalogueProductListSchema,
  STORAGE_KEYS,
  SUBSCRIPTION_PATHS,
  type SubscriptionStatusView,
  subscriptionStatusSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, hang, refuse } from '../../../test/server';
import { PricingPage } from './pricing-page';

const productPath = (type: string) => CATALOGUE_PATHS.product.replace(':productType', type);

const plan = (fields: Partial<CatalogueProductDetails['plans'][number]>) => ({
  code: 'READER_MONTHLY',
  name: 'Monthly',
  period: 'MONTH' as const,
  pricing: 'FLAT' as const,
  unitPricePaise: 14_900,
  taxIncluded: true,
  minSeats: null,
  highlights: [],
  displayPrice: { taxablePaise: 12_628, gstPaise: 2_272, totalPaise: 14_900, gstPercent: 18 },
  yearlySavingPaise: null,
  ...fields,
});

const reader: CatalogueProductDetails = catalogueProductDetailsSchema.parse({
  productType: 'READER',
  audience: 'INDIVIDUAL',
  name: 'Noticeboard for Readers',
  summary: 'Daily news made for young readers.',
  features: ['The daily quiz and leaderboards'],
  plans: [
    plan({ highlights: ['Pay one month at a time'] }),
    plan({
      code: 'READER_YEARLY',
      name: 'Yearly',
      period: 'YEAR',
      unitPricePaise: 149_900,
      displayPrice: { taxablePaise: 127_034, gstPaise: 22_866, totalPaise: 149_900, gstPercent: 18 },
      yearlySavingPaise: 28_900,
    }),
  ],
  faq: [
    { question: 'Is there a free trial?', answer: 'Yes: 14 days, once per account.', links: [] },
    {
      question: 'Is there a plan for a group?',
      answer: 'Yes, we make custom plans for groups.',
      links: [{ label: 'Custom plan for a group', path: '/evolve-submission-subscription' }],
    },
  ],
  trialDays: 14,
});

const school: CatalogueProductDetails = catalogueProductDetailsSchema.parse({
  productType: 'SCHOOL',
  audience: 'INSTITUTE',
  name: 'Noticeboard for Schools',
  summary: 'Everything for your school, per student per year.',
  features: ['Daily news for young readers'],
  plans: [
    plan({
      code: 'SCHOOL_YEARLY',
      name: 'School yearly',
      period: 'YEAR',
      pricing: 'PER_SEAT',
      unitPricePaise: 60_000,
      taxIncluded: false,
      minSeats: 50,
      displayPrice: { taxablePaise: 60_000, gstPaise: 10_800, totalPaise: 70_800, gstPercent: 18 },
    }),
  ],
  faq: [],
  trialDays: 14,
});

const status = (fields: Partial<SubscriptionStatusView>): SubscriptionStatusView => ({
  state: 'NONE',
  endsAt: null,
  graceEndsAt: null,
  trialAvailable: false,
  mayStartTrial: false,
  trialDays: 14,
  mayWrite: false,
  ...fields,
});

const readerUser: UserDetails = {
  ...studentUser,
  id: '7a1e2f30-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  name: 'Vikram Reader',
  type: 'INDIVIDUAL',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
};

function open(route: string, options: { user?: UserDetails } = {}) {
  const path = route.startsWith('/pricing') ? '/pricing/:productType' : '/subscription/:productType';
  return renderWithProviders(<PricingPage callbackForm={(type) => <p>Call back about {type}</p>} />, {
    route,
    path,
    ...options,
  });
}

const planCard = (name: string) => screen.getByRole('article', { name });

describe('PricingPage for a visitor (/subscription/{productType})', () => {
  it('shows monthly and yearly side by side with GST included, the saving, and the way in through sign-in', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    const { user } = open('/subscription/reader?promo=DIWALI25');

    expect(await screen.findByRole('heading', { level: 1, name: 'Noticeboard for Readers' })).toBeInTheDocument();
    const monthly = planCard('Monthly');
    expect(monthly).toHaveTextContent('₹149 a month');
    expect(monthly).toHaveTextContent('incl. 18% GST (₹22.72)');
    expect(monthly).toHaveTextContent('Pay one month at a time');
    const yearly = planCard('Yearly');
    expect(yearly).toHaveTextContent('₹1,499 a year');
    expect(yearly).toHaveTextContent('incl. 18% GST (₹228.66)');
    expect(yearly).toHaveTextContent('Save ₹289 a year');
    expect(yearly).toHaveTextContent('About ₹125 a month');
    expect(screen.getByText('Promotion code DIWALI25 will be applied at checkout.')).toBeInTheDocument();

    const trial = screen.getByRole('link', { name: 'Start your free 14-day trial' });
    expect(trial).toHaveAttribute('href', '/signup?tab=individual');

    const choose = within(yearly).getByRole('link', { name: 'Choose Yearly' });
    expect(choose).toHaveAttribute('href', '/login');
    await user.click(choose);
    expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.redirectionUrl)).toBe('/checkout/READER_YEARLY?promo=DIWALI25');
  });

  it('sends a visitor who creates an account to the checkout afterwards, with the seats chosen', async () => {
    answer('get', productPath('school'), catalogueProductDetailsSchema, school);
    const { user } = open('/subscription/school?seats=320');
    const card = await screen.findByRole('article', { name: 'School yearly' });
    expect(within(card).getByLabelText(/Number of students/)).toHaveValue('320');
    await user.click(within(card).getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByText('Navigated to /signup?tab=institute')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.redirectionUrl)).toBe('/checkout/SCHOOL_YEARLY?seats=320');
  });

  it('lists what every plan includes, the FAQ as disclosures with their links, and the call back', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    const { user } = open('/subscription/reader');
    const features = await screen.findByRole('region', { name: 'Every plan includes' });
    expect(within(features).getByText('The daily quiz and leaderboards')).toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    const question = within(faq).getByText('Is there a plan for a group?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(faq).getByRole('link', { name: 'Custom plan for a group' })).toHaveAttribute(
      'href',
      '/evolve-submission-subscription',
    );
    expect(screen.getByRole('link', { name: 'Ask for a plan for your group' })).toHaveAttribute(
      'href',
      '/evolve-submission-subscription',
    );
    expect(screen.getByText('Call back about READER')).toBeInTheDocument();
  });

  it('says so when the product is not on sale, and links the ones that are', async () => {
    refuse('get', productPath('family'), 'NOT_FOUND', 'There is no product called "FAMILY" on sale.');
    answer('get', CATALOGUE_PATHS.products, catalogueProductListSchema, [school, reader]);
    open('/subscription/family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Noticeboard for Schools' })).toHaveAttribute(
      'href',
      '/subscription/school',
    );
    expect(screen.getByRole('link', { name: 'Noticeboard for Readers' })).toHaveAttribute(
      'href',
      '/subscription/reader',
    );
  });

  it('shows the loading state while the plans load', async () => {
    hang('get', productPath('reader'));
    open('/subscription/reader');
    expect(screen.getByRole('status', { name: 'Loading plans and prices' })).toBeInTheDocument();
  });

  it('says plainly when the plans could not be loaded, and retries', async () => {
    refuse('get', productPath('reader'), 'INTERNAL', 'Something went wrong');
    const { user } = open('/subscription/reader');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the plans. Please try again.');
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Noticeboard for Readers' })).toBeInTheDocument();
  });
});

describe('PricingPage signed in (/pricing/{productType})', () => {
  it('lets a school choose its seats (at least the minimum), GST on top, straight to the checkout', async () => {
    answer('get', productPath('SCHOOL'), catalogueProductDetailsSchema, school);
    answer(
      'get',
      SUBSCRIPTION_PATHS.status,
      subscriptionStatusSchema,
      status({ state: 'ACTIVE', endsAt: '2027-03-31T06:00:00.000Z', mayWrite: true }),
    );
    const { user } = open('/pricing/SCHOOL?promo=SCHOOL10', { user: instituteUser });

    const card = await screen.findByRole('article', { name: 'School yearly' });
    expect(within(card).getByText('₹600')).toBeInTheDocument();
    expect(within(card).getByText('per student per year, minimum 50 students')).toBeInTheDocument();
    expect(card).toHaveTextContent('+ 18% GST (₹108 per student)');
    const seats = within(card).getByLabelText(/Number of students/);
    expect(seats).toHaveValue('50');
    expect(within(card).getByRole('link', { name: 'Choose School yearly' })).toHaveAttribute(
      'href',
      '/checkout/SCHOOL_YEARLY?seats=50&promo=SCHOOL10',
    );

    await user.clear(seats);
    await user.type(seats, '1200');
    expect(card).toHaveTextContent('1,200 students: ₹7,20,000 a year + GST');
    expect(within(card).getByRole('link', { name: 'Choose School yearly' })).toHaveAttribute(
      'href',
      '/checkout/SCHOOL_YEARLY?seats=1200&promo=SCHOOL10',
    );

    await user.clear(seats);
    await user.type(seats, '20');
    expect(within(card).getByText('The plan is for at least 50 students')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Choose School yearly' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Choose School yearly' })).toBeDisabled();

    expect(await screen.findByText('Your plan is active until 31 Mar 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a plan for your school' })).toHaveAttribute(
      'href',
      '/develop-submission-subscription',
    );
  });

  it('offers a new reader the trial with the confirmation button, and links each plan to its checkout', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    answer(
      'get',
      SUBSCRIPTION_PATHS.status,
      subscriptionStatusSchema,
      status({ trialAvailable: true, mayStartTrial: true }),
    );
    open('/pricing/reader', { user: readerUser });
    expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
    expect(within(planCard('Monthly')).getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute(
      'href',
      '/checkout/READER_MONTHLY',
    );
    expect(within(planCard('Yearly')).getByRole('link', { name: 'Choose Yearly' })).toHaveAttribute(
      'href',
      '/checkout/READER_YEARLY',
    );
  });

  it('tells a reader on the trial until when it runs', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    answer(
      'get',
      SUBSCRIPTION_PATHS.status,
      subscriptionStatusSchema,
      status({ state: 'TRIAL', endsAt: '2026-12-12T06:00:00.000Z', mayWrite: true }),
    );
    open('/pricing/reader', { user: readerUser });
    expect(await screen.findByText('You are on the free trial until 12 Dec 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
  });

  it('shows a student the school’s plan and no way to buy one', async () => {
    answer('get', productPath('school'), catalogueProductDetailsSchema, school);
    answer(
      'get',
      SUBSCRIPTION_PATHS.status,
      subscriptionStatusSchema,
      status({ state: 'PAST_DUE', endsAt: '2026-11-20T06:00:00.000Z', graceEndsAt: '2026-11-27T06:00:00.000Z' }),
    );
    open('/pricing/school', { user: studentUser });
    expect(
      await screen.findByText(
        'Your school’s plan has ended. Everything keeps working until 27 Nov 2026: renew before then to keep posting.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your school’s plan covers you; the school account buys and renews it.'),
    ).toBeInTheDocument();
    const card = planCard('School yearly');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(/Number of students/)).not.toBeInTheDocument();
  });

  it('points a school account on the readers’ page to the school plans', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    answer('get', SUBSCRIPTION_PATHS.status, subscriptionStatusSchema, status({ state: 'ACTIVE', mayWrite: true }));
    open('/pricing/reader', { user: instituteUser });
    expect(await screen.findByRole('link', { name: 'See the plans for schools' })).toHaveAttribute(
      'href',
      '/pricing/school',
    );
    expect(screen.queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('sends a signed-in reader from the open page straight to the checkout', async () => {
    answer('get', productPath('reader'), catalogueProductDetailsSchema, reader);
    const statusCalls = answerAndRecord('get', SUBSCRIPTION_PATHS.status, subscriptionStatusSchema, status({}));
    open('/subscription/reader', { user: readerUser });
    expect(await screen.findByRole('link', { name: 'Choose Yearly' })).toHaveAttribute(
      'href',
      '/checkout/READER_YEARLY',
    );
    expect(screen.queryByRole('link', { name: 'Start your free 14-day trial' })).not.toBeInTheDocument();
    expect(statusCalls.length).toBeGreaterThanOrEqual(1);
  });
});
