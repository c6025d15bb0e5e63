/**
 * The deletion countdown's arithmetic (spec §4: hours, minutes and seconds; states started, paused, stopped,
 * completed; a 1000 ms tick). Every reading is computed again from the end time and the clock, so ticks that come
 * late (a busy phone, a throttled tab) never make it drift.
 */
export type CountdownState = 'started' | 'paused' | 'stopped' | 'completed';

export const DEFAULT_TICK_MS = 1000;

export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds to the end, read on the server's clock (`offsetMs`: server time minus this device's). */
export function remainingMs(endsAt: number, now: number, offsetMs = 0): number {
  return Math.max(0, endsAt - (now + offsetMs));
}

/** Whole seconds, rounded up (the last second shows 00:00:01 until it has passed); hours run past 24. */
export function splitTimeLeft(ms: number): TimeLeft {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The wait until the shown second changes, so the tick lands on the boundary instead of drifting past it. */
export function nextTickMs(ms: number, tickMs = DEFAULT_TICK_MS): number {
  const intoTick = ms % tickMs;
  return intoTick === 0 ? tickMs : intoTick;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `71:59:08`. */
export const clockText = ({ hours, minutes, seconds }: TimeLeft) => `${two(hours)}:${two(minutes)}:${two(seconds)}`;

/** `71 hours, 59 minutes and 8 seconds`, for screen readers. */
export function spokenText({ hours, minutes, seconds }: TimeLeft): string {
  const part = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  return `${part(hours, 'hour')}, ${part(minutes, 'minute')} and ${part(seconds, 'second')}`;
}
