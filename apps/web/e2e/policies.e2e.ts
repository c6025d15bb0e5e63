/**
 * Issue 20 §3: the privacy policy and safety advisory. A new reader accepts them with the sign-up form's box; a
 * student who accepted an earlier version (two such students are in the demo) sees the step before anything else,
 * can read the whole texts, accepts and goes on. Phone and desktop screenshots.
 */
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, POLICY_BOX_REQUIRED, settle, signInWithForm, signUpIndividual, storeSession } from './support';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, student: 'student30@demo.test' },
  { name: 'desktop', width: 1366, height: 900, student: 'student33@demo.test' },
] as const;

/** WCAG 2.0–2.2 A and AA: serious and critical findings, as the a11y e2e counts them. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function pendingOf(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/policy/acceptance');
  expect(response.status()).toBe(200);
  const status: { body: { pending: Array<{ document: string }> } } = await response.json();
  return status.body.pending.map((entry) => entry.document);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-up form asks for the box, with links to both texts', async ({ page }) => {
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/signup?tab=individual');
      const form = page.getByRole('form', { name: 'Individual sign-up' });
      await form.getByLabel('Full name').fill('Ira Das');
      await form.getByLabel('Email').fill(`e2e-policy-form-${Date.now()}@example.test`);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh@Pass2026');
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(form.getByText(POLICY_BOX_REQUIRED)).toBeVisible();
      await expect(page).toHaveURL(/\/signup/);
      await expect(form.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute('href', '/privacy-policy');
      await expect(form.getByRole('link', { name: /^safety advisory/ })).toHaveAttribute('href', '/safety-advisory');
      await form.getByRole('checkbox', { name: /^I have read and accept/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `policies-signup-box-${viewport.name}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a visitor reads the safety advisory from the footer', async ({ page }) => {
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/community');
      await page.getByRole('link', { name: 'Safety advisory', exact: true }).click();
      await expect(page).toHaveURL(/\/safety-advisory$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Safety advisory' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What not to post' })).toBeVisible();
      await page.getByRole('link', { name: 'Privacy policy', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Children and their parents' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: path.join(SHOTS, `policies-privacy-policy-${viewport.name}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a student who accepted an earlier version accepts the new one before anything else', async ({ page }) => {
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/login');
      await signInWithForm(page, viewport.student, DEMO_PASSWORD);

      const step = page.getByRole('heading', { level: 1, name: 'We have updated our privacy policy' });
      await expect(step).toBeVisible();
      // Written for a child: the short summary of each text comes first.
      await expect(page.getByRole('heading', { name: 'In short' })).toHaveCount(2);
      await expect(page.getByText('We never sell your information, and we never show you adverts.')).toBeVisible();
      // Nothing else of the app is there.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await page.screenshot({ path: path.join(SHOTS, `policies-step-${viewport.name}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/leaderboard');
      await expect(step).toBeVisible();

      // The whole text can be read, and the step is there again on the way back.
      await page.getByRole('link', { name: 'Read the whole safety advisory' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Safety advisory' })).toBeVisible();
      await page.goBack();
      await expect(step).toBeVisible();
      expect(await pendingOf(page)).toEqual(['PRIVACY_POLICY', 'SAFETY_ADVISORY']);

      await page.getByRole('button', { name: 'I accept' }).click();
      await expect(step).toBeHidden();
      await expect(page).toHaveURL(/\/leaderboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pendingOf(page)).toEqual([]);

      // Accepted once: not asked again after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(step).toHaveCount(0);
    });
  });
}

test('a new reader accepts both texts with the sign-up form and is not asked again', async ({ page }) => {
  test.slow();
  const email = `e2e-policy-${Date.now().toString(36)}@example.test`;
  // The real sign-up ticks the box (support.ts) after the form has asked for it.
  await signUpIndividual(page, 'Neel Bose', email);
  expect(await pendingOf(page)).toEqual([]);
  const status = await (await page.request.get('/api/policy/acceptance')).json();
  expect(status.body.accepted.map((entry: { document: string }) => entry.document).sort()).toEqual([
    'PRIVACY_POLICY',
    'SAFETY_ADVISORY',
  ]);
  await expect(page.getByRole('heading', { name: 'We have updated our privacy policy' })).toHaveCount(0);
});
