import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import SuccessfulSubmission from './successful-submission';

describe('/successful-submission', () => {
  it('thanks a person for their story, with links onward', () => {
    renderWithProviders(<SuccessfulSubmission />, { route: '/successful-submission?sent=story' });
    expect(screen.getByRole('heading', { name: 'Thank you for your story' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute('href', '/latest');
    expect(screen.getByRole('link', { name: 'Go to the community' })).toHaveAttribute('href', '/community');
  });

  it('still thanks an enquiry as before', () => {
    renderWithProviders(<SuccessfulSubmission />, { route: '/successful-submission' });
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send another message' })).toBeInTheDocument();
  });
});
