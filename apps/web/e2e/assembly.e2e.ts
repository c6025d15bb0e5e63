/**
 * The morning assembly and birthday wishes (issue 19 §1, §2, §5), tried as people would in the browser:
 * 1. the school opens its assembly settings, asks for four headlines and adds an announcement; the upcoming bulletin,
 *    made by the background job, is remade at once (nobody had edited it) and shows both;
 * 2. it edits the bulletin (removes a headline, rewords one), then plays the bulletin's audio (made again in the
 *    background for the new revision) at 1.5x and downloads the one-page PDF;
 * 3. a classmate of today's birthday child sees the birthday on the community page and sends a wish with a sticker
 *    and a message; the birthday child finds it on their home page;
 * 4. a visitor reads the bulletin without any child's name (the API leaves them out).
 * Phone and desktop screenshots.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSEMBLY_PATHS } from '@noticeboard/shared';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { account, DEMO_INSTITUTE_URL, type DemoAccount, settle, signedInPage, storeSession } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });
const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The birthday child of the demo (a Class 8 A classmate of student@demo.test, born today whatever the date). */
const BIRTHDAY_CHILD: DemoAccount = { name: 'student', email: 'student34@demo.test', kind: 'user' };
/** The audio job runs every 20 s; espeak-ng and lame share a busy machine. */
const AUDIO_READY = { timeout: 150_000 };

async function shot(page: Page, name: string) {
  await settle(page);
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(DIR, `assembly-${name}-${size}.png`), fullPage: true });
  }
}

const upcomingCard = (page: Page) => page.getByRole('article', { name: /(Tomorrow's bulletin|before assembly)/ });

test.describe.configure({ mode: 'serial' });

test('the school configures assembly news, edits the bulletin, plays it and prints it', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, account('institute'));
  await page.goto('/school-news-events');
  await expect(page.getByRole('heading', { name: 'Morning assembly' })).toBeVisible();
  await expect(upcomingCard(page)).toBeVisible();

  await page.getByRole('button', { name: 'Assembly settings' }).click();
  const settings = page.getByRole('form', { name: 'Assembly settings' });
  await settings.getByLabel('Headlines in each bulletin').fill('4');
  await settings.getByRole('button', { name: 'Add an announcement' }).click();
  await settings.getByRole('textbox', { name: 'Announcement 3' }).fill('Science fair in the hall on Friday');
  await shot(page, 'settings');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/^Saved\. The next bulletin is for/)).toBeVisible();

  const upcoming = upcomingCard(page);
  await expect(upcoming.getByText('Science fair in the hall on Friday')).toBeVisible();
  await expect(upcoming.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(4);
  await shot(page, 'tomorrow');

  await page.getByRole('button', { name: 'Edit this bulletin' }).first().click();
  const editor = page.getByRole('form', { name: 'Edit the bulletin' });
  await editor.getByRole('button', { name: 'Remove headline 4' }).click();
  await editor.getByRole('textbox', { name: /Title of headline 1/ }).fill('Our pick of the day: young inventors');
  await shot(page, 'editor');
  await editor.getByRole('button', { name: 'Save bulletin' }).click();
  await expect(page.getByText('Bulletin saved.')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Our pick of the day: young inventors' })).toBeVisible();
  await expect(upcoming.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(3);

  // The audio of the new revision is made in the background; the page looks again every 10 s while it waits.
  const audio = upcoming.getByLabel('Listen to the bulletin');
  await expect(audio).toBeVisible(AUDIO_READY);
  await upcoming.getByLabel('Speed').selectOption('1.5');
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    element.pause();
    return { rate: element.playbackRate, time: element.currentTime, duration: element.duration };
  });
  expect(played.rate).toBe(1.5);
  expect(played.time).toBeGreaterThan(0);
  expect(played.duration).toBeGreaterThan(10);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    upcoming.getByRole('button', { name: 'Print (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^assembly-bulletin-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
});

test('a classmate wishes the birthday child, who finds the wish on their home page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const child = await signedInPage(page, BIRTHDAY_CHILD);
  const firstName = child.user.name.split(' ')[0] ?? '';
  await signedInPage(page, account('student'));
  await page.goto('/community');
  const birthdays = page.getByRole('region', { name: 'Birthdays today' });
  await expect(birthdays.getByText(firstName, { exact: true }).first()).toBeVisible();
  await expect(birthdays.getByText(/\d{4}/)).toHaveCount(0);
  await birthdays.getByRole('button', { name: `Wish ${firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Wish ${firstName} a happy birthday` });
  await dialog.getByRole('radio', { name: 'Birthday cake' }).click();
  await dialog.getByLabel('…or write a short message').fill('Happy birthday from your Class 8 friend!');
  await shot(page, 'wish');
  await dialog.getByRole('button', { name: 'Send wish' }).click();
  await expect(page.getByText(`Your wish is on its way to ${firstName}.`)).toBeVisible();
  await expect(birthdays.getByText('Wished').first()).toBeVisible();

  await signedInPage(page, BIRTHDAY_CHILD);
  await page.goto('/home');
  const wishes = page.getByRole('region', { name: 'Your birthday wishes' });
  await expect(wishes.getByRole('heading', { name: `Happy birthday, ${firstName}!` })).toBeVisible();
  await expect(wishes.getByText('Happy birthday from your Class 8 friend!')).toBeVisible();
  await expect(wishes.getByRole('img', { name: 'Birthday cake' }).first()).toBeVisible();
  await shot(page, 'wishes-arrived');
});

test('a visitor reads the bulletin without any child named', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await storeSession(page, null);
  const response = await page.request.get(`/api${ASSEMBLY_PATHS.bulletin}?customUrl=${DEMO_INSTITUTE_URL}`);
  const body = (await response.json()).body;
  expect(body.current).not.toBeNull();
  expect(body.current).not.toHaveProperty('birthdays');
  expect(body.current).not.toHaveProperty('toppers');
  expect(body.upcoming).toBeNull();
  await page.goto(`/school-news-events?customUrl=${DEMO_INSTITUTE_URL}`);
  await expect(page.getByRole('article', { name: /^(Today's assembly|Assembly of)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit this bulletin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print (PDF)' })).toHaveCount(0);
  await shot(page, 'visitor');
});
