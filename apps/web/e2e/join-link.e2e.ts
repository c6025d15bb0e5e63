/**
 * Class join links and invitations (issue 21 §4): the demo school makes a Class 7 link that needs approval, a new
 * student opens it on a phone and sends their details, the school approves, the student confirms their email and
 * signs in to their school; and a teacher the school added confirms the invitation at /community-member/verify,
 * sets a password and signs in.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptPoliciesBox,
  account,
  expectHome,
  NEW_PASSWORD,
  openMail,
  settle,
  shootBothWidths,
  signedInPage,
  signInWithForm,
  storeSession,
} from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const unique = (label: string) => `e2e-${label}-${Date.now()}@example.test`;

async function noSeriousViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = result.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a new student joins Class 7 through the school’s join link after the school approves', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = unique('joiner');
  const childBirth = `${new Date().getUTCFullYear() - 12}-07-21`;

  // The school makes the link on its students' page.
  await signedInPage(page, account('institute'));
  await page.goto('/candidate');
  const panel = page.getByRole('region', { name: 'Join links' });
  await panel.getByRole('button', { name: 'New join link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New join link for students' });
  await dialog.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Class 7', exact: true }).click();
  await expect(dialog.getByRole('switch', { name: /school approves each person/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('listitem', { name: 'Join link: Class 7' }).first();
  await expect(row).toContainText('You approve each person');
  const url = (await row.getByText(/\/user-auto-registration\//).textContent()) ?? '';
  expect(url).toMatch(/\/user-auto-registration\/[A-Za-z0-9_-]{43}$/);
  await settle(page);
  await shootBothWidths(page, DIR, 'join-links-school');

  // A new student opens it on a phone.
  // A context of its own: axe needs one, and the student shares no cookies with the school.
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto('/login');
  await storeSession(phone, null);
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: 'Join Greenfield Public School' })).toBeVisible();
  await expect(phone.getByText(/As a student of Class 7/)).toBeVisible();
  await noSeriousViolations(phone);
  await shootBothWidths(phone, DIR, 'join-link-form');
  await phone.setViewportSize(PHONE);
  const form = phone.getByRole('form', { name: 'Join your school' });
  await form.getByLabel('Full name').fill('Anaya Rao');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Date of birth').fill(childBirth);
  await form.getByRole('textbox', { name: "Parent or guardian's name" }).fill('Meena Rao');
  await form.getByRole('textbox', { name: "Parent or guardian's email" }).fill(unique('parent'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await acceptPoliciesBox(phone);
  await form.getByRole('button', { name: 'Ask to join' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  await phone.screenshot({ path: path.join(DIR, 'join-link-sent-phone.png'), fullPage: true });

  // The school approves the waiting request.
  await page.reload();
  await page.getByRole('button', { name: 'Approve Anaya Rao' }).click();
  await expect(page.getByText('Anaya Rao joined. They get an email to confirm their address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Anaya Rao' })).toBeHidden();

  // The student confirms the address from the email and signs in to their school.
  const mail = await openMail(phone, email);
  await mail.getByRole('link', { name: /community-member\/verify\?token=/ }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Join Greenfield Public School' })).toBeVisible();
  await noSeriousViolations(phone);
  await shootBothWidths(phone, DIR, 'member-verify-join-link');
  await phone.setViewportSize(PHONE);
  await phone.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(phone).toHaveURL(/\/login\?email=/);
  await expect(phone.getByText('Email verified')).toBeVisible();
  await signInWithForm(phone, email);
  await expectHome(phone, 'Anaya');
  // Signed in as a Class 7 student of the school that shared the link.
  const me = await phone.request.get('/api/user/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).body).toMatchObject({
    instituteName: 'Greenfield Public School',
    type: 'CANDIDATE',
    studentClass: 'SEVEN',
  });
  await phone.screenshot({ path: path.join(DIR, 'join-link-home-phone.png'), fullPage: true });
  await context.close();

  // The link's use shows on the school's list.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Join links' }).getByRole('listitem').first()).toContainText('1 used');
});

test('an added teacher confirms the invitation at /community-member/verify, sets a password and signs in', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = unique('invited-teacher');
  await signedInPage(page, account('institute'));
  await page.goto('/team');
  await page.getByRole('button', { name: 'Add faculty member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a faculty member' });
  await dialog.getByLabel('Full name').fill('Farah Qureshi');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add faculty member' }).click();
  await expect(dialog).toBeHidden();

  const invited = await browser.newPage({ viewport: PHONE });
  const mail = await openMail(invited, email);
  await mail.getByRole('link', { name: /community-member\/verify\?token=/ }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Join Greenfield Public School' })).toBeVisible();
  await expect(invited.getByText(/invited you to Noticeboard as a teacher/)).toBeVisible();
  await shootBothWidths(invited, DIR, 'member-verify-invitation');
  await invited.getByRole('button', { name: 'Confirm and set my password' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await invited.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await invited.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await signInWithForm(invited, email, NEW_PASSWORD);
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Before you start: our privacy policy and safety advisory' }),
  ).toBeVisible();
  await invited.getByRole('button', { name: 'I accept' }).click();
  await expectHome(invited, 'Farah');

  // The used invitation says what to do.
  await invited.goto('/dev/outbox');
  await invited
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .first()
    .getByRole('link')
    .click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Invitation expired' })).toBeVisible();
  await expect(invited.getByText(/Ask your school to send the invitation again/)).toBeVisible();
  await invited.close();
});
