import {
  CURRENT_POLICY_VERSIONS,
  NOTIFICATION_PATHS,
  POLICY_PATHS,
  PROMOTION_PATHS,
  policyAcceptanceStatusSchema,
  promotionBannersSchema,
  type UserDetails,
  unreadCountSchema,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { studentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answer } from '../../test/server';
import { AppLayout, mustAcceptPolicies } from './app-layout';

const pendingStudent = { ...studentUser, cookiesAccepted: true, pendingPolicies: ['PRIVACY_POLICY' as const] };

beforeEach(() => {
  answer('get', NOTIFICATION_PATHS.unreadCount, unreadCountSchema, { unread: 0 });
  answer('get', PROMOTION_PATHS.banners, promotionBannersSchema, []);
  answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, {
    current: [],
    pending: [
      {
        document: 'PRIVACY_POLICY',
        version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY,
        title: 'Privacy policy',
        changes: ['Something changed.'],
        summary: { heading: 'In short', blocks: [] },
      },
    ],
    accepted: [{ document: 'PRIVACY_POLICY', version: '2025-06-01', acceptedAt: '2025-06-02T10:00:00.000Z' }],
  });
});

describe('the policy step in the shell', () => {
  it('replaces the page and the navigation for someone with a version to accept', async () => {
    renderWithProviders(<AppLayout />, { user: pendingStudent, route: '/home' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have updated our privacy policy' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('is not shown to someone who accepted, and the footer links both texts', async () => {
    renderWithProviders(<AppLayout />, { user: { ...pendingStudent, pendingPolicies: [] }, route: '/home' });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Safety advisory' })).toHaveAttribute('href', '/safety-advisory');
    expect(screen.queryByRole('heading', { name: 'We have updated our privacy policy' })).not.toBeInTheDocument();
  });

  it('leaves the texts themselves, signing in and signing out reachable', () => {
    expect(mustAcceptPolicies(pendingStudent, '/home')).toBe(true);
    expect(mustAcceptPolicies(pendingStudent, '/privacy-policy')).toBe(false);
    expect(mustAcceptPolicies(pendingStudent, '/safety-advisory')).toBe(false);
    expect(mustAcceptPolicies(pendingStudent, '/signout')).toBe(false);
    // The sign-in form leads on to the step once its request is answered.
    expect(mustAcceptPolicies(pendingStudent, '/login')).toBe(false);
    expect(mustAcceptPolicies(pendingStudent, '/greenfield-public-school/login')).toBe(false);
    expect(mustAcceptPolicies({ ...pendingStudent, pendingPolicies: [] }, '/home')).toBe(false);
  });

  it('lets details stored before the step existed through until the next renewal brings the list', () => {
    const { pendingPolicies: _notStoredYet, ...storedEarlier } = pendingStudent;
    expect(mustAcceptPolicies(storedEarlier as UserDetails, '/home')).toBe(false);
  });
});
