import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PATHS,
  type SubscriptionStatusView,
  subscriptionStatusSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readUserData } from '../../lib/session';
import { useSessionUser } from '../../lib/use-session';
import { instituteUser, studentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answerAndRecord, refuse } from '../../test/server';
import { SubscriptionBanner } from './subscription-banner';

const newReader: UserDetails = {
  ...studentUser,
  id: '7a1e2f30-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  type: 'INDIVIDUAL',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
  subscription: { state: 'NONE', endsAt: null, graceEndsAt: null, trialAvailable: true },
};
const newSchool: UserDetails = {
  ...instituteUser,
  subscription: { state: 'NONE', endsAt: null, graceEndsAt: null, trialAvailable: true },
};
const started: SubscriptionStatusView = {
  state: 'TRIAL',
  endsAt: '2026-12-10T06:00:00.000Z',
  graceEndsAt: null,
  trialAvailable: false,
  mayStartTrial: false,
  trialDays: 14,
  mayWrite: true,
};

/** The banner as the app shell shows it: for whoever is signed in now. */
function Shell() {
  return <SubscriptionBanner user={useSessionUser()} />;
}

describe('SubscriptionBanner', () => {
  it('offers a new reader the trial, asks the spec’s confirmation, and shows the trial at once', async () => {
    const calls = answerAndRecord('post', SUBSCRIPTION_PATHS.trial, subscriptionStatusSchema, started, { status: 201 });
    const { user } = renderWithProviders(<Shell />, { user: newReader });
    const offer = screen.getByRole('alert', { name: 'Start your free trial' });
    // Collabs are a school's: a reader is not promised them.
    expect(offer).not.toHaveTextContent(/collab/i);
    await user.click(within(offer).getByRole('button', { name: 'Start free trial' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start your free trial?' });
    expect(confirm).toHaveTextContent(SUBSCRIPTION_MESSAGES.trialConfirm);
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.trialStarted)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(readUserData()?.subscription).toEqual({
      state: 'TRIAL',
      endsAt: started.endsAt,
      graceEndsAt: null,
      trialAvailable: false,
    });
    expect(screen.queryByRole('alert', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });

  it('offers a new school account the trial for the school', () => {
    renderWithProviders(<Shell />, { user: newSchool });
    expect(screen.getByRole('alert', { name: 'Start your free trial' })).toHaveTextContent('with your school');
  });

  it('offers nothing to a school’s members: the school account starts the school’s trial', () => {
    renderWithProviders(<Shell />, { user: { ...studentUser, subscription: { ...newSchool.subscription } } });
    expect(screen.queryByRole('alert', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });

  it('offers nothing once the trial was used', () => {
    const used = { ...newReader.subscription, state: 'EXPIRED' as const, trialAvailable: false };
    renderWithProviders(<Shell />, { user: { ...newReader, subscription: used } });
    expect(screen.queryByRole('alert', { name: 'Start your free trial' })).not.toBeInTheDocument();
  });

  it('hides the offer for this visit on “Not now”', async () => {
    const { user } = renderWithProviders(<Shell />, { user: newReader });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alert', { name: 'Start your free trial' })).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('keeps the offer when the server refuses, and says why', async () => {
    refuse('post', SUBSCRIPTION_PATHS.trial, 'CONFLICT', SUBSCRIPTION_MESSAGES.trialUsed);
    const { user } = renderWithProviders(<Shell />, { user: newReader });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.trialUsed)).toBeInTheDocument();
    expect(readUserData()?.subscription.state).toBe('NONE');
  });

  it('tells a school in its grace days when writing stops', () => {
    const pastDue = {
      ...newSchool,
      subscription: {
        state: 'PAST_DUE' as const,
        endsAt: '2026-11-20T00:00:00.000Z',
        graceEndsAt: '2026-11-27T00:00:00.000Z',
        trialAvailable: false,
      },
    };
    renderWithProviders(<Shell />, { user: pastDue });
    const banner = screen.getByRole('alert', { name: 'Your plan has ended' });
    expect(banner).toHaveTextContent('27 Nov 2026');
    expect(banner).toHaveTextContent('keep posting and running collabs');
  });

  it('asks a reader whose plan ended to renew (reading stays), and a student to ask their school', async () => {
    const ended: UserDetails = {
      ...newReader,
      subscription: { state: 'EXPIRED', endsAt: '2026-10-27T06:00:00.000Z', graceEndsAt: null, trialAvailable: false },
    };
    const { unmount } = renderWithProviders(<Shell />, { user: ended });
    const renewal = screen.getByRole('alert', { name: 'Your plan has ended' });
    expect(renewal).toHaveTextContent('Reading, quizzes and everything you wrote stay. Renew to post again.');
    expect(within(renewal).getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/pricing/reader');
    unmount();

    const graceDays: UserDetails = {
      ...studentUser,
      subscription: {
        state: 'PAST_DUE',
        endsAt: '2026-11-20T06:00:00.000Z',
        graceEndsAt: '2026-11-27T06:00:00.000Z',
        trialAvailable: false,
      },
    };
    renderWithProviders(<Shell />, { user: graceDays });
    const pastDue = screen.getByRole('alert', { name: 'Your plan has ended' });
    expect(pastDue).toHaveTextContent('Please contact your school administrator.');
    expect(within(pastDue).queryByRole('link')).not.toBeInTheDocument();
  });
});
