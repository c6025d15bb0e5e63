import type { PublicNewsletter } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NewsletterView } from './newsletter-view';

const newsletter: PublicNewsletter = {
  schoolName: 'Greenfield Public School',
  schoolCustomUrl: 'greenfield-public-school',
  title: 'Week 14',
  preheader: '',
  accentColor: '#1b5e20',
  logoUrl: 'http://localhost:3000/api/newsletter-logos/7c9e6679-7425-40de-944b-e07fc1f90ae7/logo',
  sentAt: '2026-11-27T04:30:00.000Z',
  blocks: [{ type: 'HEADING', text: 'Sports day' }],
  newsletterId: null,
};

describe('NewsletterView', () => {
  it("shows the school's logo in the masthead, and none when the school has not set one", () => {
    const { unmount } = renderWithProviders(<NewsletterView newsletter={newsletter} />);
    expect(screen.getByRole('img', { name: 'Greenfield Public School logo' })).toHaveAttribute(
      'src',
      newsletter.logoUrl,
    );
    unmount();
    renderWithProviders(<NewsletterView newsletter={{ ...newsletter, logoUrl: null }} />);
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Week 14' })).toBeInTheDocument();
  });
});
