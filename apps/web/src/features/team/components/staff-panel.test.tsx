import { staffPageSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import { StaffPanel } from './staff-panel';

const emptyPage = staffPageSchema.parse({
  content: [],
  page: 0,
  size: 20,
  totalElements: 0,
  totalPages: 0,
  last: true,
});

describe('Team: a school with no staff yet', () => {
  it('invites a new school to add its teachers instead of saying "No faculty here"', async () => {
    answer('get', '/faculty', staffPageSchema, emptyPage);
    const { user } = renderWithProviders(<StaffPanel staffRole="FACULTY" />, { user: instituteUser });
    const welcome = await screen.findByRole('region', { name: 'Add your teachers' });
    expect(within(welcome).getByRole('link', { name: 'Set up classes first' })).toHaveAttribute('href', '/curriculum');
    expect(screen.queryByText('No faculty here.')).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Add faculty member' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('explains admins when there are none', async () => {
    answer('get', '/institute-admins', staffPageSchema, emptyPage);
    renderWithProviders(<StaffPanel staffRole="ADMIN" />, { user: instituteUser });
    const welcome = await screen.findByRole('region', { name: 'No admins yet' });
    expect(within(welcome).getByRole('button', { name: 'Add admin' })).toBeInTheDocument();
  });

  it('keeps a plain message for a search or the deactivated list that finds no one', async () => {
    const searched: string[] = [];
    server.use(
      http.get('/api/faculty', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(okBody(staffPageSchema, emptyPage));
      }),
    );
    const { user } = renderWithProviders(<StaffPanel staffRole="FACULTY" />, { user: instituteUser });
    await screen.findByRole('region', { name: 'Add your teachers' });
    await user.type(screen.getByRole('textbox', { name: 'Search faculty' }), 'zed');
    await vi.waitFor(() => expect(searched).toContain('zed'));
    expect(await screen.findByText('No faculty match “zed”.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your teachers' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search faculty' }));
    await user.click(screen.getByRole('radio', { name: 'Deactivated' }));
    expect(await screen.findByText('No deactivated faculty.')).toBeInTheDocument();
  });
});
