import {
  JOIN_LINK_MESSAGES,
  JOIN_LINK_PATHS,
  memberVerifyPreviewSchema,
  memberVerifyResultSchema,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import MemberVerifyPage from './member-verify-page';

const TOKEN = 'q7Zk2mVb7nLp4rTy6uIo1aSd3fGh5jKl8zXc0vBn1Aa';
const route = `${JOIN_LINK_PATHS.verify}?token=${TOKEN}`;
const invitation = {
  instituteName: 'Sunrise Public School',
  instituteCustomUrl: 'sunrise',
  role: 'FACULTY' as const,
  name: 'Ravi Kumar',
  email: 'ravi@school.test',
  hasPassword: false,
};

const renderPage = () => renderWithProviders(<MemberVerifyPage />, { route, path: JOIN_LINK_PATHS.verify });

describe('/community-member/verify', () => {
  it('confirms the invitation for its own school, then goes on to set the password with the same token', async () => {
    answer('get', JOIN_LINK_PATHS.verify, memberVerifyPreviewSchema, invitation);
    const sent = answerAndRecord('post', JOIN_LINK_PATHS.verify, memberVerifyResultSchema, {
      next: 'SET_PASSWORD',
      email: invitation.email,
      instituteCustomUrl: 'sunrise',
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Sunrise Public School' })).toBeInTheDocument();
    expect(screen.getByText(/invited you to Noticeboard as a teacher/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and set my password' }));
    expect(await screen.findByText(`Navigated to /reset-password?token=${TOKEN}`)).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN, school: 'sunrise' }]);
  });

  it('sends a person who chose a password on a join link to sign in', async () => {
    answer('get', JOIN_LINK_PATHS.verify, memberVerifyPreviewSchema, { ...invitation, hasPassword: true });
    answer('post', JOIN_LINK_PATHS.verify, memberVerifyResultSchema, {
      next: 'SIGN_IN',
      email: invitation.email,
      instituteCustomUrl: 'sunrise',
    });
    const { user } = renderPage();
    expect(await screen.findByText(/accepted you on Noticeboard as a teacher/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText('Navigated to /login?email=ravi%40school.test&status=verified')).toBeInTheDocument();
  });

  it('tells the person to ask their school again when the invitation has expired or was used', async () => {
    refuse('get', JOIN_LINK_PATHS.verify, 'LINK_EXPIRED', JOIN_LINK_MESSAGES.invitationExpired);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invitation expired' })).toBeInTheDocument();
    expect(screen.getByText(/Ask your school to send the invitation again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });
});
