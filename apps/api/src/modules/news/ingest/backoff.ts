/** When a feed is fetched next: the interval after a success, doubling per failure in a row, at most a day. */

const MAX_DELAY_MS = 24 * 60 * 60_000;

export function nextFetchAt(now: Date, intervalMinutes: number, consecutiveFailures: number): Date {
  const interval = intervalMinutes * 60_000;
  const delay = Math.min(interval * 2 ** Math.min(consecutiveFailures, 16), MAX_DELAY_MS);
  return new Date(now.getTime() + delay);
}
