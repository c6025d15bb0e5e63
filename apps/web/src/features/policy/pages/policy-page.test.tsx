import { POLICY_PATHS, type PolicyText, policyTextSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import PolicyPage from './policy-page';

const text = (overrides: Partial<PolicyText> = {}): PolicyText => ({
  document: 'PRIVACY_POLICY',
  version: '2026-11-29',
  title: 'Privacy policy',
  current: true,
  versions: ['2026-11-29', '2025-06-01'],
  summary: { heading: 'In short', blocks: [{ kind: 'list', items: ['We never sell your information.'] }] },
  changes: ['This is our first written privacy policy.'],
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        { kind: 'paragraph', text: 'Your name, <b>your school</b> and class.' },
        { kind: 'list', items: ['Account details', 'What you add'] },
      ],
    },
  ],
  ...overrides,
});

describe('the privacy policy page', () => {
  it('shows the current text: the summary, what changed, the sections, and the earlier versions', async () => {
    answer('get', POLICY_PATHS.text('PRIVACY_POLICY'), policyTextSchema, text());
    renderWithProviders(<PolicyPage />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Version of 29 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In short' })).toBeInTheDocument();
    expect(screen.getByText('This is our first written privacy policy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    // Plain text, never HTML.
    expect(screen.getByText('Your name, <b>your school</b> and class.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Other versions' })).toHaveTextContent('1 Jun 2025');
    expect(screen.getByRole('link', { name: 'Safety advisory' })).toHaveAttribute('href', '/safety-advisory');
  });

  it('shows an earlier version with a way back to the current one', async () => {
    answer(
      'get',
      POLICY_PATHS.version('PRIVACY_POLICY', '2025-06-01'),
      policyTextSchema,
      text({ version: '2025-06-01', current: false }),
    );
    renderWithProviders(<PolicyPage />, { route: '/privacy-policy?version=2025-06-01' });
    expect(await screen.findByText('This is an earlier version')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the current privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

describe('the safety advisory page', () => {
  it('shows its own text', async () => {
    answer(
      'get',
      POLICY_PATHS.text('SAFETY_ADVISORY'),
      policyTextSchema,
      text({ document: 'SAFETY_ADVISORY', title: 'Safety advisory', versions: ['2026-11-29'] }),
    );
    renderWithProviders(<PolicyPage />, { route: '/safety-advisory' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety advisory' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Other versions' })).not.toBeInTheDocument();
  });
});
