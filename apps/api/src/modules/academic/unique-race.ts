/** Turns a unique-index violation (PostgreSQL 23505, possibly wrapped by Drizzle) into a typed error. */
import type { AppError } from '../../lib/errors';

function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs `work`; when a concurrent request won the race for a unique key, throws `onRace()` instead of a 500. */
export async function orOnRace<T>(work: () => Promise<T>, onRace: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw onRace();
    throw error;
  }
}
