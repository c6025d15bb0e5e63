/**
 * School analytics (issue 21 §2): the Greenfield school account reads its last 30 days (the rollup job backfills
 * the demo's year when the server starts), opens one chart as a table, downloads a chart's CSV and checks it holds
 * the same figures as the API; a student reads their own reading and quizzes. Screenshots on phone and desktop.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ANALYTICS_PATHS, type AnalyticsView, abbreviateNumber } from '@noticeboard/shared';
import { expect, type Page, test } from '@playwright/test';
import { account, settle, shootBothWidths, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PAGE_LOAD = { timeout: 30_000 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the page as it is (charts and a table open): nothing serious or critical. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The school's figures as the API gives them, once the start-up rollup has filled them in. */
async function schoolView(page: Page): Promise<AnalyticsView> {
  let view: AnalyticsView | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api${ANALYTICS_PATHS.school}?range=LAST_30_DAYS`);
        view = (await response.json()).body as AnalyticsView;
        return response.status() === 200 && !view.empty;
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
  if (!view) throw new Error('no analytics');
  return view;
}

test('the school reads its analytics for the last 30 days and downloads a chart as CSV', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInPage(page, account('institute'));
  const view = await schoolView(page);
  const reads = view.headlines.find((headline) => headline.key === 'reads')?.value ?? 0;
  expect(reads).toBeGreaterThan(0);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'School analytics' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('headline-reads')).toContainText(abbreviateNumber(reads));
  const reading = page.getByRole('region', { name: 'Articles read', exact: true });
  await expect(reading).toBeVisible(PAGE_LOAD);
  await expect(reading.locator('.recharts-surface')).toBeVisible();

  await reading.getByRole('button', { name: 'Show as table' }).click();
  const table = reading.getByRole('table', { name: 'Articles read' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await settle(page);
  await expectAccessible(page);
  await reading.getByRole('button', { name: 'Show as chart' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reading.getByRole('button', { name: 'Download CSV: Articles read' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-reading-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csv[0]).toBe('Day,Articles read');
  expect(csv).toHaveLength(31);
  const chart = view.charts.find((candidate) => candidate.key === 'reading');
  expect(csv.slice(1)).toEqual(chart?.points.map((point) => `${point.x},${point.values[0]}`));
  expect(csv.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(reads);

  await page.getByRole('tab', { name: 'Last 7 days' }).click();
  await expect(page.getByText(/ to /).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Last 30 days' }).click();
  await settle(page);
  await shootBothWidths(page, DIR, 'analytics-school');
});

test('a student reads their own reading and quizzes', async ({ page }) => {
  await signedInPage(page, account('student'));
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reading and quizzes' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('headline-reads')).toBeVisible();
  await expect(page.getByRole('button', { name: /Download CSV/ })).toHaveCount(0);
  await settle(page);
  await expectAccessible(page);
  await shootBothWidths(page, DIR, 'analytics-student');
});
