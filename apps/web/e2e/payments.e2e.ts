/**
 * Buying Noticeboard as a new customer would (issue 15 §7), through the real sign-up and the dev payment gateway, on a
 * phone and a desktop: a reader's yearly plan with a promotion code and its GST invoice, a failed and an abandoned
 * payment that activate nothing and are paid on a retry, and a school's plan and the seats it buys when it adds more
 * students than it paid for.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  type CataloguePlan,
  catalogueProductDetailsSchema,
  formatMoney,
  listPricePaise,
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionStatusView,
  subscriptionStatusSchema,
} from '@noticeboard/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openMail, signInWithForm, signUpIndividual, signUpSchool, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
/** The fictional supplier every invoice carries outside production (payment.config.ts). */
const SUPPLIER_GSTIN = '29AAACN1234A1Z3';
const CSV_HEADER = 'name,email,class,section,rollNumber,dateOfBirth,parentName,parentEmail';

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });

function trialOffer(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: 'Start your free trial' });
}

/** Starts the free trial from the offer above the page, with the spec's confirmation. */
async function startTrialFromOffer(page: Page): Promise<void> {
  const offer = trialOffer(page);
  await offer.getByRole('button', { name: 'Start free trial' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start your free trial?' });
  await expect(confirm).toContainText(SUBSCRIPTION_MESSAGES.trialConfirm);
  await confirm.getByRole('button', { name: 'Start trial' }).click();
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialStarted)).toBeVisible();
  await expect(offer).toBeHidden();
}

/** GET /api/subscription/status as the signed-in page (the browser's cookies). */
async function subscriptionOf(page: Page): Promise<SubscriptionStatusView> {
  const response = await page.request.get('/api/subscription/status');
  expect(response.status(), 'subscription status').toBe(200);
  return subscriptionStatusSchema.parse((await response.json()).body);
}

/** A plan as the catalogue sells it, so the expected prices follow the configured catalogue. */
async function planOf(page: Page, productType: string, code: string): Promise<CataloguePlan> {
  const response = await page.request.get(`/api/subscription/products/${productType}`);
  expect(response.status(), `product ${productType}`).toBe(200);
  const plan = catalogueProductDetailsSchema
    .parse((await response.json()).body)
    .plans.find((entry) => entry.code === code);
  if (!plan) throw new Error(`No plan ${code} in ${productType}`);
  return plan;
}

/** The checkout's price, line by line as the server quoted it. */
function priceLines(page: Page): Locator {
  return page.getByLabel('Price', { exact: true });
}

/** Presses "Pay ₹…" on the checkout and lands on the dev gateway with the same amount. */
async function payAtCheckout(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev payment gateway' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${amount}`, exact: true })).toBeVisible();
}

/** The order page after the gateway: its id from the address. */
async function orderIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/orders\/[^/?#]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function expectPaid(page: Page, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${PAYMENT_MESSAGES.paid} ${amount} for`)).toBeVisible();
}

/** The lines of /transaction: table rows on wider screens, cards on a phone (the other layout is hidden). */
function transactionLines(page: Page): Locator {
  const table = page.getByRole('table', { name: 'Transactions, newest first' });
  const cards = page.getByRole('list', { name: 'Transactions, newest first' });
  return table.getByRole('row').or(cards.getByRole('listitem'));
}

/** en-IN in IST, as the order page writes a period's end. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The day the paid order page says the plan is active until (midnight UTC of that date, for comparing). */
async function activeUntil(page: Page): Promise<number> {
  const line = page.getByText(/^Your plan is active until \d{1,2} \w+ \d{4}\.$/);
  await expect(line).toBeVisible();
  const day = ((await line.textContent()) ?? '').replace('Your plan is active until ', '').replace(/\.$/, '');
  const parsed = Date.parse(`${day} UTC`);
  expect(parsed, `a date in "${day}"`).not.toBeNaN();
  return parsed;
}

