import { describe, expect, it } from 'vitest';
import { MAX_PAISE, splitInclusive, splitTax, sumSplits, type TaxTreatment, taxTreatment } from './gst';

const karnataka = { stateCode: '29' };
const intra = taxTreatment(karnataka, { kind: 'registered', gstin: '29AAACN1234A1Z3' });
const inter = taxTreatment(karnataka, { kind: 'registered', gstin: '27AAPFU0939F1ZV' });

describe('taxTreatment', () => {
  it('B2B in the supplier state: CGST 9% + SGST 9%, place of supply from the GSTIN', () => {
    expect(intra).toEqual({
      supply: 'intra-state',
      placeOfSupply: { inIndia: true, stateCode: '29', stateName: 'Karnataka' },
      rates: { cgst: 900, sgst: 900, igst: 0 },
      stateTaxName: 'SGST',
      underLut: false,
    });
  });

  it('B2B in another state: IGST 18%', () => {
    expect(inter.supply).toBe('inter-state');
    expect(inter.placeOfSupply).toEqual({ inIndia: true, stateCode: '27', stateName: 'Maharashtra' });
    expect(inter.rates).toEqual({ cgst: 0, sgst: 0, igst: 1800 });
  });

  it('B2C: the place of supply is the buyer state, or the supplier state when none is on record', () => {
    expect(taxTreatment(karnataka, { kind: 'unregistered', stateCode: '29' }).supply).toBe('intra-state');
    const delhi = taxTreatment(karnataka, { kind: 'unregistered', stateCode: '07' });
    expect(delhi.supply).toBe('inter-state');
    expect(delhi.placeOfSupply).toMatchObject({ stateName: 'Delhi' });
    const unknown = taxTreatment(karnataka, { kind: 'unregistered', stateCode: null });
    expect(unknown.supply).toBe('intra-state');
    expect(unknown.placeOfSupply).toMatchObject({ stateCode: '29' });
  });

  it('a supplier in a Union Territory without a legislature charges UTGST', () => {
    const chandigarh = taxTreatment({ stateCode: '04' }, { kind: 'unregistered', stateCode: '04' });
    expect(chandigarh.stateTaxName).toBe('UTGST');
    expect(chandigarh.rates).toEqual({ cgst: 900, sgst: 900, igst: 0 });
    expect(taxTreatment({ stateCode: '07' }, { kind: 'unregistered', stateCode: '07' }).stateTaxName).toBe('SGST');
  });

  it('exports: IGST 18% by default, nothing charged under a Letter of Undertaking', () => {
    const buyer = { kind: 'overseas', country: 'Singapore' } as const;
    const withTax = taxTreatment(karnataka, buyer);
    expect(withTax).toMatchObject({ supply: 'export', underLut: false, rates: { cgst: 0, sgst: 0, igst: 1800 } });
    expect(withTax.placeOfSupply).toEqual({ inIndia: false, stateCode: '96', country: 'Singapore' });
    const lut = taxTreatment({ ...karnataka, exportsUnderLut: true }, buyer);
    expect(lut).toMatchObject({ supply: 'export', underLut: true, rates: { cgst: 0, sgst: 0, igst: 0 } });
    expect(splitTax(100_000, lut)).toEqual({ taxable: 100_000, cgst: 0, sgst: 0, igst: 0, total: 100_000 });
  });

  it('refuses unknown state codes', () => {
    expect(() => taxTreatment({ stateCode: '99' }, { kind: 'unregistered', stateCode: null })).toThrow(RangeError);
    expect(() => taxTreatment(karnataka, { kind: 'unregistered', stateCode: '00' })).toThrow(/00/);
  });
});

