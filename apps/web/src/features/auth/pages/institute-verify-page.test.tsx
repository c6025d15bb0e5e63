import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { okBody, server } from '../../../test/server';
import InstituteVerifyPage from './institute-verify-page';

describe('a school confirming its email from the link', () => {
  it('says the email is confirmed, not that the school is verified, and where the badge comes from', async () => {
    server.use(
      http.post('/api/institute/verify', () =>
        HttpResponse.json(okBody(z.object({ verified: z.literal(true) }), { verified: true })),
      ),
    );
    renderWithProviders(<InstituteVerifyPage />, { route: '/institute/verify?token=abc', path: '/institute/verify' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.queryByText(/School verified/)).not.toBeInTheDocument();
    expect(screen.getByText(/once the Noticeboard team has checked your UDISE code/)).toBeInTheDocument();
  });
});
