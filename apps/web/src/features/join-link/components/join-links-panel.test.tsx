import {
  JOIN_LINK_PATHS,
  type JoinLink,
  type JoinRequest,
  joinLinkListSchema,
  joinLinkSchema,
  joinRequestListSchema,
  joinRequestSchema,
  studentClassListSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, okBody, server } from '../../../test/server';
import { JoinLinksPanel } from './join-links-panel';

const link: JoinLink = {
  id: '0b6f3e4a-8c1d-4f2e-9a3b-5c6d7e8f9a01',
  slug: 'Zx9kQw2mVb7nLp4rTy6uIo1aSd3fGh5jKl8zXc0vBn1',
  url: 'http://localhost:3000/user-auto-registration/Zx9kQw2mVb7nLp4rTy6uIo1aSd3fGh5jKl8zXc0vBn1',
  role: 'CANDIDATE',
  studentClass: 'SEVEN',
  section: 'A',
  needsApproval: true,
  expiresAt: '2026-12-06T10:00:00.000Z',
  maxUses: 30,
  uses: 2,
  pending: 1,
  state: 'ACTIVE',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const teacherLink: JoinLink = { ...link, id: '0b6f3e4a-8c1d-4f2e-9a3b-5c6d7e8f9a02', role: 'FACULTY' };
const request: JoinRequest = {
  id: '1c7a4f5b-9d2e-4a3f-8b4c-6d7e8f9a0b12',
  linkId: link.id,
  role: 'CANDIDATE',
  name: 'Anaya Rao',
  email: 'anaya@school.test',
  dateOfBirth: '2014-07-21',
  studentClass: 'SEVEN',
  section: 'A',
  status: 'PENDING',
  createdAt: '2026-11-29T11:00:00.000Z',
};

const renderPanel = () =>
  renderWithProviders(<JoinLinksPanel audience="CANDIDATE" />, { route: '/candidate', user: instituteUser });

describe('Join links on the students page', () => {
  it("lists the students' links with their uses, and approves a waiting request", async () => {
    answer('get', JOIN_LINK_PATHS.links, joinLinkListSchema, [link, teacherLink]);
    answer('get', JOIN_LINK_PATHS.requests, joinRequestListSchema, [request]);
    const approved: string[] = [];
    server.use(
      http.post(`/api${JOIN_LINK_PATHS.approve.replace(':id', request.id)}`, () => {
        approved.push(request.id);
        return HttpResponse.json(okBody(joinRequestSchema, { ...request, status: 'APPROVED' }));
      }),
    );
    const { user } = renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Join link: Class 7 A' });
    expect(row).toHaveTextContent('2 of 30 used · 1 waiting');
    expect(within(row).getByText(link.url)).toBeInTheDocument();
    // The teachers' link belongs to the team page.
    expect(screen.getAllByRole('listitem', { name: /^Join link/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Approve Anaya Rao' }));
    expect(
      await screen.findByText('Anaya Rao joined. They get an email to confirm their address.'),
    ).toBeInTheDocument();
    expect(approved).toEqual([request.id]);
  });

  it('makes a link for a class the school runs, needing approval by default', async () => {
    answer('get', JOIN_LINK_PATHS.links, joinLinkListSchema, []);
    answer('get', JOIN_LINK_PATHS.requests, joinRequestListSchema, []);
    answer('get', '/institute/student-class-list', studentClassListSchema, [
      { studentClass: 'SEVEN', label: 'Class 7', sortOrder: 7, sectionTypes: ['A', 'B'] },
    ]);
    const sent = answerAndRecord('post', JOIN_LINK_PATHS.links, joinLinkSchema, link, { status: 201 });
    const { user } = renderPanel();
    expect(await screen.findByText('No join links yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New join link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New join link for students' });
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByText('Choose the class this link is for')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: /^Class/ }));
    await user.click(await screen.findByRole('option', { name: 'Class 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await screen.findByText('Join link made. Copy it from the list to share it.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        role: 'CANDIDATE',
        studentClass: 'SEVEN',
        section: null,
        needsApproval: true,
        expiresInDays: 7,
        maxUses: null,
      },
    ]);
  });
});
