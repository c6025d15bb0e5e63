/** The quiz clock counts down to the server's deadline, corrected by how far this device's clock is off. */

/** Server time minus device time, measured when the session arrived. */
export const clockOffsetMs = (serverNow: string, receivedAtMs: number) => Date.parse(serverNow) - receivedAtMs;

export function secondsLeft(deadlineAt: string, offsetMs: number, deviceNowMs: number): number {
  const left = Date.parse(deadlineAt) - (deviceNowMs + offsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}

/** 9:05, or 1:02:03 past an hour. */
export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
