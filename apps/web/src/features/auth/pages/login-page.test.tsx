import {
  ACCOUNT_LOGIN_PATH,
  institutePublicSchema,
  MESSAGES,
  STORAGE_KEYS,
  userDetailsSchema,
  VALIDATION_MESSAGES,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('signs a student in, keeps the session and opens their profile', async () => {
    const sent = answerAndRecord('post', ACCOUNT_LOGIN_PATH, userDetailsSchema, studentUser, session);
    const { user } = renderLogin();
    await signIn(user, '  Student@demo.test ', 'Secret#123');
    expect(await screen.findByText('Navigated to /student/asha-student')).toBeInTheDocument();
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
