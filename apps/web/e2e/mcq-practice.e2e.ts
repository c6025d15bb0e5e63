/**
 * MCQ practice and school adoption (issue 6 §3): a visitor practises three questions and sees right or wrong with the
 * explanation; the demo student practises and finds the answers on /mcq-attempted and /mcq-practice-summary; the
 * Riverside school sees its seeded request to Greenfield; Greenfield asks Riverside for its bank and the link
 * emailed to Riverside (dev outbox) opens /adoption/status, where Accept works. Screenshots on phone and desktop.
 */
import path from 'node:path';
import { outboxMailSchema } from '@noticeboard/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { account, type DemoAccount, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
const RIVERSIDE: DemoAccount = {
  name: 'institute',
  email: 'riverside@demo.test',
  kind: 'institute',
};
const VERDICT = /Right! Well done\.|Not quite\./;

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

async function freshPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Answers the shown question with its first option and checks the verdict, the explanation and the score. */
async function answerOne(page: Page, answeredBefore: number): Promise<void> {
  const card = page.getByRole('region', { name: /^Question \d+/ });
  await expect(card).toBeVisible(PAGE_LOAD);
  await card.getByRole('group', { name: 'Options' }).getByRole('button').first().click();
  const verdict = card.getByRole('status').filter({ hasText: VERDICT });
  await expect(verdict).toBeVisible();
  await expect(verdict.getByText(/^Why:/).first()).toBeVisible();
  // One option carries the words, not only the colour.
  await expect(card.getByText(/^(Right answer|Your answer: right)$/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Score this time' })).toContainText(
    new RegExp(`\\d+ of ${answeredBefore + 1} right`),
  );
}

test('a visitor practises three questions and sees right or wrong with the explanation', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const page = await freshPage(browser, viewport);
    await page.goto('/login');
    await storeSession(page, null);
    await page.goto('/question-bank/mcq-practice');
    await expect(page.getByRole('heading', { level: 1, name: 'MCQ practice' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('link', { name: 'Sign in to keep your progress' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Only new questions' })).toHaveCount(0);
    for (let answered = 0; answered < 3; answered++) {
      await answerOne(page, answered);
      if (answered === 2) await shot(page, `mcq-practice-visitor-${name}`);
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await expect(page.getByRole('region', { name: 'Question 4', exact: true })).toBeVisible();
    await page.context().close();
  }
});

test('a student practises, then finds the answers in the attempted list and the summary', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await freshPage(browser, PHONE);
  await signedInPage(page, account('student'));

  await page.goto('/mcq-attempted');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions I tried' })).toBeVisible(PAGE_LOAD);
  const countLine = page.getByText(/^You have practised \d+ questions?\.$/);
  await expect(countLine).toBeVisible();
  const before = Number((await countLine.textContent())?.match(/\d+/)?.[0]);

  await page.goto('/question-bank/mcq-practice?new=1');
  // On a phone the filters are folded under a line that says how many are chosen.
  await expect(page.getByText('1 filter chosen')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('switch', { name: 'Only new questions' })).toBeChecked();
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(page.getByRole('link', { name: 'Sign in to keep your progress' })).toHaveCount(0);
  await answerOne(page, 0);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerOne(page, 1);
  await shot(page, 'mcq-practice-student-phone');

  await page.getByRole('link', { name: 'My answers' }).click();
  await expect(page.getByText(`You have practised ${before + 2} questions.`)).toBeVisible(PAGE_LOAD);
  const list = page.getByRole('list', { name: 'Questions you tried' });
  await expect(list.getByRole('listitem').first()).toContainText('Your answer:');
  await page.locator('label[for$="-WRONG"]').click();
  await expect(page).toHaveURL(/outcome=WRONG/);
  await settle(page);
  await expect(list.getByRole('listitem').first()).toContainText('Right answer:');
  await shot(page, 'mcq-attempted-phone');

  await page.getByRole('link', { name: 'My summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My practice summary' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('group', { name: 'Attempted' })).toContainText(String(before + 2));
  await expect(page.getByRole('region', { name: 'By subject' }).getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'By difficulty' }).getByRole('progressbar').first()).toBeVisible();
  await shot(page, 'mcq-summary-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'mcq-summary-desktop');
  await page.context().close();
});

const outboxSchema = z.object({ body: z.array(outboxMailSchema) });

/** The newest adoption link mailed to `to`. */
async function adoptionLinkFor(page: Page, to: string): Promise<string> {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const mails = outboxSchema.parse(await response.json()).body;
  const mail = mails
    .filter((entry) => entry.to === to)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .find((entry) => entry.links.some((link) => link.includes('/adoption/status?')));
  const link = mail?.links.find((entry) => entry.includes('/adoption/status?'));
  expect(link, `adoption link mailed to ${to}`).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test('schools see their requests, and a new request is accepted from the emailed link', async ({ browser }) => {
  test.setTimeout(150_000);
  // Riverside's seeded request to Greenfield, under Sent.
  const riverside = await freshPage(browser, PHONE);
  await signedInPage(riverside, RIVERSIDE);
  await riverside.goto('/school-adoption?tab=sent');
  await expect(riverside.getByRole('heading', { level: 1, name: 'School adoption' })).toBeVisible(PAGE_LOAD);
  const sent = riverside.getByRole('listitem', { name: 'You asked Greenfield Public School' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Waiting for an answer')).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await shot(riverside, 'school-adoption-sent-phone');
  await riverside.context().close();

  // Greenfield asks Riverside for its bank.
  const greenfield = await freshPage(browser, DESKTOP);
  await signedInPage(greenfield, account('institute'));
  await greenfield.goto('/school-adoption?tab=received');
  const received = greenfield.getByRole('listitem', { name: 'Riverside International Academy asks for your bank' });
  await expect(received.getByRole('button', { name: 'Accept' })).toBeVisible(PAGE_LOAD);
  await greenfield.getByRole('tab', { name: 'Schools' }).click();
  const school = greenfield.getByRole('listitem', { name: 'Riverside International Academy' });
  await expect(school).toBeVisible();
  await shot(greenfield, 'school-adoption-schools-desktop');
  await school.getByRole('button', { name: 'Request their question bank' }).click();
  const dialog = greenfield.getByRole('dialog', { name: 'Request their question bank' });
  await dialog.getByLabel('Message (optional)').fill('Our Class 7 teachers would like to use your questions.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(school.getByText('Waiting for an answer')).toBeVisible();
  await greenfield.getByRole('tab', { name: 'Sent' }).click();
  await expect(greenfield.getByRole('listitem', { name: 'You asked Riverside International Academy' })).toBeVisible();

  // Riverside answers through the emailed link, signed out.
  const link = await adoptionLinkFor(greenfield, RIVERSIDE.email);
  for (const viewport of [PHONE, DESKTOP]) {
    const visitor = await freshPage(browser, viewport);
    await visitor.goto('/login');
    await storeSession(visitor, null);
    await visitor.goto(link);
    await expect(visitor.getByText('Our Class 7 teachers would like to use your questions.')).toBeVisible(PAGE_LOAD);
    await expect(visitor.getByText('Greenfield Public School', { exact: true })).toBeVisible();
    await shot(visitor, `adoption-status-${viewport === PHONE ? 'phone' : 'desktop'}`);
    if (viewport === DESKTOP) {
      await visitor.getByRole('button', { name: 'Accept' }).click();
      await expect(
        visitor.getByText(/Greenfield Public School can now use your school.s approved questions/),
      ).toBeVisible();
      await shot(visitor, 'adoption-status-accepted-desktop');
      // The link works once.
      await visitor.reload();
      await expect(visitor.getByText('This link is invalid or has expired')).toBeVisible(PAGE_LOAD);
      await shot(visitor, 'adoption-status-used-desktop');
    }
    await visitor.context().close();
  }

  await greenfield.reload();
  const accepted = greenfield.getByRole('listitem', { name: 'You asked Riverside International Academy' });
  await expect(accepted.getByText('Accepted')).toBeVisible(PAGE_LOAD);
  await expect(accepted.getByRole('button', { name: 'End adoption' })).toBeVisible();
  await greenfield.context().close();
});
