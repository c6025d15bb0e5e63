import {
  type Candidate,
  candidatePageSchema,
  candidateSchema,
  type SeatLimit,
  seatLimitDetails,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, refuse } from '../../../test/server';
import CandidatePage from './candidate-page';

const removed: Candidate = candidateSchema.parse({
  id: '4a5b6c7d-0000-4000-8000-000000000009',
  name: 'Ravi Kumar',
  email: 'ravi@greenfield.test',
  customUrl: 'ravi-kumar',
  studentClass: 'EIGHT',
  section: 'A',
  rollNumber: '9',
  dateOfBirth: null,
  status: 'REMOVED',
  passwordSet: true,
  createdAt: '2026-06-01T00:00:00.000Z',
});

const refuseSeats = (method: 'post', path: string, limit: SeatLimit, message: string) =>
  refuse(method, path, 'SEAT_LIMIT', message, { details: seatLimitDetails(limit) });

function renderStudents(content: Candidate[] = []) {
  answer('get', '/candidates', candidatePageSchema, {
    content,
    page: 0,
    size: 20,
    totalElements: content.length,
    totalPages: 1,
    last: true,
  });
  return renderWithProviders(<CandidatePage />, { route: '/candidate', user: instituteUser });
}

describe('Students page: past the paid seats', () => {
  it('adding a student shows the seat dialog with the numbers and a link to buy the seats missing', async () => {
    refuseSeats(
      'post',
      '/candidates',
      { seats: 50, used: 50, adding: 1, needed: 1 },
      'Your plan has 50 seats and 50 are in use. Buy 1 more seat to add this student.',
    );
    const { user } = renderStudents();
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const form = await screen.findByRole('dialog', { name: 'Add a student' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@kids.test');
    await user.click(within(form).getByRole('combobox', { name: /^Class/ }));
    await user.click(await screen.findByRole('option', { name: 'Class 6' }));
    await user.click(within(form).getByRole('button', { name: 'Add student' }));

    const dialog = await screen.findByRole('dialog', { name: "Your plan's seats are full" });
    expect(dialog).toHaveTextContent('Your plan has 50 seats and 50 are in use. To add this student, buy 1 more seat.');
    expect(within(dialog).getByRole('list', { name: 'Seats' })).toHaveTextContent('Seats in your plan: 50');
    expect(screen.queryByRole('dialog', { name: 'Add a student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    const again = await screen.findByRole('dialog', { name: 'Add a student' });
    expect(within(again).getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Iyer');

    await user.click(within(again).getByRole('button', { name: 'Add student' }));
    const link = await screen.findByRole('link', { name: 'Buy 1 more seat' });
    await user.click(link);
    expect(await screen.findByText('Navigated to /checkout/seats?seats=1')).toBeInTheDocument();
  });

  it('an upload with more students than free seats offers to buy what is missing', async () => {
    refuseSeats(
      'post',
      '/candidates/import',
      { seats: 50, used: 49, adding: 4, needed: 3 },
      'Your plan has 50 seats and 49 are in use. Buy 3 more seats to add these students.',
    );
    const { user } = renderStudents();
    await user.click(screen.getByRole('button', { name: 'Upload students' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload students' });
    const input = upload.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the upload dialog has no file input');
    await user.upload(input, new File(['name,email\n'], 'class-8.csv', { type: 'text/csv' }));
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));

    const dialog = await screen.findByRole('dialog', { name: "Your plan's seats are full" });
    expect(dialog).toHaveTextContent(
      'Your plan has 50 seats and 49 are in use. To add these 4 students, buy 3 more seats.',
    );
    expect(within(dialog).getByRole('link', { name: 'Buy 3 more seats' })).toHaveAttribute(
      'href',
      '/checkout/seats?seats=3',
    );
  });

  it('restoring a removed student past the seats says so in the same dialog', async () => {
    refuseSeats(
      'post',
      `/candidates/${removed.id}/restore`,
      { seats: 1, used: 1, adding: 1, needed: 1 },
      'Your plan has 1 seat and 1 is in use. Buy 1 more seat to restore this student.',
    );
    const { user } = renderStudents([removed]);
    await user.click(await screen.findByRole('button', { name: 'Restore Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: "Your plan's seats are full" });
    expect(dialog).toHaveTextContent('Your plan has 1 seat and 1 is in use. To restore this student, buy 1 more seat.');
    expect(within(dialog).getByRole('link', { name: 'Buy 1 more seat' })).toBeInTheDocument();
  });

  it('shows another refusal of an added student as before, without the seat dialog', async () => {
    refuse('post', '/candidates', 'CONFLICT', 'An account with this email already exists', {
      details: [{ field: 'email', message: 'An account with this email already exists' }],
    });
    const { user } = renderStudents();
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const form = await screen.findByRole('dialog', { name: 'Add a student' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@kids.test');
    await user.click(within(form).getByRole('combobox', { name: /^Class/ }));
    await user.click(await screen.findByRole('option', { name: 'Class 6' }));
    await user.click(within(form).getByRole('button', { name: 'Add student' }));
    expect(await within(form).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Your plan's seats are full" })).not.toBeInTheDocument();
  });
});
