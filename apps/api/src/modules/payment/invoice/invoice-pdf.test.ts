import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreditNote, buildTaxInvoice, type InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { BUYERS, SUPPLIER, yearlyPlan } from './invoice-test-kit';

const run = promisify(execFile);
let scratch = '';

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'nb-invoices-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The PDF's text as poppler's pdftotext lays it out, whitespace folded (a row's cells read in order), and its pages. */
async function read(document: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const pdf = await renderInvoicePdf(document);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(scratch, `${document.number.replaceAll('/', '_')}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return { text: stdout.replace(/\s+/g, ' '), pages: stdout.split('\f').length - 1 };
}
const textOf = async (document: InvoiceDocument) => (await read(document)).text;

describe('renderInvoicePdf', () => {
  it('a B2B invoice in the supplier state shows both GSTINs, CGST and SGST at 9% and the total in words', async () => {
    const text = await textOf(buildTaxInvoice(yearlyPlan(BUYERS.sameState)));
    for (const expected of [
      'TAX INVOICE',
      'Invoice no. NB/26-27/000123',
      'Date 15 Apr 2026',
      `GSTIN: ${SUPPLIER.gstin}`,
      'GSTIN: 29AABCM5678B1ZD',
      'Noticeboard Learning Private Limited',
      'Maple Grove School',
      'Place of supply Karnataka (29)',
      'Reverse charge No',
      '997331',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹ 1,00,000.00',
      '₹ 9,000.00',
      '₹ 1,18,000.00',
      'Rupees One Lakh Eighteen Thousand Only',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('an invoice to another state charges IGST at 18%', async () => {
    const text = await textOf(buildTaxInvoice(yearlyPlan(BUYERS.otherState, 124)));
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹ 18,000.00');
    expect(text).not.toContain('CGST');
  });

  it('a B2C invoice shows the buyer unregistered and the place of supply; paise reach the words', async () => {
    const input = yearlyPlan(BUYERS.consumerInDelhi, 125);
    const lines = [{ description: 'Noticeboard Reader plan, 1 year', amount: 1_18_00_050, taxIncluded: true }];
    const text = await textOf(buildTaxInvoice({ ...input, lines }));
    expect(text).toContain('Unregistered buyer (no GSTIN)');
    expect(text).toContain('Place of supply Delhi (07)');
    expect(text).toContain('₹ 1,18,000.50');
    expect(text).toContain('Rupees One Lakh Eighteen Thousand and Fifty Paise Only');
  });

  it('an export names the country and carries the endorsement', async () => {
    const text = await textOf(buildTaxInvoice(yearlyPlan(BUYERS.overseas, 126)));
    expect(text).toContain('Outside India, Singapore (96)');
    expect(text).toContain('Country: Singapore');
    expect(text).toContain('SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX');
    const lut = { ...yearlyPlan(BUYERS.overseas, 127), supplier: { ...SUPPLIER, exportsUnderLut: true } };
    const lutText = await textOf(buildTaxInvoice(lut));
    expect(lutText).toContain('UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX');
    expect(lutText).toContain('Rupees One Lakh Only');
  });

  it('a credit note names itself and the invoice it credits', async () => {
    const invoice = buildTaxInvoice(yearlyPlan(BUYERS.otherState));
    const note = buildCreditNote({
      original: invoice,
      issuedAt: new Date('2026-06-10T12:00:00+05:30'),
      sequence: 9,
      reason: 'Plan cancelled within 14 days',
    });
    const text = await textOf(note);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note no. CN/26-27/000009');
    expect(text).toContain('Against invoice NB/26-27/000123');
    expect(text).toContain('Invoice date 15 Apr 2026');
    expect(text).toContain('Reason: Plan cancelled within 14 days');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('Rupees One Lakh Eighteen Thousand Only');
    expect(text).not.toContain('TAX INVOICE');
  });

  it('long descriptions and many lines flow onto further pages', async () => {
    const description = `Noticeboard School plan with every module, ${'and a long note '.repeat(12)}`;
    const lines = Array.from({ length: 40 }, () => ({ description, amount: 100_000, taxIncluded: false }));
    const { text, pages } = await read(buildTaxInvoice({ ...yearlyPlan(BUYERS.sameState, 128), lines }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`NB/26-27/000128 · Page ${pages} of ${pages}`);
    expect(text.match(/# Description SAC Taxable value/g)).toHaveLength(pages);
    expect(text).toContain('₹ 40,000.00');
    expect(text).toContain('Rupees Forty Seven Thousand Two Hundred Only');
  });
});
