import { COMMUNITY_PATHS, communityMemberPageSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import PeopleWidget from './people-widget';

const person = (n: number, customUrl: string | null = `student-${n}`) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: customUrl ? `Student ${n}` : `Student ${n}.`,
  customUrl,
  role: 'CANDIDATE',
});

describe('People of a school community (admins, mentors, members; load more)', () => {
  it('lists the admins first, switches to the members and adds the next page below', async () => {
    answer('get', COMMUNITY_PATHS.members.replace(':list', 'admins'), communityMemberPageSchema, {
      content: [{ ...person(1, 'meera-admin'), name: 'Meera Admin', role: 'ADMIN' }],
      page: 0,
      size: 10,
      totalElements: 1,
      totalPages: 1,
      last: true,
    });
    const asked: string[] = [];
    server.use(
      http.get(`/api${COMMUNITY_PATHS.members.replace(':list', 'members')}`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('customUrl')} ${url.searchParams.get('page')}`);
        const page = Number(url.searchParams.get('page'));
        const content = page === 0 ? [person(1), person(2)] : [person(3, null)];
        return HttpResponse.json(
          okBody(communityMemberPageSchema, {
            content,
            page,
            size: 2,
            totalElements: 3,
            totalPages: 2,
            last: page === 1,
          }),
        );
      }),
    );
    const { user } = renderWithProviders(<PeopleWidget customUrl="greenfield" />);

    const widget = screen.getByRole('region', { name: 'People' });
    expect(await within(widget).findByRole('link', { name: 'Meera Admin' })).toHaveAttribute(
      'href',
      '/user/meera-admin',
    );

    await user.click(within(widget).getByText('Members'));
    const members = await within(widget).findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Student 1', 'Student 2']);

    await user.click(within(widget).getByRole('button', { name: 'Show more (2 of 3)' }));
    expect(await within(members).findByText('Student 3.')).toBeInTheDocument();
    // A child seen from outside the school: "First L." and no link to a profile.
    expect(within(members).queryByRole('link', { name: 'Student 3.' })).not.toBeInTheDocument();
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(within(widget).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['greenfield 0', 'greenfield 1']);
  });

  it('says so when a list is empty', async () => {
    answer('get', COMMUNITY_PATHS.members.replace(':list', 'admins'), communityMemberPageSchema, {
      content: [],
      page: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      last: true,
    });
    renderWithProviders(<PeopleWidget customUrl="greenfield" />);
    expect(await screen.findByText('No admins listed yet.')).toBeInTheDocument();
  });
});
