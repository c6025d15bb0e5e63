import { consentSchema, memberSchema, pageOf } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import { ConsentsPanel } from './consents-panel';

const consentPage = pageOf(consentSchema);
const empty = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0, last: true };
// The Ask a parent dialog looks its students up as soon as the panel is drawn.
beforeEach(() => answer('get', '/institute/members', pageOf(memberSchema), empty));

describe('Parent consent: no requests yet', () => {
  it('explains where requests come from and offers the first steps', async () => {
    answer('get', '/institute/parent-consent', consentPage, empty);
    renderWithProviders(<ConsentsPanel />, { user: instituteUser });
    const welcome = await screen.findByRole('region', { name: 'No consent requests yet' });
    expect(welcome).toHaveTextContent('When you add a student under 18 with a parent’s email');
    expect(within(welcome).getByRole('link', { name: 'Add students' })).toHaveAttribute('href', '/candidate');
    expect(within(welcome).getByRole('button', { name: 'Ask a parent' })).toBeInTheDocument();
    expect(screen.queryByText('No consent requests here.')).not.toBeInTheDocument();
  });

  it('says "No consent requests here" for a status tab with none', async () => {
    server.use(http.get('/api/institute/parent-consent', () => HttpResponse.json(okBody(consentPage, empty))));
    const { user } = renderWithProviders(<ConsentsPanel />, { user: instituteUser });
    await screen.findByRole('region', { name: 'No consent requests yet' });
    await user.click(screen.getByRole('radio', { name: 'Declined' }));
    expect(await screen.findByText('No consent requests here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No consent requests yet' })).not.toBeInTheDocument();
  });
});
