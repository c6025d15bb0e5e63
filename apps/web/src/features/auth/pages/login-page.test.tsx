import {
  ACCOUNT_LOGIN_PATH,
  institutePublicSchema,
  MESSAGES,
  renewResultSchema,
  STORAGE_KEYS,
  userDetailsSchema,
  VALIDATION_MESSAGES,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import LoginPage from './login-page';

const greenfield = institutePublicSchema.parse({
  id: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  name: 'Greenfield Public School',
  customUrl: 'greenfield',
  board: 'CBSE',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  verified: true,
  verifiedAt: '2025-07-01T00:00:00.000Z',
  verifiedWith: 'UDISE',
  memberCounts: { students: 120, faculty: 8, admins: 1 },
  createdAt: '2025-06-01T00:00:00.000Z',
});

const session = { headers: { authorization: 'Bearer fresh-refresh-token' } };

const renderLogin = (route = '/login') => renderWithProviders(<LoginPage />, { route, path: '/login' });

async function signIn(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  if (email) await user.type(within(form).getByLabelText(/Email/), email);
  if (password) await user.type(within(form).getByLabelText(/Password/), password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return form;
}

describe('Sign-in form', () => {
  it('names both missing fields and sends nothing', async () => {
    const sent = answerAndRecord('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin();
    const form = await signIn(user, '', '');
    expect(within(form).getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('rejects a malformed email address with the shared message', async () => {
    const { user } = renderLogin();
    const form = await signIn(user, 'asha@', 'secret');
    expect(within(form).getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server 401 message in an alert and stays signed out', async () => {
    refuse('post', ACCOUNT_LOGIN_PATH, 'UNAUTHORIZED', MESSAGES.invalidCredentials);
    const { user } = renderLogin();
    await signIn(user, 'student@demo.test', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not sign you in');
    expect(alert).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('shows why an unverified account cannot sign in', async () => {
    refuse('post', ACCOUNT_LOGIN_PATH, 'EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
    const { user } = renderLogin();
    await signIn(user, 'student@demo.test', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailNotVerified);
  });

  it('signs a student in, keeps the session and opens their home', async () => {
    const sent = answerAndRecord('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin();
    await signIn(user, '  Student@demo.test ', 'Secret#123');
    expect(await screen.findByText('Navigated to /home')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'Student@demo.test', password: 'Secret#123' }]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('fresh-refresh-token');
  });

  it('returns to the remembered page after sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectionUrl, '/quiz?day=today');
    answer('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin();
    await signIn(user, 'student@demo.test', 'Secret#123');
    expect(await screen.findByText('Navigated to /quiz?day=today')).toBeInTheDocument();
  });

  it('asks for no role: a school signs in with the same form', async () => {
    const sent = answerAndRecord('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await signIn(user, 'office@greenfield.test', 'Secret#123');
    await screen.findByText(/Navigated to/);
    expect(sent).toHaveLength(1);
  });
});

describe('Sign-in page', () => {
  it('confirms a verified email and pre-fills the address from the link', async () => {
    renderLogin('/login?status=verified&email=asha%40demo.test&type=staff');
    expect(screen.getByRole('alert', { name: /Email verified/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@demo.test');
    expect(screen.getByText('Teachers and school admins: sign in with your school email.')).toBeInTheDocument();
  });

  it('says the password changed after a reset', () => {
    renderLogin('/login?status=reset&email=asha%40demo.test');
    expect(screen.getByRole('alert', { name: /Password changed/ })).toHaveTextContent(
      'Sign in with your new password.',
    );
  });

  it('goes where the link asked once signed in (a shared post)', async () => {
    answer('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin('/login?entity_type=POST&entityId=class-garden-1a2b');
    await signIn(user, 'student@demo.test', 'Secret#123');
    expect(await screen.findByText('Navigated to /community/details/class-garden-1a2b')).toBeInTheDocument();
  });

  it('offers a handed-over session and keeps it only when the person says it is theirs', async () => {
    answer('post', '/user/renew/token', renewResultSchema, { refreshToken: 'swapped-token', user: studentUser });
    const { user } = renderLogin('/login?authToken=handed-over&showQuizPage=true');
    expect(await screen.findByText(/Continue as/)).toHaveTextContent(`Continue as ${studentUser.name}`);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Navigated to /quiz')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('swapped-token');
  });

  it('ends a handed-over session the person does not recognise', async () => {
    answer('post', '/user/renew/token', renewResultSchema, { refreshToken: 'swapped-token', user: studentUser });
    const loggedOut = answerAndRecord('post', '/user/logout', z.null(), null);
    const { user } = renderLogin('/login?authToken=someone-elses');
    await user.click(await screen.findByRole('button', { name: 'Not me' }));
    await waitFor(() => expect(screen.queryByText(/Continue as/)).not.toBeInTheDocument());
    expect(loggedOut).toEqual([{ refreshToken: 'swapped-token' }]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('says so when a handed-over link was already used', async () => {
    refuse('post', '/user/renew/token', 'UNAUTHORIZED', 'Session expired');
    renderLogin('/login?authToken=used');
    expect(await screen.findByRole('alert', { name: /Link expired/ })).toBeInTheDocument();
  });

  it("greets the school on its own sign-in address and sends the school's address along", async () => {
    answer('get', '/institute/public/greenfield', institutePublicSchema, greenfield);
    const sent = answerAndRecord('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderWithProviders(<LoginPage />, { route: '/greenfield/login', path: '/:userSlug/login' });
    expect(await screen.findByText('Sign in to Greenfield Public School.')).toBeInTheDocument();
    await signIn(user, 'student@demo.test', 'Secret#123');
    await screen.findByText(/Navigated to/);
    expect(sent).toEqual([{ email: 'student@demo.test', password: 'Secret#123', instituteCustomUrl: 'greenfield' }]);
  });
});
