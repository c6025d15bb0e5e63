import {
  NOTIFICATION_PATHS,
  PROMOTION_PATHS,
  promotionBannersSchema,
  type UserDetails,
  unreadCountSchema,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { studentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answer, answerAndRecord } from '../../test/server';
import { AppLayout } from './app-layout';

const reader = (subscription: UserDetails['subscription']): UserDetails => ({
  ...studentUser,
  id: '7a1e2f30-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  type: 'INDIVIDUAL',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription,
  pendingPolicies: [],
});

const offer = {
  id: '3f0c9a52-7d1e-4b8a-9c2d-5e6f7a8b9c01',
  code: 'WELCOME20',
  title: 'Welcome offer: 20% off your first year',
  text: null,
  discountKind: 'PERCENT' as const,
  discountValue: 20,
  productType: null,
  validUntil: '2027-11-26T06:00:00.000Z',
};

// Signed-in people get the notification bell, which asks for its count.
beforeEach(() => answer('get', NOTIFICATION_PATHS.unreadCount, unreadCountSchema, { unread: 2 }));

describe('the notification bell', () => {
  it('sits in the header of signed-in people with their unread count', async () => {
    answerAndRecord('get', PROMOTION_PATHS.banners, promotionBannersSchema, []);
    renderWithProviders(<AppLayout />, { user: { ...studentUser, cookiesAccepted: true } });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('is not there for visitors', async () => {
    renderWithProviders(<AppLayout />);
    expect(await screen.findByRole('link', { name: 'Noticeboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('the banners above every page', () => {
  it('show a reader on a trial the newest offer', async () => {
    answerAndRecord('get', PROMOTION_PATHS.banners, promotionBannersSchema, [offer]);
    const onTrial = reader({
      state: 'TRIAL',
      endsAt: '2026-12-10T06:00:00.000Z',
      graceEndsAt: null,
      trialAvailable: false,
    });
    renderWithProviders(<AppLayout />, { user: onTrial });
    expect(await screen.findByRole('region', { name: offer.title })).toBeInTheDocument();
  });

  it('show a newcomer the trial offer alone, without asking for offers', async () => {
    const asked = answerAndRecord('get', PROMOTION_PATHS.banners, promotionBannersSchema, [offer]);
    renderWithProviders(<AppLayout />, {
      user: reader({ state: 'NONE', endsAt: null, graceEndsAt: null, trialAvailable: true }),
    });
    expect(await screen.findByRole('alert', { name: 'Start your free trial' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: offer.title })).not.toBeInTheDocument();
  });

  it('ask nothing for a school’s students and staff: the school account buys', async () => {
    const asked = answerAndRecord('get', PROMOTION_PATHS.banners, promotionBannersSchema, [offer]);
    renderWithProviders(<AppLayout />, { user: { ...studentUser, cookiesAccepted: true } });
    expect(await screen.findByRole('link', { name: 'Noticeboard' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: offer.title })).not.toBeInTheDocument();
  });
});
