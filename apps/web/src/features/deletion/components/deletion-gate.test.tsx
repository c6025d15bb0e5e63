import { DELETION_PATHS, type DeletionStatus, deletionStatusSchema, type UserDetails } from '@noticeboard/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUserData } from '../../../lib/session';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import DeletionGate from './deletion-gate';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function statusOf(
  user: UserDetails,
  scheduledFor: string,
  changes: Partial<NonNullable<DeletionStatus['deletion']>> = {},
) {
  return {
    userId: user.id,
    deletion: {
      id: '6c1b1a3e-8f43-4c55-a2a2-0d7d1d1c3f10',
      scope: 'ACCOUNT' as const,
      reason: 'NO_LONGER_NEEDED' as const,
      requestedBy: 'SELF' as const,
      requestedAt: new Date().toISOString(),
      scheduledFor,
      canCancel: true,
      ...changes,
    },
    now: new Date().toISOString(),
  };
}

// msw matches the path; the `user` parameter is checked by the API tests.
const statusPath = (_user: UserDetails) => DELETION_PATHS.status;

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('Account Scheduled for Deletion', () => {
  it('counts down in hours, minutes and seconds and cancels for whoever asked', async () => {
    const scheduledFor = inSeconds(2 * 3600 + 5);
    const person = { ...studentUser, deletionScheduledFor: scheduledFor };
    answer('get', statusPath(person), deletionStatusSchema, statusOf(person, scheduledFor));
    const sent = answerAndRecord('post', DELETION_PATHS.cancel, deletionStatusSchema, {
      userId: person.id,
      deletion: null,
      now: new Date().toISOString(),
    });
    const { user } = renderWithProviders(<DeletionGate user={person} />, { user: person });

    const dialog = await screen.findByRole('dialog', { name: 'Account Scheduled for Deletion' });
    expect(dialog).toHaveTextContent('permanently deleted when the countdown ends');
    expect(screen.getByRole('timer')).toHaveTextContent(/2 hours, 0 minutes and \d+ seconds left/);
    await user.click(await screen.findByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(readUserData()?.deletionScheduledFor).toBeNull());
    expect(sent).toEqual([{}]);
  });

  it('tells a student their school asked, with no cancel of their own', async () => {
    const scheduledFor = inSeconds(3600);
    const person = { ...studentUser, deletionScheduledFor: scheduledFor };
    answer(
      'get',
      statusPath(person),
      deletionStatusSchema,
      statusOf(person, scheduledFor, { requestedBy: 'SCHOOL', canCancel: false }),
    );
    renderWithProviders(<DeletionGate user={person} />, { user: person });
    expect(await screen.findByText(/Your school asked for this account to be deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel deletion' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('pauses while the tab is hidden and goes to /signout at zero', async () => {
    const scheduledFor = inSeconds(2);
    const person = { ...studentUser, deletionScheduledFor: scheduledFor };
    answer('get', statusPath(person), deletionStatusSchema, statusOf(person, scheduledFor));
    const { router } = renderWithProviders(<DeletionGate user={person} />, { user: person });
    await screen.findByRole('dialog', { name: 'Account Scheduled for Deletion' });

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Paused while this tab is hidden')).toBeInTheDocument();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signout'), { timeout: 5_000 });
  });
});
