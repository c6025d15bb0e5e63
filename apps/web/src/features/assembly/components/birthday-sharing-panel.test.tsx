import { birthdaySharingSchema } from '@noticeboard/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { BirthdaySharingPanel } from './birthday-sharing-panel';

const label = /Show my birthday \(first name only, no date or age\)/;

describe('BirthdaySharingPanel', () => {
  it('shows the saved choice (off by default) and turns it on', async () => {
    answer('get', '/assembly/birthday-sharing', birthdaySharingSchema, { shareBirthday: false });
    const received = answerAndRecord('put', '/assembly/birthday-sharing', birthdaySharingSchema, {
      shareBirthday: true,
    });
    renderWithProviders(<BirthdaySharingPanel />);
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(received).toEqual([{ shareBirthday: true }]));
    expect(await screen.findByText('Your first name will appear on your birthday.')).toBeInTheDocument();
  });

  it('turns it off again, and says so when the school refuses', async () => {
    answer('get', '/assembly/birthday-sharing', birthdaySharingSchema, { shareBirthday: true });
    refuse('put', '/assembly/birthday-sharing', 'FORBIDDEN', 'You do not have access to this');
    renderWithProviders(<BirthdaySharingPanel />);
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this');
  });
});
