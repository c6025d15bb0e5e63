/**
 * Newsletters to families (issue 19 §3 "Done means"), tried as people would in the browser: the school writes a
 * newsletter from the default template with a community post and a news article in it, sends it to Class 7, and the
 * email appears in the dev outbox (HTML and text) with a working public link and a working unsubscribe; staff make
 * an assessment from the sent newsletter; a student finds the school's newsletters. axe (WCAG 2.2 AA) on the
 * composer, the list and the public page, phone and desktop.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { account, DEMO_INSTITUTE_URL, settle, signedInPage } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };
const TITLE = 'Class 7 news for families';

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  // The email's own HTML (the preview's sandboxed frame) is mail markup, checked by the API's tests.
  const result = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${where} ${violation.id}: ${node.target.join(' ')}`));
  expect(serious, serious.join('\n')).toEqual([]);
}

async function choose(page: Page, label: RegExp | string, option?: RegExp | string): Promise<void> {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    // A multi-select's field sits inside its pills' box, which takes the click (and opens the list) itself.
    .click({ force: true });
  const listed = option ? page.getByRole('option', { name: option }) : page.getByRole('option');
  await listed.first().click();
}

test('the school writes a newsletter from the default template, sends it to Class 7; the email links work', async ({
  page,
}, testInfo) => {
  // Four pages audited and a send on a shared 2-core machine.
  test.slow();
  await signedInPage(page, account('institute'));
  await page.goto('/newsletters');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
  await noSeriousViolations(page, '/newsletters');

  await page.getByRole('button', { name: 'New newsletter' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Greenfield Public School newsletter');
  await title.fill(TITLE);
  await choose(page, /Community post/);
  await choose(page, /News article/);
  await choose(page, /^Classes/, 'Class 7');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(page.getByText(/Reaches \d+ email addresses/)).not.toHaveText(/Reaches 0 /);
  await noSeriousViolations(page, 'composer');
  await page.screenshot({ path: testInfo.outputPath('composer-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Send newsletter' }).click();
  await expect(page.getByText(/^(Sending|Sent)$/).first()).toBeVisible();
  await page.getByRole('link', { name: '← All newsletters' }).click();
  const row = page.getByRole('link', { name: TITLE }).locator('xpath=ancestor::div[contains(@class, "Paper")][1]');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByText(/\d+ recipients · \d+ delivered · 0 unsubscribed/)).toBeVisible();

  // The email in the dev outbox: the HTML version, the public page and the unsubscribe link.
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: `${TITLE} · Greenfield Public School` })
    .first();
  await expect(mail).toBeVisible();
  await expect(mail.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBeVisible();
  await mail.getByRole('button', { name: 'Show the HTML version' }).click();
  await expect(mail.frameLocator('iframe').getByText(TITLE)).toBeVisible();
  const publicLink = mail.getByRole('link', { name: new RegExp(`/${DEMO_INSTITUTE_URL}/newsletter/`) }).first();
  const unsubscribeHref = await mail
    .getByRole('link', { name: /newsletter-unsubscribe/ })
    .first()
    .getAttribute('href');
  await publicLink.click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText(/From our community · /)).toBeVisible();
  await expect(page.getByText(/In the news · /)).toBeVisible();
  await noSeriousViolations(page, 'public page');
  const publicPath = new URL(page.url()).pathname;

  // Staff make an assessment from it: the assessment editor opens on a draft titled after the newsletter.
  await page.getByRole('button', { name: 'Create an assessment from this newsletter' }).click();
  await expect(page).toHaveURL(/\/assessment-details\/[A-Z0-9]{8}/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);

  // Anyone may read the public page, on a phone, signed out.
  const visitorContext = await page.context().browser()?.newContext({ viewport: PHONE });
  if (!visitorContext) throw new Error('no browser');
  const visitor = await visitorContext.newPage();
  await visitor.goto(publicPath);
  await expect(visitor.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Create an assessment from this newsletter' })).toHaveCount(0);
  await noSeriousViolations(visitor, 'public page (phone, visitor)');
  await visitor.screenshot({ path: testInfo.outputPath('public-phone.png'), fullPage: true });

  // Unsubscribe: the page asks, the button confirms.
  await visitor.goto(unsubscribeHref ?? '');
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe from newsletters' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await visitorContext.close();

  await page.goto('/newsletters');
  await expect(row.getByText(/\d+ recipients · \d+ delivered · 1 unsubscribed/)).toBeVisible();
});

test('a student finds the school’s newsletters and reads one (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInPage(page, account('student'));
  await page.goto(`/${DEMO_INSTITUTE_URL}/newsletter`);
  await expect(page.getByRole('heading', { name: 'Greenfield Public School newsletters' })).toBeVisible();
  await noSeriousViolations(page, 'members’ list');
  await page.getByRole('link', { name: 'Children’s Day surprises' }).click();
  await expect(page.getByRole('heading', { name: 'Children’s Day surprises', level: 1 })).toBeVisible();
});
