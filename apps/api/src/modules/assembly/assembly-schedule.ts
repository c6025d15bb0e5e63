/**
 * When bulletins are made and locked, in the school's own calendar and time zone: a bulletin is for a school day
 * (a chosen weekday that is not a holiday), goes out at the assembly time, and the next school day's is made as soon
 * as the current one has gone out. Pure functions of the settings and the clock.
 */

export interface AssemblyCalendar {
  schoolDays: readonly number[];
  holidays: readonly string[];
  /** HH:MM. */
  assemblyTime: string;
  timeZone: string;
}

const DAY_MS = 86_400_000;
/** Far enough to pass any run of holidays a school could list. */
const SEARCH_DAYS = 400;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockOf(instant: Date, timeZone: string): { day: string; utcEquivalentMs: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const utcEquivalentMs = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { day, utcEquivalentMs };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).day;
}

/** The instant a wall-clock time on a day happens in a time zone (the later one across a clock change). */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const offsetAt = (ms: number) => wallClockOf(new Date(ms), timeZone).utcEquivalentMs - Math.floor(ms / 1000) * 1000;
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function isSchoolDay(day: string, calendar: Pick<AssemblyCalendar, 'schoolDays' | 'holidays'>): boolean {
  return calendar.schoolDays.includes(weekdayOf(day)) && !calendar.holidays.includes(day);
}

/** The first school day after `day`, or null when the calendar has none. */
export function nextSchoolDayAfter(day: string, calendar: Pick<AssemblyCalendar, 'schoolDays' | 'holidays'>) {
  for (let step = 1; step <= SEARCH_DAYS; step += 1) {
    const candidate = addDays(day, step);
    if (isSchoolDay(candidate, calendar)) return candidate;
  }
  return null;
}

export interface AssemblySlot {
  day: string;
  assemblyAt: Date;
}

/**
 * The bulletin that should exist now, not yet out: today's when today is a school day and its assembly is still
 * ahead, else the next school day's (so staff see "tomorrow's bulletin" as soon as today's has gone out).
 */
export function upcomingSlot(now: Date, calendar: AssemblyCalendar): AssemblySlot | null {
  const today = localDayOf(now, calendar.timeZone);
  if (isSchoolDay(today, calendar)) {
    const assemblyAt = instantOf(today, calendar.assemblyTime, calendar.timeZone);
    if (now.getTime() < assemblyAt.getTime()) return { day: today, assemblyAt };
  }
  const next = nextSchoolDayAfter(today, calendar);
  return next ? { day: next, assemblyAt: instantOf(next, calendar.assemblyTime, calendar.timeZone) } : null;
}

/** A bulletin is out (read, and locked) from its assembly time on. */
export function isOut(assemblyAt: Date, now: Date): boolean {
  return now.getTime() >= assemblyAt.getTime();
}
