/**
 * Issue 19, a brand-new school's first visit to its school news: every page says what to do first (no error, no
 * blank), on a phone. The demo school's full pages are the journeys of assembly, newsletters and magazine e2e files.
 */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpSchool } from './support';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

async function noFailure(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /could not|went wrong|failed/i })).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a new school finds where to start its assembly bulletin, newsletters and magazine', async ({ page }) => {
  test.slow();
  const tag = Date.now().toString(36);
  await signUpSchool(page, 'Lotus Valley School', `e2e-news-${tag}`, `e2e-news-${tag}@example.test`);

  await page.goto('/school-news-events');
  await expect(page.getByRole('heading', { name: 'Morning assembly bulletin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assembly settings' })).toBeVisible();
  await noFailure(page);
  await page.screenshot({ path: `${SHOTS}/first-visit-assembly-390.png`, fullPage: true });

  await page.goto('/newsletters');
  await expect(page.getByRole('heading', { name: 'No newsletters yet' })).toBeVisible();
  await noFailure(page);
  await page.screenshot({ path: `${SHOTS}/first-visit-newsletters-390.png`, fullPage: true });

  await page.goto('/school-magazine');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await noFailure(page);
  await page.screenshot({ path: `${SHOTS}/first-visit-magazine-390.png`, fullPage: true });
});
