/**
 * How the product writes dates, times, money and counts for people (issue 17 §9): one Indian English form, the same
 * in the web app, the server-drawn pages, emails, invoices and papers.
 *
 * - Dates: "25 Nov 2026"; with a time "25 Nov 2026, 4:51 pm"; times "4:51 pm" (12-hour, lower-case am/pm).
 * - Instants are shown in India's time zone (Asia/Kolkata) wherever the reader or the server is: the schools are in
 *   India, quiz and reading days are Indian days, and a page drawn on the server reads the same when the browser
 *   hydrates it. A calendar day ("2026-11-25", the value of a date column or a date input) is that day, never shifted.
 * - Money is held in paise and shown in rupees with Indian digit grouping: "₹1,49,900" for whole rupees, "₹1,499.50"
 *   otherwise, "−₹500" below zero; documents (invoices) always show the paise: "₹1,499.00".
 * - Counts use Indian grouping too: "1,00,000".
 *
 * Dependency-free: Intl only converts an instant to India's wall clock and groups digits; the words are ours, so the
 * text does not change with the browser's or Node's ICU data (no "Sept", no "PM" on one and "pm" on the other).
 */

/** The zone instants are shown in. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/** An instant (Date, epoch milliseconds, ISO timestamp) or a calendar day (YYYY-MM-DD). */
export type DateInput = Date | number | string;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock of `value` in `timeZone`; a calendar day is itself at midnight; null for what is not a date. */
function wallClock(value: DateInput, timeZone: string): WallClock | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of clockIn(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

export interface DateFormatOptions {
  /** Another zone than India's, where one is really needed (a reader abroad, a test). */
  timeZone?: string;
}

const dayText = ({ year, month, day }: WallClock) => `${day} ${MONTHS[month - 1]} ${year}`;
const timeText = ({ hour, minute }: WallClock) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;

/** "25 Nov 2026"; "" for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const clock = value === null || value === undefined ? null : wallClock(value, options.timeZone ?? DISPLAY_TIME_ZONE);
  return clock ? dayText(clock) : '';
}

/** "25 Nov 2026, 4:51 pm" (a calendar day alone reads as its date); "" for a missing or invalid value. */
export function formatDateTime(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatDate(value);
  const clock = wallClock(value, options.timeZone ?? DISPLAY_TIME_ZONE);
  return clock ? `${dayText(clock)}, ${timeText(clock)}` : '';
}

/** "4:51 pm", "12:00 am" at midnight, "12:00 pm" at noon; "" for a missing or invalid value. */
export function formatTime(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const clock = value === null || value === undefined ? null : wallClock(value, options.timeZone ?? DISPLAY_TIME_ZONE);
  return clock ? timeText(clock) : '';
}

/** "Nov 2026" ("Member since …"). */
export function formatMonthYear(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const clock = value === null || value === undefined ? null : wallClock(value, options.timeZone ?? DISPLAY_TIME_ZONE);
  return clock ? `${MONTHS[clock.month - 1]} ${clock.year}` : '';
}

/** The calendar day (YYYY-MM-DD) an instant falls on in India: what a date input or a date column holds. */
export function calendarDayOf(value: DateInput, options: DateFormatOptions = {}): string {
  const clock = wallClock(value, options.timeZone ?? DISPLAY_TIME_ZONE);
  if (!clock) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(clock.year).padStart(4, '0')}-${pad(clock.month)}-${pad(clock.day)}`;
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" for feeds and comments (with the full date and time as
 * the element's title); "" for a missing or invalid value.
 */
export function formatRelative(value: DateInput | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  relativeFormat ??= new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

let indianDigits: Intl.NumberFormat | undefined;
const groupIndian = (whole: number) => {
  indianDigits ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });
  return indianDigits.format(whole);
};

/** A count with Indian grouping: 100000 → "1,00,000"; decimals kept as given (1.5 → "1.5"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '−' : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = /e/i.test(whole) ? whole : groupIndian(Number(whole));
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export interface MoneyFormatOptions {
  /** 'auto' (default): paise only when there are any; 'always': two paise digits (invoices, receipts). */
  paise?: 'auto' | 'always';
  /** Without the ₹ sign (a table column that names the currency once). */
  symbol?: boolean;
}

/**
 * Money held in paise as people read it: 14990000 → "₹1,49,900", 149950 → "₹1,499.50", 0 → "₹0",
 * −50000 → "−₹500"; with `paise: 'always'` 149900 → "₹1,499.00". Fractions of a paisa are rounded.
 */
export function formatMoney(paise: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(paise)) return '';
  const whole = Math.round(Math.abs(paise));
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  const fraction = rest > 0 || options.paise === 'always' ? `.${String(rest).padStart(2, '0')}` : '';
  const sign = Math.round(paise) < 0 ? '−' : '';
  return `${sign}${options.symbol === false ? '' : '₹'}${groupIndian(rupees)}${fraction}`;
}