describe('splitTax', () => {
  it('splits ₹1,00,000 into ₹9,000 + ₹9,000 or ₹18,000', () => {
    expect(splitTax(10_000_000, intra)).toEqual({
      taxable: 10_000_000,
      cgst: 900_000,
      sgst: 900_000,
      igst: 0,
      total: 11_800_000,
    });
    expect(splitTax(10_000_000, inter)).toMatchObject({ igst: 1_800_000, total: 11_800_000 });
  });

  it('rounds each component half-up to the paisa', () => {
    // 9% of 50 paise = 4.5 → 5; 18% of 25 paise = 4.5 → 5; 9% of 25 = 2.25 → 2 (so 2 + 2 ≠ 5: rounded apart).
    expect(splitTax(50, intra)).toMatchObject({ cgst: 5, sgst: 5, total: 60 });
    expect(splitTax(25, inter)).toMatchObject({ igst: 5, total: 30 });
    expect(splitTax(25, intra)).toMatchObject({ cgst: 2, sgst: 2, total: 29 });
    expect(splitTax(1, intra)).toMatchObject({ cgst: 0, sgst: 0, total: 1 });
    expect(splitTax(0, inter)).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });

  it('refuses fractions, negatives and amounts too large to multiply exactly', () => {
    expect(() => splitTax(10.5, intra)).toThrow(RangeError);
    expect(() => splitTax(-100, intra)).toThrow(RangeError);
    expect(() => splitTax(MAX_PAISE + 1, intra)).toThrow(RangeError);
    expect(splitTax(MAX_PAISE, inter)).toMatchObject({ taxable: 900_719_925_474, igst: 162_129_586_585 });
  });
});

describe('splitInclusive', () => {
  it('takes ₹1,18,000 apart into ₹1,00,000 and its taxes', () => {
    expect(splitInclusive(11_800_000, intra)).toEqual(splitTax(10_000_000, intra));
    expect(splitInclusive(11_800_000, inter)).toEqual(splitTax(10_000_000, inter));
  });

  function checkEveryPrice(treatment: TaxTreatment): void {
    const reachable = new Map<number, number>();
    for (let taxable = 0; taxable <= 6_000; taxable++) {
      const { total } = splitTax(taxable, treatment);
      if (!reachable.has(total)) reachable.set(total, taxable);
    }
    for (let price = 0; price <= 6_000; price++) {
      const split = splitInclusive(price, treatment);
      expect(split.total).toBe(price);
      expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(price);
      for (const [tax, rate] of [
        [split.cgst, treatment.rates.cgst],
        [split.sgst, treatment.rates.sgst],
        [split.igst, treatment.rates.igst],
      ] as const) {
        expect(Math.abs(tax * 10_000 - split.taxable * rate)).toBeLessThanOrEqual(10_000);
      }
      const exact = reachable.get(price);
      if (exact !== undefined) expect(split).toEqual(splitTax(exact, treatment));
    }
  }

  it('adds up to every price exactly, intra-state', () => checkEveryPrice(intra));
  it('adds up to every price exactly, inter-state', () => checkEveryPrice(inter));

  it('a price no taxable value reaches still adds up, CGST equal to SGST', () => {
    // 9% + 9% of 17 paise rounds to 2 + 2 (total 21) and of 16 paise to 1 + 1 (total 18): 19 and 20 are skipped.
    expect(splitTax(16, intra).total).toBe(18);
    expect(splitTax(17, intra).total).toBe(21);
    expect(splitInclusive(20, intra)).toEqual({ taxable: 18, cgst: 1, sgst: 1, igst: 0, total: 20 });
  });
});

describe('sumSplits', () => {
  it('adds lines component by component', () => {
    const lines = [splitTax(50, intra), splitTax(10_000_000, intra), splitInclusive(20, intra)];
    const sum = sumSplits(lines);
    expect(sum).toEqual({ taxable: 10_000_068, cgst: 900_006, sgst: 900_006, igst: 0, total: 11_800_080 });
    expect(sum.taxable + sum.cgst + sum.sgst + sum.igst).toBe(sum.total);
    expect(sumSplits([])).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
  });
});
