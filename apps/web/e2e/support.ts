import path from 'node:path';
/** Demo accounts, API sign-in and session seeding shared by the end-to-end specs. */
import {
  LOGIN_KINDS,
  type LoginKind,
  ownProfilePath,
  STORAGE_KEYS,
  type UserDetails,
  userDetailsSchema,
} from '@noticeboard/shared';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_INSTITUTE_URL = 'greenfield-public-school';

export interface DemoAccount {
  name: 'institute' | 'admin' | 'faculty' | 'student' | 'individual';
  email: string;
  kind: LoginKind;
  /** The label of the role choice on the sign-in form. */
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'institute', email: 'institute@demo.test', kind: 'institute' },
  { name: 'admin', email: 'admin@demo.test', kind: 'faculty' },
  { name: 'faculty', email: 'faculty@demo.test', kind: 'faculty' },
  { name: 'student', email: 'student@demo.test', kind: 'user' },
  { name: 'individual', email: 'individual@demo.test', kind: 'individual' },
];

export function account(name: DemoAccount['name']): DemoAccount {
  const found = DEMO_ACCOUNTS.find((entry) => entry.name === name);
  if (!found) throw new Error(`No demo account ${name}`);
  return found;
}

export interface Session {
  user: UserDetails;
  refreshToken: string;
}

/** POST /api/{kind}/login through a request context that shares the page's cookies. */
export async function signInViaApi(request: APIRequestContext, demo: DemoAccount): Promise<Session> {
  expect(LOGIN_KINDS).toContain(demo.kind);
  const response = await request.post(`/api/${demo.kind}/login`, {
    data: { email: demo.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in of ${demo.email}`).toBe(200);
  const payload: unknown = await response.json();
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const user = userDetailsSchema.parse(body);
  const refreshToken = response.headers().authorization;
  expect(refreshToken, 'refresh token in the authorization header').toBeTruthy();
  return { user, refreshToken: refreshToken ?? '' };
}

/** Writes the session the way the sign-in form does, and marks cookies as accepted to keep the banner away. */
export async function storeSession(page: Page, session: Session | null): Promise<void> {
  await page.evaluate(
    ({ keys, session: value }) => {
      localStorage.clear();
      localStorage.setItem('cookieConsent', 'accepted');
      if (!value) return;
      localStorage.setItem(keys.userData, JSON.stringify({ ...value.user, cookiesAccepted: true }));
      localStorage.setItem(keys.refreshToken, value.refreshToken);
    },
    { keys: STORAGE_KEYS, session },
  );
}

/** Signs a fresh page in through the API and stores the session; the page ends on /login. */
export async function signedInPage(page: Page, demo: DemoAccount): Promise<Session> {
  await page.goto('/login');
  const session = await signInViaApi(page.request, demo);
  await storeSession(page, session);
  return session;
}

export const profilePathOf = (session: Session) => ownProfilePath(session.user);

export async function pathnameOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits until no page-level loading indicator is shown. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** The password the journeys give the accounts they create. */
export const NEW_PASSWORD = 'Fresh@Pass2026';

/** Opens /dev/outbox and returns the newest mail card sent to `to`. */
export async function openMail(page: Page, to: string): Promise<Locator> {
  await page.goto('/dev/outbox');
  const card = page
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(card).toBeVisible();
  return card;
}

/** After signing in: the role's home (issue 17 §2), greeting the person. */
export async function expectHome(page: Page, name?: string): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Good (morning|afternoon|evening), ${name ?? ''}`) }),
  ).toBeVisible();
}

/** The sign-in form: email and password only (the server finds the kind of account). */
export async function signInWithForm(page: Page, email: string, password = NEW_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The message a sign-up form shows while its privacy policy and safety advisory box is not ticked. */
export const POLICY_BOX_REQUIRED = 'Tick the box to accept the privacy policy and the safety advisory';

/** Ticks every sign-up form's box accepting the privacy policy and the safety advisory. */
export async function acceptPoliciesBox(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^I have read and accept the privacy policy/ }).check();
}

/** A new individual through the real sign-up: the form (a weak password first), the emailed code, the sign-in form. */
export async function signUpIndividual(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/login');
  await storeSession(page, null);
  await page.goto('/signup?tab=individual');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  // Whether the email is registered is never said before its code is verified (issue 17 §9).
  await expect(page.getByText(/We will send a 6-digit code/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 9 characters')).toBeVisible();
  // The privacy policy and safety advisory are accepted with the account (issue 20 §3).
  await expect(page.getByText(POLICY_BOX_REQUIRED)).toBeVisible();
  await acceptPoliciesBox(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?transactionId=/);
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  const mail = await openMail(page, email);
  const code = (await mail.textContent())?.match(/(\d{6}) is your/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.goBack();
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/successful-signup\?email=/);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await signInWithForm(page, email);
  await expectHome(page, name.split(' ')[0]);
}

/** A new school in Karnataka (the supplier's state) through the real sign-up, its emailed link and the sign-in form. */
export async function signUpSchool(page: Page, name: string, slug: string, email: string): Promise<void> {
  await page.goto('/login');
  await storeSession(page, null);
  await page.goto('/signup');
  await page.getByLabel('School name').fill(name);
  await page.getByRole('textbox', { name: 'School web address' }).fill(slug);
  await expect(page.getByText('This address is available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // Phone numbers are unique across accounts.
  await page
    .getByLabel('Phone')
    .fill(`9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: 'CBSE' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('8 Temple Street');
  await page.getByRole('combobox', { name: 'Country' }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByRole('combobox', { name: 'State' }).fill('Karnataka');
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Mysuru');
  await page.getByRole('option', { name: 'Mysuru', exact: true }).click();
  await page.getByLabel('PIN code').fill('570001');
  await acceptPoliciesBox(page);
  await page.getByRole('button', { name: 'Create school account' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?transactionId=/);

  const mail = await openMail(page, email);
  await mail.getByRole('link', { name: /institute\/verify\?token=/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signInWithForm(page, email);
  await expectHome(page, name);
  await expect(page.getByRole('region', { name: 'Get your school started' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/institution/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Screenshots the page at a phone's and a desktop's width: `<dir>/<name>-phone.png` and `<name>-desktop.png`. */
export async function shootBothWidths(page: Page, dir: string, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(dir, `${name}-${size}.png`), fullPage: true });
  }
}
