import {
  CONSENT_CHOICE_PATHS,
  type ConsentChoice,
  myConsentChoicesSchema,
  parentManageViewSchema,
} from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import ParentConsentVerifyPage from '../pages/parent-consent-verify-page';
import { MyConsentPanel } from './my-consent-panel';

const choice = (purpose: ConsentChoice['purpose'], allowed: boolean): ConsentChoice => ({
  purpose,
  allowed,
  decidedBy: allowed ? null : 'PARENT',
  decidedAt: allowed ? null : '2026-11-20T10:00:00.000Z',
});

describe('MyConsentPanel', () => {
  it('an adult switches a purpose off and the new list is shown', async () => {
    answer('get', CONSENT_CHOICE_PATHS.mine, myConsentChoicesSchema, {
      decidedBy: 'SELF',
      choices: [choice('COMMUNITY', true), choice('MARKETING_EMAILS', false)],
    });
    const saved = answerAndRecord('put', '/consents/me/COMMUNITY', myConsentChoicesSchema, {
      decidedBy: 'SELF',
      choices: [{ ...choice('COMMUNITY', false), decidedBy: 'SELF' }, choice('MARKETING_EMAILS', false)],
    });
    const { user } = renderWithProviders(<MyConsentPanel />);
    const community = await screen.findByRole('switch', { name: /Community and public listing/ });
    expect(community).toBeChecked();
    await user.click(community);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Community and public listing/ })).not.toBeChecked());
    expect(saved).toEqual([{ granted: false }]);
  });

  it('a child reads what their parent chose and cannot switch it', async () => {
    answer('get', CONSENT_CHOICE_PATHS.mine, myConsentChoicesSchema, {
      decidedBy: 'PARENT',
      choices: [choice('PUBLIC_PHOTOS', false)],
    });
    renderWithProviders(<MyConsentPanel />);
    expect(await screen.findByText(/your parent decides these/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Photos in public posts/ })).toBeDisabled();
  });
});

describe("a parent's choices (/parent-consent/verify?manage=)", () => {
  const renderManage = (token: string) =>
    renderWithProviders(<ParentConsentVerifyPage />, {
      route: `/parent-consent/verify?manage=${token}`,
      path: '/parent-consent/verify',
    });
  const view = {
    studentFirstName: 'Kavya',
    schoolName: 'Riverside International Academy',
    consentGiven: true,
    expiresAt: '2026-12-06T10:00:00.000Z',
    choices: [choice('COMMUNITY', true), choice('PUBLIC_PHOTOS', true)],
  };

  it('withdraws photos with the link’s token', async () => {
    answer('get', CONSENT_CHOICE_PATHS.parentManage, parentManageViewSchema, view);
    const saved = answerAndRecord('put', CONSENT_CHOICE_PATHS.parentManage, parentManageViewSchema, {
      ...view,
      choices: [choice('COMMUNITY', true), choice('PUBLIC_PHOTOS', false)],
    });
    const { user } = renderManage('tok_abcdefghijklmnopqrstuv');
    expect(await screen.findByRole('heading', { name: 'Your choices for Kavya' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Photos in public posts/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Photos in public posts/ })).not.toBeChecked());
    expect(saved).toEqual([{ token: 'tok_abcdefghijklmnopqrstuv', purpose: 'PUBLIC_PHOTOS', granted: false }]);
  });

  it('an expired link offers a new one by email, with the same reply for any address', async () => {
    refuse('get', CONSENT_CHOICE_PATHS.parentManage, 'LINK_EXPIRED', 'This link has expired or was already used');
    const asked = answerAndRecord('post', CONSENT_CHOICE_PATHS.parentLink, z.null(), null);
    const { user } = renderManage('tok_expiredexpiredexpired');
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email address'), 'meera@family.test');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(/a link to change your choices is on its way/)).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'meera@family.test' }]);
  });
});
