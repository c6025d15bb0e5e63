import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYear,
  financialYearOf,
  MAX_DOCUMENT_NUMBER_LENGTH,
  MAX_SEQUENCE,
  parseDocumentNumber,
} from './invoice-number';

/** GST rule 46(b): at most 16 characters of letters, digits, hyphen and slash. */
const GST_SERIAL = /^[A-Za-z0-9/-]{1,16}$/;

describe('financialYearOf', () => {
  it('turns at 1 April 00:00 in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59.999+05:30')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30')).label).toBe('2027-28');
    // 1 April 00:00 IST is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('2026-27');
  });

  it('runs April to March across the calendar year', () => {
    expect(financialYearOf(new Date('2026-04-15T12:00:00+05:30')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2026-12-31T23:59:00+05:30')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2027-01-01T00:00:00+05:30')).startYear).toBe(2026);
    expect(financialYearOf(new Date('2026-03-01T00:00:00+05:30')).startYear).toBe(2025);
  });

  it('gives the instants the year starts and ends at', () => {
    const year = financialYear(2026);
    expect(year.startsAt.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(year.endsAt.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYearOf(year.startsAt).startYear).toBe(2026);
    expect(financialYearOf(new Date(year.endsAt.getTime() - 1)).startYear).toBe(2026);
    expect(financialYearOf(year.endsAt).startYear).toBe(2027);
    expect(financialYear(2099).label).toBe('2099-00');
    expect(() => financialYear(1999)).toThrow(RangeError);
  });
});

describe('documentNumber', () => {
  const year = financialYear(2026);

  it('writes the series, the year and a six-digit sequence', () => {
    expect(documentNumber('tax-invoice', year, 123)).toBe('NB/26-27/000123');
    expect(documentNumber('credit-note', year, 7)).toBe('CN/26-27/000007');
    expect(documentNumber('tax-invoice', financialYear(2099), 1)).toBe('NB/99-00/000001');
  });

  it('stays within the GST rule up to the last sequence number', () => {
    for (const sequence of [1, 999_999, 1_000_000, MAX_SEQUENCE]) {
      for (const kind of ['tax-invoice', 'credit-note'] as const) {
        const number = documentNumber(kind, year, sequence);
        expect(number).toMatch(GST_SERIAL);
        expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
      }
    }
    expect(documentNumber('tax-invoice', year, MAX_SEQUENCE)).toBe('NB/26-27/9999999');
  });

  it('refuses sequences the format cannot hold', () => {
    for (const sequence of [0, -1, 1.5, MAX_SEQUENCE + 1]) {
      expect(() => documentNumber('tax-invoice', year, sequence)).toThrow(RangeError);
    }
  });

  it('never repeats a number across series or years', () => {
    const numbers = new Set<string>();
    for (const startYear of [2025, 2026, 2027]) {
      for (const kind of ['tax-invoice', 'credit-note'] as const) {
        for (let sequence = 1; sequence <= 50; sequence++) {
          numbers.add(documentNumber(kind, financialYear(startYear), sequence));
        }
      }
    }
    expect(numbers.size).toBe(3 * 2 * 50);
  });
});

describe('parseDocumentNumber', () => {
  it('reads back what documentNumber wrote', () => {
    const parsed = parseDocumentNumber('CN/26-27/000042');
    expect(parsed).toMatchObject({ kind: 'credit-note', sequence: 42, year: { label: '2026-27' } });
    expect(parseDocumentNumber('NB/26-27/9999999')).toMatchObject({ kind: 'tax-invoice', sequence: 9_999_999 });
  });

  it('answers null for anything else', () => {
    for (const text of ['NB/26-28/000001', 'NB/26-27/0000001', 'NB/26-27/000000', 'XX/26-27/000001', 'NB2627-1']) {
      expect(parseDocumentNumber(text)).toBeNull();
    }
  });
});
