/**
 * Financial years and document numbers. CGST Rules 46(b) and 53(1A)(c): a consecutive serial number of at most 16
 * characters — letters, digits, '-' and '/' — unique for a financial year (April to March). Invoices and credit
 * notes run in separate series; the year is part of each number, so numbers stay unique across years too.
 */

/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const APRIL = 3;

export interface FinancialYear {
  /** 2026 for April 2026 – March 2027. */
  startYear: number;
  /** "2026-27", as the year is written on returns. */
  label: string;
  /** 1 April 00:00 IST. */
  startsAt: Date;
  /** 1 April 00:00 IST of the next year: the year holds instants before it. */
  endsAt: Date;
}

/** The financial year that starts in April of this calendar year. */
export function financialYear(startYear: number): FinancialYear {
  // Numbers carry the year in two digits, so a second century would repeat them.
  if (!Number.isInteger(startYear) || startYear < 2000 || startYear > 2099) {
    throw new RangeError(`Financial years from 2000-01 to 2099-00 only, not one starting in ${startYear}`);
  }
  return {
    startYear,
    label: `${startYear}-${twoDigits(startYear + 1)}`,
    startsAt: new Date(Date.UTC(startYear, APRIL, 1) - IST_OFFSET_MS),
    endsAt: new Date(Date.UTC(startYear + 1, APRIL, 1) - IST_OFFSET_MS),
  };
}

/** The financial year of an instant, read on an Indian calendar (31 March 23:59 IST is still the old year). */
export function financialYearOf(at: Date): FinancialYear {
  const indian = new Date(at.getTime() + IST_OFFSET_MS);
  const year = indian.getUTCFullYear();
  return financialYear(indian.getUTCMonth() >= APRIL ? year : year - 1);
}

/** The prefix of each series. */
export const DOCUMENT_SERIES = { 'tax-invoice': 'NB', 'credit-note': 'CN' } as const;
export type DocumentKind = keyof typeof DOCUMENT_SERIES;

const SEQUENCE_DIGITS = 6;
/** "NB/26-27/" leaves seven digits inside 16 characters; the eighth would break the rule, so the series stops. */
export const MAX_SEQUENCE = 9_999_999;
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const ALLOWED = /^[A-Za-z0-9/-]+$/;

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}

/** "NB/26-27/000123": the series, the financial year, then the sequence padded to six digits. */
export function documentNumber(kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`A ${kind} sequence runs from 1 to ${MAX_SEQUENCE}, not ${sequence}`);
  }
  const years = `${twoDigits(year.startYear)}-${twoDigits(year.startYear + 1)}`;
  const number = `${DOCUMENT_SERIES[kind]}/${years}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH || !ALLOWED.test(number)) {
    throw new RangeError(`${number} is not a valid GST document number`);
  }
  return number;
}

const PARSED = /^(NB|CN)\/(\d{2})-(\d{2})\/(\d{6,7})$/;

/** The series, year and sequence of a number this module made; null for anything else. */
export function parseDocumentNumber(
  text: string,
): { kind: DocumentKind; year: FinancialYear; sequence: number } | null {
  const match = PARSED.exec(text);
  if (!match) return null;
  const [, prefix, from, to, digits] = match;
  const startYear = 2000 + Number(from);
  if (twoDigits(startYear + 1) !== to) return null;
  const kind = prefix === DOCUMENT_SERIES['credit-note'] ? 'credit-note' : 'tax-invoice';
  const year = financialYear(startYear);
  const sequence = Number(digits);
  if (sequence < 1 || documentNumber(kind, year, sequence) !== text) return null;
  return { kind, year, sequence };
}
