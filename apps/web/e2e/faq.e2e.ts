/**
 * The FAQ helper and "In short" (issue 21 §3), as people meet them: a visitor asks the help bubble how to reset
 * their password and follows its link; the school account asks how to add students and says the answer helped; a
 * signed-in reader sees an article's "In short" and gives it a thumbs up that is still there after a reload.
 * Screenshots at phone and desktop widths; axe on the open panel.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { account, shootBothWidths, signedInPage, storeSession } from './support';

const shots = process.env.NB_E2E_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/faq-shots');
mkdirSync(shots, { recursive: true });

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Screenshots the viewport (the bubble and the panel are fixed) at both widths. */
async function shootPanel(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`) });
  }
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: 'Help' });
  const field = panel.getByRole('textbox', { name: 'Your question' });
  await field.fill(question);
  await field.press('Enter');
  return panel.getByRole('log', { name: 'Answers' });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('a visitor asks how to reset their password and follows the answer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/community');
  await storeSession(page, null);
  await page.reload();
  const bubble = page.getByRole('button', { name: 'Help' });
  await expect(bubble).toBeVisible(PAGE_LOAD);
  await shootPanel(page, 'community-with-bubble');
  await page.setViewportSize(PHONE);

  await bubble.click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  await expect(panel).toBeVisible();
  // A phone's panel fills the screen and nothing sticks out sideways.
  const box = await panel.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(panel.getByText('People often ask')).toBeVisible();

  const log = await ask(page, 'how do I reset my password');
  await expect(log.getByText(/type the email you sign in with/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootPanel(page, 'visitor-reset-password');

  // Escape closes the panel and gives focus back to the bubble.
  await page.setViewportSize(PHONE);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bubble).toBeFocused();

  await bubble.click();
  await log.getByRole('link', { name: 'Reset password' }).first().click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('the school asks how to add students, and says the answer helped', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, account('institute'));
  await page.goto('/home');
  await page.getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  // The school's own starter questions.
  await expect(panel.getByRole('button', { name: 'How does my school add students?' })).toBeVisible(PAGE_LOAD);

  const log = await ask(page, 'how does my school add students');
  await expect(log.getByText(/Upload students/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/candidate');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/faq/feedback'));
  await log.getByRole('group', { name: 'Did this help?' }).first().getByRole('button', { name: 'Yes' }).click();
  expect((await sent).status()).toBe(201);
  await expect(log.getByText('Thank you for telling us.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootPanel(page, 'school-add-students');

  // Nothing fits: the contact form is offered.
  await page.setViewportSize(DESKTOP);
  await ask(page, 'what is the capital of peru');
  await expect(log.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/submission-contact-us');
});

test('a reader sees "In short" on an article and a thumbs up is kept', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInPage(page, account('individual'));
  await page.goto('/latest');
  const links = page.locator('main a[href^="/details/"]');
  await expect(links.first()).toBeVisible(PAGE_LOAD);
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')))];
  // A few demo items are a summary only (too short for "In short"): open articles until one has it.
  let found = false;
  for (const href of hrefs.slice(0, 6)) {
    const summary = page.waitForResponse((response) => /\/api\/news\/articles\/[^/]+\/summary$/.test(response.url()));
    await page.goto(href);
    await expect(page.locator('#article-title')).toBeVisible(PAGE_LOAD);
    const body = (await (await summary).json()) as { body: { sentences: string[] } };
    if (body.body.sentences.length > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'an article with a summary among the latest').toBe(true);

  const inShort = page.getByRole('region', { name: 'In short' });
  await expect(inShort).toBeVisible(PAGE_LOAD);
  expect(await inShort.getByRole('listitem').count()).toBeGreaterThan(0);
  const up = inShort.getByRole('button', { name: 'Helpful', exact: true });
  const voted = page.waitForResponse((response) => response.url().includes('/summary-feedback'));
  await up.click();
  expect((await voted).status()).toBe(200);
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await inShort.scrollIntoViewIfNeeded();
  await shootBothWidths(page, shots, 'article-in-short');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'In short' }).getByRole('button', { name: 'Helpful', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true', PAGE_LOAD);
});