/** Uploads a CSV from the Students page; returns the upload dialog (hidden while the seat dialog asks). */
async function uploadStudents(page: Page, csv: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  // A school with no students yet is offered the sheet in its empty state (issue 17 §6), later in the toolbar.
  await page
    .getByRole('button', { name: /^(Upload students|Import from a sheet)$/ })
    .first()
    .click();
  const upload = page.getByRole('dialog', { name: 'Upload students' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  return upload;
}

const nextYear = () => new Date().getUTCFullYear() + 1;

/**
 * The first purchase runs on both screens; each other journey on the screen its buyer mostly uses (a reader's retry
 * and a parent on a phone, a school office on a desktop), so the suite stays within CI's time.
 */
const SCREEN_OF = { retry: 'phone', school: 'desktop', consent: 'phone' } as const;

// The journeys are independent (each signs up its own account): both workers take them.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`payments at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new reader starts the trial, buys the yearly plan with WELCOME20 and downloads the GST invoice', async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      const name = 'Asha Pillai';
      await signUpIndividual(page, name, `e2e-pay-reader-${uniqueTag()}@example.test`);
      await expect(trialOffer(page)).toBeVisible();
      await startTrialFromOffer(page);
      expect((await subscriptionOf(page)).state).toBe('TRIAL');

      const yearly = await planOf(page, 'READER', 'READER_YEARLY');
      const listPaise = listPricePaise(yearly, 1);
      const discountPaise = Math.floor((listPaise * 20) / 100);
      const total = formatMoney(listPaise - discountPaise);

      await page.goto('/pricing/reader?promo=WELCOME20');
      await expect(page.getByRole('heading', { level: 1, name: 'Noticeboard for Readers' })).toBeVisible();
      await expect(page.getByText('Promotion code WELCOME20 will be applied at checkout.')).toBeVisible();
      await shot(page, `payments-pricing-reader-${viewport.name}`);
      await page
        .getByRole('article', { name: yearly.name })
        .getByRole('link', { name: `Choose ${yearly.name}` })
        .click();
      await expect(page).toHaveURL(/\/checkout\/READER_YEARLY\?promo=WELCOME20$/);

      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const price = priceLines(page);
      await expect(price.getByText(`Noticeboard for Readers, ${yearly.name}`)).toBeVisible();
      await expect(price.getByText(formatMoney(listPaise), { exact: true })).toBeVisible();
      await expect(price.getByText('Promotion WELCOME20', { exact: true })).toBeVisible();
      await expect(price.getByText(formatMoney(-discountPaise), { exact: true })).toBeVisible();
      await expect(price.getByText('Includes CGST 9% + SGST 9%', { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Promotion code' })).toHaveValue('WELCOME20');
      await shot(page, `payments-checkout-reader-${viewport.name}`);

      await payAtCheckout(page, total);
      await shot(page, `payments-dev-gateway-${viewport.name}`);
      await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
      await orderIdOf(page);
      await expectPaid(page, total);
      await expect(
        page.getByText(new RegExp(`^Your plan is active until \\d{1,2} \\w+ ${nextYear()}\\.$`)),
      ).toBeVisible();
      const status = await subscriptionOf(page);
      expect(status.state).toBe('ACTIVE');
      expect(status.mayWrite).toBe(true);

      const download = page.getByRole('button', { name: /^Download invoice NB\/\d{2}-\d{2}\/\d+$/ });
      await expect(download).toBeVisible();
      const invoiceNumber = ((await download.textContent()) ?? '').replace('Download invoice ', '').trim();
      await shot(page, `payments-order-paid-${viewport.name}`);
      await download.click();
      const confirm = page.getByRole('dialog', { name: 'Download invoice' });
      await expect(confirm).toContainText(PAYMENT_MESSAGES.downloadInvoiceConfirm);
      const saving = page.waitForEvent('download');
      await confirm.getByRole('button', { name: 'Download PDF', exact: true }).click();
      const pdf = await saving;
      const file = testInfo.outputPath(pdf.suggestedFilename());
      await pdf.saveAs(file);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(invoiceNumber);
      expect(text).toContain(SUPPLIER_GSTIN);
      expect(text).toContain('CGST');
      expect(text).toContain('SGST');
      await expect(confirm).toBeHidden();

      await page.getByRole('link', { name: 'All transactions' }).click();
      await expect(page).toHaveURL(/\/transaction$/);
      const lines = transactionLines(page);
      await expect(
        lines.filter({ hasText: `Noticeboard for Readers, ${yearly.name}` }).filter({ hasText: 'Payment' }),
      ).toContainText('Paid');
      const invoiceLine = lines.filter({ hasText: 'Invoice' });
      await expect(invoiceLine).toHaveCount(1);
      await expect(invoiceLine.getByRole('button', { name: `Download invoice ${invoiceNumber}` })).toBeVisible();
      await expect(invoiceLine).toContainText(total);
      await shot(page, `payments-transactions-${viewport.name}`);
    });

    if (viewport.name === SCREEN_OF.retry) {
      test('a failed and an abandoned payment activate nothing and are paid on a retry', async ({ page }) => {
        test.setTimeout(240_000);
        await signUpIndividual(page, 'Ravi Kumar', `e2e-pay-retry-${uniqueTag()}@example.test`);
        expect((await subscriptionOf(page)).state).toBe('NONE');
        const monthly = await planOf(page, 'READER', 'READER_MONTHLY');
        const amount = formatMoney(listPricePaise(monthly, 1));

        // Failed at the gateway: nothing activated, the trial still offered, and Try again pays it.
        await page.goto('/checkout/READER_MONTHLY');
        await expect(priceLines(page).getByText(`Noticeboard for Readers, ${monthly.name}`)).toBeVisible();
        await payAtCheckout(page, amount);
        await page.getByRole('button', { name: 'Fail the payment' }).click();
        const failedId = await orderIdOf(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'Nothing was charged to your plan' })).toContainText(
          'You can try again.',
        );
        await expect(trialOffer(page)).toBeVisible();
        await shot(page, `payments-order-failed-${viewport.name}`);
        const afterFailure = await subscriptionOf(page);
        expect(afterFailure.state).toBe('NONE');
        expect(afterFailure.mayStartTrial).toBe(true);
        expect(afterFailure.mayWrite).toBe(false);

        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Dev payment gateway' })).toBeVisible();
        await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
        expect(await orderIdOf(page)).toBe(failedId);
        await expectPaid(page, amount);
        const paid = await subscriptionOf(page);
        expect(paid.state).toBe('ACTIVE');
        const firstEnd = await activeUntil(page);
        expect(firstEnd).toBe(Date.parse(`${longDate(paid.endsAt ?? '')} UTC`));
        await expect(trialOffer(page)).toBeHidden();

        // Abandoned at the gateway: the plan's end does not move, the order waits, and Try again pays it.
        await page.goto('/checkout/READER_MONTHLY');
        await expect(priceLines(page).getByText(`Noticeboard for Readers, ${monthly.name}`)).toBeVisible();
        await payAtCheckout(page, amount);
        await page.getByRole('button', { name: 'Cancel and go back' }).click();
        const abandonedId = await orderIdOf(page);
        expect(abandonedId).not.toBe(failedId);
        await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
        await expect(
          page.getByText('We have not received this payment yet. Nothing has been activated.'),
        ).toBeVisible();
        await shot(page, `payments-order-abandoned-${viewport.name}`);
        const afterAbandon = await subscriptionOf(page);
        expect(afterAbandon.state).toBe('ACTIVE');
        expect(afterAbandon.endsAt).toBe(paid.endsAt);

        await page.goto('/transaction');
        const lines = transactionLines(page);
        await expect(lines.filter({ hasText: 'Awaiting payment' })).toHaveCount(1);
        await lines
          .filter({ hasText: 'Awaiting payment' })
          .getByRole('link', { name: `Pay now: Noticeboard for Readers, ${monthly.name}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/orders/${abandonedId}$`));
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
        expect(await orderIdOf(page)).toBe(abandonedId);
        await expectPaid(page, amount);
        // The retried order renews the plan from the end of the month already paid.
        expect(await activeUntil(page)).toBeGreaterThan(firstEnd);
      });
    }

    if (viewport.name === SCREEN_OF.school) {
      test('a new school buys its plan, adds students past its seats and buys the seats missing', async ({ page }) => {
        test.setTimeout(300_000);
        const tag = uniqueTag();
        const name = `Lakeside School ${tag}`;
        await signUpSchool(page, name, `e2e-pay-${tag}`, `e2e-pay-school-${tag}@example.test`);
        await expect(trialOffer(page)).toBeVisible();
        await startTrialFromOffer(page);
        expect((await subscriptionOf(page)).state).toBe('TRIAL');

        const plan = await planOf(page, 'SCHOOL', 'SCHOOL_YEARLY');
        const seats = 50;
        const listPaise = listPricePaise(plan, seats);
        const gstPaise = Math.round((listPaise * 18) / 100);
        const total = formatMoney(listPaise + gstPaise);

        await page.goto('/pricing/school');
        await expect(page.getByRole('heading', { level: 1, name: 'Noticeboard for Schools' })).toBeVisible();
        const card = page.getByRole('article', { name: plan.name });
        await card.getByRole('textbox', { name: 'Number of students' }).fill(String(seats));
        await shot(page, `payments-pricing-school-${viewport.name}`);
        await card.getByRole('link', { name: `Choose ${plan.name}` }).click();
        await expect(page).toHaveURL(new RegExp(`/checkout/SCHOOL_YEARLY\\?seats=${seats}$`));
        const price = priceLines(page);
        await expect(price.getByText(`Noticeboard for Schools, ${plan.name}, ${seats} students`)).toBeVisible();
        await expect(price.getByText(formatMoney(listPaise), { exact: true })).toBeVisible();
        // GST on top of a school's price; the school is in the supplier's state.
        await expect(price.getByText('CGST 9% + SGST 9%', { exact: true })).toBeVisible();
        await expect(price.getByText(formatMoney(gstPaise), { exact: true })).toBeVisible();
        await shot(page, `payments-checkout-school-${viewport.name}`);
        await payAtCheckout(page, total);
        await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
        await expectPaid(page, total);
        await expect(
          page.getByText(new RegExp(`^Your plan is active until \\d{1,2} \\w+ ${nextYear()}\\.$`)),
        ).toBeVisible();
        expect((await subscriptionOf(page)).state).toBe('ACTIVE');

        const students = Array.from(
          { length: seats + 1 },
          (_, index) => `Student ${index + 1},s${index + 1}.${tag}@class.test,Class 7,A,,,,`,
        );
        const csv = [CSV_HEADER, ...students].join('\n');
        await page.goto('/candidate');
        await uploadStudents(page, csv);
        const full = page.getByRole('dialog', { name: "Your plan's seats are full" });
        await expect(full).toContainText(`Your plan has ${seats} seats and 0 are in use.`);
        await expect(full.getByRole('list', { name: 'Seats' })).toContainText(`Adding: ${seats + 1}`);
        await shot(page, `payments-seats-full-${viewport.name}`);
        await full.getByRole('link', { name: 'Buy 1 more seat' }).click();
        await expect(page).toHaveURL(/\/checkout\/seats\?seats=1$/);

        await expect(priceLines(page).getByText(/pro rata/)).toBeVisible();
        await expect(priceLines(page).getByText('CGST 9% + SGST 9%', { exact: true })).toBeVisible();
        await shot(page, `payments-checkout-seats-${viewport.name}`);
        const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ });
        const seatAmount = ((await pay.textContent()) ?? '').replace('Pay ', '').trim();
        await payAtCheckout(page, seatAmount);
        await page.getByRole('button', { name: `Pay ${seatAmount}`, exact: true }).click();
        await expectPaid(page, seatAmount);

        await page.goto('/candidate');
        const upload = await uploadStudents(page, csv);
        await expect(upload.getByRole('status')).toContainText(`${seats + 1} students imported`);
        await expect(full).toBeHidden();
      });
    }

    if (viewport.name === SCREEN_OF.consent) {
      test('a parent grants consent and pays the school’s consent fee', async ({ page }) => {
        test.setTimeout(240_000);
        const tag = uniqueTag();
        const name = `Brookfield School ${tag}`;
        const schoolEmail = `e2e-pay-consent-${tag}@example.test`;
        const parentName = 'Meera Nair';
        const parentEmail = `meera.${tag}@family.test`;
        await signUpSchool(page, name, `e2e-consent-${tag}`, schoolEmail);

        await page.goto('/parent-consent');
        const fee = page.getByRole('form', { name: 'Consent fee' });
        await fee.getByRole('switch', { name: 'Parents pay a fee when they grant consent' }).check();
        await fee.getByRole('textbox', { name: 'Fee per student (₹)' }).fill('199');
        await fee.getByRole('button', { name: 'Save' }).click();
        await expect(fee.getByText('Now: parents pay ₹199 when they give consent.')).toBeVisible();

        // A student under 18 with a parent's email: the import sends the consent link.
        await page.goto('/candidate');
        const upload = await uploadStudents(
          page,
          [CSV_HEADER, `Kiran Nair,kiran.${tag}@class.test,Class 7,A,,2014-05-10,${parentName},${parentEmail}`].join(
            '\n',
          ),
        );
        await expect(upload.getByRole('status')).toContainText(/^1 students? imported/);

        const mail = await openMail(page, parentEmail);
        await expect(mail).toContainText(`Dear ${parentName},`);
        await storeSession(page, null);
        await mail.getByRole('link', { name: /parent-consent\/verify\?token=/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Parent consent' })).toBeVisible();
        await expect(page.getByText(`${name} asks for your consent for Kiran`)).toBeVisible();
        await expect(page.getByText('Consent fee: ₹199')).toBeVisible();
        await shot(page, `payments-consent-fee-${viewport.name}`);
        await page.getByRole('textbox', { name: 'Your name' }).fill(parentName);
        await page.getByRole('button', { name: 'I give consent and pay ₹199' }).click();
        await expect(page).toHaveURL(/\/dev\/checkout\?order=/);
        await page.getByRole('button', { name: 'Pay ₹199', exact: true }).click();
        await expect(page).toHaveURL(/\/parent-consent\/verify\?paid=/);
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('Thank you: consent granted and ₹199 paid.')).toBeVisible();
        await shot(page, `payments-consent-paid-${viewport.name}`);
        await expect(await openMail(page, parentEmail)).toContainText(
          /Payment received – invoice NB\/\d{2}-\d{2}\/\d+/,
        );

        await page.goto('/login');
        await signInWithForm(page, schoolEmail);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page.goto('/parent-consent');
        await page.getByRole('textbox', { name: 'Search students or parents' }).fill(parentName);
        // The parent's email is shown masked.
        const row = page.getByRole('row').filter({ hasText: 'Kiran Nair' }).filter({ hasText: parentName });
        await expect(row).toContainText('Granted');
        await expect(row).toContainText('Paid ₹199');
      });
    }
  });
}
