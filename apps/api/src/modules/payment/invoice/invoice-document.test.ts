import { describe, expect, it } from 'vitest';
import { buildCreditNote, buildTaxInvoice, NOTICEBOARD_SAC } from './invoice-document';
import { BUYERS, SUPPLIER, yearlyPlan } from './invoice-test-kit';

describe('buildTaxInvoice', () => {
  it('numbers the invoice in the financial year of its date and computes its taxes', () => {
    const invoice = buildTaxInvoice(yearlyPlan(BUYERS.sameState));
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      number: 'NB/26-27/000123',
      supplier: { gstin: SUPPLIER.gstin, stateCode: '29', stateName: 'Karnataka' },
      buyer: { name: 'Maple Grove School', gstin: '29AABCM5678B1ZD' },
      treatment: { supply: 'intra-state' },
      totals: { taxable: 10_000_000, cgst: 900_000, sgst: 900_000, igst: 0, total: 11_800_000 },
    });
    expect(invoice.lines[0]?.sac).toBe(NOTICEBOARD_SAC);
  });

  it('a buyer without a GSTIN has none on the invoice; several lines add up', () => {
    const input = yearlyPlan(BUYERS.consumerInDelhi);
    const invoice = buildTaxInvoice({
      ...input,
      issuedAt: new Date('2027-03-31T23:59:00+05:30'),
      lines: [
        { description: 'Reader plan, 1 year', amount: 117_999, taxIncluded: true },
        { description: 'Custom set-up of the school site', amount: 19_900, sac: '998314', taxIncluded: false },
      ],
    });
    expect(invoice.number).toBe('NB/26-27/000123');
    expect(invoice.buyer.gstin).toBeNull();
    expect(invoice.treatment.supply).toBe('inter-state');
    expect(invoice.lines.map((line) => line.tax.total)).toEqual([117_999, 23_482]);
    expect(invoice.lines[1]?.sac).toBe('998314');
    expect(invoice.totals.total).toBe(117_999 + 23_482);
    expect(invoice.totals.taxable + invoice.totals.igst).toBe(invoice.totals.total);
  });

  it('refuses an invalid GSTIN, no lines, or a blank description', () => {
    expect(() =>
      buildTaxInvoice({ ...yearlyPlan(BUYERS.sameState), supplier: { ...SUPPLIER, gstin: '29AAACN1234A1Z4' } }),
    ).toThrow(/supplier GSTIN/);
    const badBuyer = { ...BUYERS.otherState, gst: { kind: 'registered', gstin: '27AAPFU0939F1ZA' } } as const;
    expect(() => buildTaxInvoice(yearlyPlan(badBuyer))).toThrow(/buyer GSTIN/);
    expect(() => buildTaxInvoice({ ...yearlyPlan(BUYERS.sameState), lines: [] })).toThrow(RangeError);
    const blank = [{ description: ' ', amount: 100, taxIncluded: false }];
    expect(() => buildTaxInvoice({ ...yearlyPlan(BUYERS.sameState), lines: blank })).toThrow(RangeError);
  });
});

describe('buildCreditNote', () => {
  const invoice = buildTaxInvoice(yearlyPlan(BUYERS.otherState));

  it('credits the whole invoice by default, in its own series and year', () => {
    const note = buildCreditNote({
      original: invoice,
      issuedAt: new Date('2027-04-02T09:00:00+05:30'),
      sequence: 4,
      reason: 'Plan cancelled',
    });
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: 'CN/27-28/000004',
      original: { number: 'NB/26-27/000123', issuedAt: invoice.issuedAt },
      treatment: invoice.treatment,
      totals: invoice.totals,
    });
  });

  it('credits part of an invoice at the invoice place of supply, never more than it', () => {
    const part = buildCreditNote({
      original: invoice,
      issuedAt: new Date('2026-05-01T09:00:00+05:30'),
      sequence: 1,
      reason: '50 seats removed',
      lines: [{ description: '50 seats, pro rata', amount: 2_000_000, taxIncluded: false }],
    });
    expect(part.totals).toEqual({ taxable: 2_000_000, cgst: 0, sgst: 0, igst: 360_000, total: 2_360_000 });
    const tooMuch = [{ description: 'Everything and more', amount: 11_800_001, taxIncluded: true }];
    const at = new Date('2026-05-01T09:00:00+05:30');
    expect(() =>
      buildCreditNote({ original: invoice, issuedAt: at, sequence: 2, reason: 'x', lines: tooMuch }),
    ).toThrow(/exceeds/);
    const early = new Date('2026-04-01T09:00:00+05:30');
    expect(() => buildCreditNote({ original: invoice, issuedAt: early, sequence: 2, reason: 'x' })).toThrow(/predate/);
  });
});
