import { CATALOGUE_PATHS, catalogueProductDetailsSchema, enquiryCreatedSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { answer, answerAndRecord } from '../../test/server';
import PricingWithCallbackPage from './pricing-page';

const reader = catalogueProductDetailsSchema.parse({
  productType: 'READER',
  audience: 'INDIVIDUAL',
  name: 'Noticeboard for Readers',
  summary: 'Daily news made for young readers.',
  features: [],
  plans: [
    {
      code: 'READER_MONTHLY',
      name: 'Monthly',
      period: 'MONTH',
      pricing: 'FLAT',
      unitPricePaise: 14_900,
      taxIncluded: true,
      minSeats: null,
      highlights: [],
      displayPrice: { taxablePaise: 12_628, gstPaise: 2_272, totalPaise: 14_900, gstPercent: 18 },
      yearlySavingPaise: null,
    },
  ],
  faq: [],
  trialDays: 14,
});

describe('the pricing page as the app shows it', () => {
  it('asks for a call back about the product of the page', async () => {
    answer('get', CATALOGUE_PATHS.product.replace(':productType', 'reader'), catalogueProductDetailsSchema, reader);
    const sent = answerAndRecord(
      'post',
      '/enquiries',
      enquiryCreatedSchema,
      { id: '7d4f3c2a-1b0e-4f5d-9c8b-2a1e0f3d4c5b', kind: 'CALLBACK' },
      { status: 201 },
    );
    const { user } = renderWithProviders(<PricingWithCallbackPage />, {
      route: '/subscription/reader',
      path: '/subscription/:productType',
    });
    const form = await screen.findByRole('form', { name: 'Request a call back' });
    await user.type(within(form).getByLabelText(/Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/Mobile number/), '+919876543210');
    await user.type(within(form).getByLabelText(/Email/), 'asha@reader.test');
    await user.click(within(form).getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText('We will call you back within one working day.')).toBeInTheDocument();
    expect(sent).toMatchObject([{ kind: 'CALLBACK', productType: 'READER', name: 'Asha Rao' }]);
  });
});
