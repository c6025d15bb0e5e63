import { consentCountsSchema, consentSchema, memberSchema, pageOf } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import { ConsentsPanel } from './consents-panel';

const consentPage = pageOf(consentSchema);
const empty = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0, last: true };
// The Ask a parent dialog looks its students up as soon as the panel is drawn; the filters read their counts.
beforeEach(() => {
  answer('get', '/institute/members', pageOf(memberSchema), empty);
  answer('get', '/institute/parent-consent/counts', consentCountsSchema, {
    ALL: 0,
    PENDING: 0,
    GRANTED: 0,
    DECLINED: 0,
  });
});

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
    await user.click(screen.getByRole('radio', { name: /^Declined/ }));
    expect(await screen.findByText('No consent requests here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No consent requests yet' })).not.toBeInTheDocument();
  });
});

describe('Parent consent: status counts (issue 17 §4)', () => {
  it('names each status filter with how many requests it holds, for the search typed', async () => {
    const searched: string[] = [];
    server.use(
      http.get('/api/institute/parent-consent/counts', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searched.push(search);
        const counts = search
          ? { ALL: 1, PENDING: 1, GRANTED: 0, DECLINED: 0 }
          : { ALL: 7, PENDING: 4, GRANTED: 2, DECLINED: 1 };
        return HttpResponse.json(okBody(consentCountsSchema, counts));
      }),
    );
    answer('get', '/institute/parent-consent', consentPage, empty);
    const { user } = renderWithProviders(<ConsentsPanel />, { user: instituteUser });
    const filters = await screen.findByRole('radiogroup', { name: 'Consent status' });
    expect(await within(filters).findByRole('radio', { name: 'Pending (4 requests)' })).not.toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'All (7 requests)' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'Granted (2 requests)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Declined (1 request)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search students or parents' }), 'Kavya');
    expect(await within(filters).findByRole('radio', { name: 'Pending (1 request)' })).toBeInTheDocument();
    expect(searched.at(-1)).toBe('Kavya');
  });
});
