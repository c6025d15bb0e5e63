import { PAYMENT_PATHS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed-demo';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

const DEMO_PASSWORD = 'Demo@12345';

async function transactionsOf(kind: 'institute' | 'individual', email: string) {
  const who = await signIn(t.app, kind, email, DEMO_PASSWORD);
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api${PAYMENT_PATHS.transactions}?size=50`,
    headers: { cookie: who.cookie },
  });
  return { who, list: answer.json().body };
}

describe('the payment demo', () => {
  it('gives Greenfield a year of orders and invoices, numbered in date order across two financial years', async () => {
    const { who, list } = await transactionsOf('institute', 'institute@demo.test');
    const byKind = (kind: string) => list.content.filter((entry: { kind: string }) => entry.kind === kind);
    expect(
      byKind('ORDER')
        .map((entry: { status: string }) => entry.status)
        .sort(),
    ).toEqual(['FAILED', 'PAID', 'PAID', 'PAID']);
    const invoices = byKind('INVOICE').map((entry: { reference: string }) => entry.reference);
    expect(invoices).toEqual(['NB/26-27/000002', 'NB/26-27/000001', 'NB/25-26/000002']);
    expect(byKind('WALLET')).toHaveLength(2);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api${PAYMENT_PATHS.invoicePdf.replace(':id', byKind('INVOICE')[0].documentId)}`,
      headers: { cookie: who.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives Lakshmi the invoice of the year that ended, and seeding again adds nothing', async () => {
    expect(await seedDemo(t.db)).toBe(false);
    const { list } = await transactionsOf('individual', 'lakshmi@demo.test');
    expect(
      list.content.map((entry: { kind: string; reference: string | null }) => [entry.kind, entry.reference]),
    ).toEqual([
      ['INVOICE', 'NB/25-26/000001'],
      ['ORDER', expect.stringMatching(/^pay_demo_/)],
    ]);
  });
});
