import { DELETION_PATHS, deletionStatusSchema } from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readUserData } from '../../../lib/session';
import { instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { DeleteAccountPanel } from './delete-account-panel';

describe('Delete account', () => {
  it('asks for a reason (with words for Other) and the password, then brings the countdown up', async () => {
    const scheduledFor = new Date(Date.now() + 72 * 3600 * 1000).toISOString();
    const sent = answerAndRecord(
      'post',
      DELETION_PATHS.request,
      deletionStatusSchema,
      {
        userId: studentUser.id,
        deletion: {
          id: '6c1b1a3e-8f43-4c55-a2a2-0d7d1d1c3f10',
          scope: 'ACCOUNT',
          reason: 'OTHER',
          requestedBy: 'SELF',
          requestedAt: new Date().toISOString(),
          scheduledFor,
          canCancel: true,
        },
        now: new Date().toISOString(),
      },
      { status: 201 },
    );
    const { user } = renderWithProviders(<DeleteAccountPanel user={studentUser} />, { user: studentUser });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText(/Your password/), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Tell us the reason in a few words')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tell us the reason/ }), 'Moving away');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(readUserData()?.deletionScheduledFor).toBe(scheduledFor));
    expect(sent).toEqual([{ reason: 'OTHER', reasonText: 'Moving away', password: 'Demo@12345' }]);
  });

  it('shows the server’s word on a wrong password beside the field', async () => {
    refuse('post', DELETION_PATHS.request, 'VALIDATION_FAILED', 'The password is not right', {
      details: [{ field: 'password', message: 'The password is not right' }],
    });
    const { user } = renderWithProviders(<DeleteAccountPanel user={studentUser} />, { user: studentUser });
    await user.click(screen.getByRole('radio', { name: 'No longer needed' }));
    await user.type(screen.getByLabelText(/Your password/), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is not right')).toBeInTheDocument();
    expect(readUserData()?.deletionScheduledFor ?? null).toBeNull();
  });

  it('makes a school type its name, since the whole school goes', async () => {
    const { user } = renderWithProviders(<DeleteAccountPanel user={instituteUser} />, { user: instituteUser });
    const name = instituteUser.instituteName ?? instituteUser.name;
    expect(screen.getByText('Everyone at the school loses their account')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Switching platform' }));
    await user.type(screen.getByLabelText(/Your password/), 'Demo@12345');
    await user.type(screen.getByRole('textbox', { name: /Type the school's name/ }), 'Another School');
    await user.click(screen.getByRole('button', { name: 'Delete the school' }));
    expect(await screen.findByText(`Type ${name} to confirm`)).toBeInTheDocument();
  });
});
