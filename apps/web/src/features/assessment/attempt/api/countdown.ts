/**
 * The attempt's clock counts down to the server's deadline, corrected by how far this device's clock is off from
 * the server's (measured when the attempt arrived, and again whenever the page comes back): a device whose clock is
 * wrong, or changed mid-attempt, shows the server's time left.
 */

/** Server time minus device time. */
export const clockOffsetMs = (serverNow: string, receivedAtMs: number) => Date.parse(serverNow) - receivedAtMs;

export function secondsLeft(deadlineAt: string, offsetMs: number, deviceNowMs: number): number {
  const left = Date.parse(deadlineAt) - (deviceNowMs + offsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}

/** 9:05, 1:02:03 past an hour, or "4 d 23 h" past a day (a long window with no time limit). */
export function formatClock(totalSeconds: number): string {
  if (totalSeconds >= 86_400) {
    return `${Math.floor(totalSeconds / 86_400)} d ${Math.floor((totalSeconds % 86_400) / 3600)} h`;
  }
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "12 minutes left" for screen readers, said once a minute rather than every second. */
export function spokenTimeLeft(totalSeconds: number): string {
  if (totalSeconds <= 60) return `${totalSeconds} seconds left`;
  if (totalSeconds >= 86_400)
    return `${formatClock(totalSeconds).replace(' d ', ' days ').replace(' h', ' hours')} left`;
  const minutes = Math.ceil(totalSeconds / 60);
  return `${minutes} minutes left`;
}
