import {
  CURRENT_POLICY_VERSIONS,
  POLICY_PATHS,
  type PolicyAcceptanceStatus,
  policyAcceptanceStatusSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readUserData } from '../../../lib/session';
import { facultyUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import PolicyGate from './policy-gate';

const summary = {
  heading: 'In short',
  blocks: [{ kind: 'list' as const, items: ['We never sell your information.', 'A parent says yes first.'] }],
};

const pendingPrivacy = {
  document: 'PRIVACY_POLICY' as const,
  version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY,
  title: 'Privacy policy',
  changes: ['Face checks are now a choice of their own.'],
  summary,
};

function statusWith(pending: PolicyAcceptanceStatus['pending'], acceptedBefore = true): PolicyAcceptanceStatus {
  return {
    current: [
      { document: 'PRIVACY_POLICY', version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY, title: 'Privacy policy' },
      { document: 'SAFETY_ADVISORY', version: CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY, title: 'Safety advisory' },
    ],
    pending,
    accepted: acceptedBefore
      ? [{ document: 'PRIVACY_POLICY', version: '2025-06-01', acceptedAt: '2025-06-02T10:00:00.000Z' }]
      : [],
  };
}

const gated = (user: UserDetails): UserDetails => ({ ...user, pendingPolicies: ['PRIVACY_POLICY'] });

describe('the policy step', () => {
  it('shows a student what changed and the summary written for children, and accepts the current versions', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([pendingPrivacy]));
    const sent = answerAndRecord('post', POLICY_PATHS.accept, policyAcceptanceStatusSchema, statusWith([]));
    const student = gated(studentUser);
    const { user } = renderWithProviders(<PolicyGate user={student} />, { user: student });

    const heading = await screen.findByRole('heading', { level: 1, name: 'We have updated our privacy policy' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'In short' })).toBeInTheDocument();
    expect(screen.getByText('We never sell your information.')).toBeInTheDocument();
    expect(screen.getByText('Face checks are now a choice of their own.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the whole privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(readUserData()?.pendingPolicies).toEqual([]));
    expect(sent).toEqual([
      { accept: [{ document: 'PRIVACY_POLICY', version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY }] },
    ]);
  });

  it('shows an adult what changed without the children’s summary', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([pendingPrivacy]));
    const reader = gated(facultyUser);
    renderWithProviders(<PolicyGate user={reader} />, { user: reader });
    expect(await screen.findByText('Face checks are now a choice of their own.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'In short' })).not.toBeInTheDocument();
  });

  it('welcomes someone who never accepted, such as a student the school added', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([pendingPrivacy], false));
    const student = gated(studentUser);
    renderWithProviders(<PolicyGate user={student} />, { user: student });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Before you start: our privacy policy and safety advisory',
      }),
    ).toBeInTheDocument();
  });

  it('says so when a newer version was published while reading, and keeps the step', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([pendingPrivacy]));
    refuse('post', POLICY_PATHS.accept, 'CONFLICT', 'A newer version was published');
    const reader = gated(facultyUser);
    const { user } = renderWithProviders(<PolicyGate user={reader} />, { user: reader });
    await user.click(await screen.findByRole('button', { name: 'I accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A newer version was published while you were reading');
    expect(readUserData()?.pendingPolicies).toEqual(['PRIVACY_POLICY']);
  });

  it('lets someone who accepted on another device straight through', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([]));
    const reader = gated(facultyUser);
    renderWithProviders(<PolicyGate user={reader} />, { user: reader });
    await waitFor(() => expect(readUserData()?.pendingPolicies).toEqual([]));
  });

  it('offers signing out instead', async () => {
    answer('get', POLICY_PATHS.acceptance, policyAcceptanceStatusSchema, statusWith([pendingPrivacy]));
    const reader = gated(facultyUser);
    renderWithProviders(<PolicyGate user={reader} />, { user: reader });
    expect(await screen.findByRole('link', { name: 'Not now, sign out' })).toHaveAttribute('href', '/signout');
  });
});
