import {
  type Birthdays,
  birthdaysSchema,
  type MyWishes,
  myWishesSchema,
  personWishesSchema,
} from '@noticeboard/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { BirthdaysCard } from './birthdays-card';
import { MyWishesCard } from './my-wishes-card';

const KABIR_WISH = '0b7c5a52-6f0e-4c51-9d43-2d8f4b0c6a11';
const TEACHER_WISH = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';
const ASHA = '5d6e7f80-1a2b-4c3d-8e9f-a0b1c2d3e4f5';

const mine: MyWishes = {
  birthdayToday: true,
  wishes: [
    {
      id: KABIR_WISH,
      fromName: 'Kabir',
      fromLabel: 'Class 8 A',
      message: 'Happy birthday!',
      sticker: null,
      createdAt: '2026-11-30T03:00:00.000Z',
    },
    {
      id: TEACHER_WISH,
      fromName: 'Priya',
      fromLabel: 'Staff',
      message: null,
      sticker: 'STAR',
      createdAt: '2026-11-30T02:00:00.000Z',
    },
  ],
};

const today = (canModerate: boolean): Birthdays => ({
  enabled: true,
  day: '2026-11-30',
  canWish: true,
  canModerate,
  people: [{ userId: ASHA, firstName: 'Asha', classLabel: 'Class 8 A', isMe: false, wishedByMe: false, wishCount: 2 }],
});

describe('removing a birthday wish', () => {
  it('lets the birthday child remove a wish after confirming', async () => {
    answer('get', '/assembly/wishes/mine', myWishesSchema, mine);
    const removed = answerAndRecord('delete', `/assembly/wishes/${KABIR_WISH}`, z.null(), null);
    renderWithProviders(<MyWishesCard firstName="Asha" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the wish from Kabir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this wish?' });
    expect(dialog).toHaveTextContent('cannot be sent again');
    expect(removed).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove wish' }));
    await waitFor(() => expect(removed).toHaveLength(1));
  });

  it("shows the server's refusal in the dialog", async () => {
    answer('get', '/assembly/wishes/mine', myWishesSchema, mine);
    refuse('delete', `/assembly/wishes/${TEACHER_WISH}`, 'NOT_FOUND', 'Wish not found');
    renderWithProviders(<MyWishesCard firstName="Asha" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the wish from Priya' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove wish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wish not found');
  });

  it("lets the school's moderators read a person's wishes and remove one", async () => {
    answer('get', '/assembly/birthdays', birthdaysSchema, today(true));
    answer('get', `/assembly/birthdays/${ASHA}/wishes`, personWishesSchema, { wishes: mine.wishes });
    const removed = answerAndRecord('delete', `/assembly/wishes/${KABIR_WISH}`, z.null(), null);
    renderWithProviders(<BirthdaysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read the wishes for Asha' }));
    const list = await screen.findByRole('dialog', { name: 'Wishes for Asha' });
    expect(await within(list).findByText('Happy birthday!')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove the wish from Kabir' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this wish?' })).getByRole('button', {
        name: 'Remove wish',
      }),
    );
    await waitFor(() => expect(removed).toHaveLength(1));
  });

  it('shows classmates no way to read or remove others’ wishes', async () => {
    answer('get', '/assembly/birthdays', birthdaysSchema, today(false));
    renderWithProviders(<BirthdaysCard />);
    expect(await screen.findByRole('button', { name: 'Wish Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read the wishes for Asha' })).not.toBeInTheDocument();
  });
});
