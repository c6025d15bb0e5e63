import {
  PROMOTION_PATHS,
  type PromotionBannerView,
  promotionBannersSchema,
  promotionReactionSchema,
  type UserDetails,
} from '@noticeboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionUser } from '../../../lib/use-session';
import { instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse, server } from '../../../test/server';
import { promotionBannersQuery } from '../api/promotions';
import { PromotionBanner, pricingPathFor } from './promotion-banner';

const reader: UserDetails = {
  ...studentUser,
  id: '7a1e2f30-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  type: 'INDIVIDUAL',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
};

const welcome: PromotionBannerView = {
  id: '3f0c9a52-7d1e-4b8a-9c2d-5e6f7a8b9c01',
  code: 'WELCOME20',
  title: 'Welcome offer: 20% off your first year',
  text: 'Choose a yearly plan and the code WELCOME20 takes 20% off at checkout.',
  discountKind: 'PERCENT',
  discountValue: 20,
  productType: null,
  validUntil: '2027-11-26T06:00:00.000Z',
};
const forSchools: PromotionBannerView = {
  ...welcome,
  id: '3f0c9a52-7d1e-4b8a-9c2d-5e6f7a8b9c02',
  code: 'SCHOOL5000',
  title: '₹5,000 off your school’s plan',
  text: null,
  discountKind: 'AMOUNT',
  discountValue: 500_000,
  productType: 'SCHOOL',
};

/** The banner as the app shell shows it: for whoever is signed in now. */
function Shell() {
  return <PromotionBanner user={useSessionUser()} />;
}

const reactionAnswer = (reaction: 'DISMISSED' | 'ACCEPTED', id = welcome.id) =>
  answerAndRecord('post', PROMOTION_PATHS.reaction, promotionReactionSchema, {
    promotionId: id,
    reaction,
    reactedAt: '2026-11-26T06:00:00.000Z',
  });

describe('PromotionBanner', () => {
  it('shows the newest offer only, as a labelled region with its code and end date', async () => {
    answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, [welcome, forSchools]);
    renderWithProviders(<Shell />, { user: reader });
    const region = await screen.findByRole('region', { name: welcome.title });
    expect(region).toHaveTextContent(welcome.text ?? '');
    expect(region).toHaveTextContent('Code WELCOME20 · until 26 Nov 2027');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByText(forSchools.title)).not.toBeInTheDocument();
  });

  it('hides the offer at once on “Not now”, tells the server, and shows no other offer this visit', async () => {
    answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, [welcome, forSchools]);
    const sent = reactionAnswer('DISMISSED');
    const { user } = renderWithProviders(<Shell />, { user: reader });
    const region = await screen.findByRole('region', { name: welcome.title });
    await user.click(within(region).getByRole('button', { name: 'Not now, hide this offer' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ reaction: 'DISMISSED' }]));
    expect(screen.queryByText(forSchools.title)).not.toBeInTheDocument();
  });

  it('takes a reader to the readers’ pricing page with the code, and records the acceptance', async () => {
    answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, [welcome]);
    const sent = reactionAnswer('ACCEPTED');
    const { user } = renderWithProviders(<Shell />, { user: reader });
    await user.click(await screen.findByRole('button', { name: 'See plans with code WELCOME20' }));
    expect(await screen.findByText('Navigated to /pricing/reader?promo=WELCOME20')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ reaction: 'ACCEPTED' }]));
  });

  it('takes a school to the pricing page of the offer’s product', async () => {
    answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, [forSchools]);
    reactionAnswer('ACCEPTED', forSchools.id);
    const { user } = renderWithProviders(<Shell />, { user: instituteUser });
    const region = await screen.findByRole('region', { name: forSchools.title });
    await user.click(within(region).getByRole('button', { name: 'See plans with code SCHOOL5000' }));
    expect(await screen.findByText('Navigated to /pricing/school?promo=SCHOOL5000')).toBeInTheDocument();
  });

  it('sends an offer for any product to the pricing page of the person’s audience', () => {
    expect(pricingPathFor(welcome, reader)).toBe('/pricing/reader?promo=WELCOME20');
    expect(pricingPathFor(welcome, studentUser)).toBe('/pricing/school?promo=WELCOME20');
    expect(pricingPathFor({ productType: 'READER', code: 'A-B_1' }, instituteUser)).toBe('/pricing/reader?promo=A-B_1');
  });

  it('shows nothing when there is no offer, or the offers cannot be read', async () => {
    const settled = async (queryClient: QueryClient) =>
      waitFor(() =>
        expect(queryClient.getQueryState(promotionBannersQuery(reader.id).queryKey)?.status).toMatch(/success|error/),
      );
    answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, []);
    const empty = renderWithProviders(<Shell />, { user: reader });
    await settled(empty.queryClient);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    empty.unmount();
    refuse('get', PROMOTION_PATHS.banners, 'INTERNAL', 'Something went wrong');
    const failed = renderWithProviders(<Shell />, { user: reader });
    await settled(failed.queryClient);
    expect(failed.queryClient.getQueryState(promotionBannersQuery(reader.id).queryKey)?.status).toBe('error');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`/api${PROMOTION_PATHS.banners}`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<Shell />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
