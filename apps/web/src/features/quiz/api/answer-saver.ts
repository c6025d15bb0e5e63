/**
 * Saves each answer as it is chosen (POST /users/attempt-quiz) so progress survives a reload. Per question only
 * the latest choice matters: a choice made while a save is in flight is sent right after it. A failed save is
 * retried with a growing pause until it lands; a refusal (4xx, e.g. time up) stops that question and is reported.
 * The answers also travel whole in the submission, so a save that never lands loses nothing.
 */
import { hasErrorCode, isApiError } from '../../../lib/api-error';

export type SaveState = 'saving' | 'saved' | 'retrying' | 'refused';

export interface AnswerSaverDeps {
  send: (questionId: string, selectedIndex: number | null) => Promise<unknown>;
  onState: (questionId: string, state: SaveState) => void;
  onRefused: (error: unknown) => void;
  wait?: (ms: number) => Promise<void>;
}

const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000];
export const retryPauseMs = (failures: number) =>
  RETRY_PAUSES_MS[Math.min(failures, RETRY_PAUSES_MS.length) - 1] ?? RETRY_PAUSES_MS[0] ?? 1_000;

/** Network failures, timeouts, rate limits and server errors are worth another try; other answers are final. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.statusCode;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The server already holds the session's outcome (an earlier copy landed, or its time ran out). */
export const isSettled = (error: unknown): boolean => hasErrorCode(error, 'QUIZ_ALREADY_SUBMITTED', 'QUIZ_TIME_UP');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AnswerSaver {
  private readonly latest = new Map<string, number | null>();
  private readonly running = new Set<string>();
  private stopped = false;

  constructor(private readonly deps: AnswerSaverDeps) {}

  save(questionId: string, selectedIndex: number | null): void {
    this.latest.set(questionId, selectedIndex);
    if (!this.running.has(questionId)) void this.run(questionId);
  }

  /** True while any answer is not yet stored. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  stop(): void {
    this.stopped = true;
  }

  private async run(questionId: string): Promise<void> {
    this.running.add(questionId);
    const wait = this.deps.wait ?? sleep;
    let failures = 0;
    try {
      while (!this.stopped) {
        const value = this.latest.get(questionId) ?? null;
        this.deps.onState(questionId, failures ? 'retrying' : 'saving');
        try {
          await this.deps.send(questionId, value);
          failures = 0;
          if ((this.latest.get(questionId) ?? null) === value) {
            this.deps.onState(questionId, 'saved');
            return;
          }
        } catch (error) {
          if (!isRetryable(error)) {
            this.deps.onState(questionId, 'refused');
            this.deps.onRefused(error);
            return;
          }
          failures += 1;
          this.deps.onState(questionId, 'retrying');
          await wait(retryPauseMs(failures));
        }
      }
    } finally {
      this.running.delete(questionId);
    }
  }
}

/**
 * Sends a submission, retrying network and server failures with the same body (so the same submissionKey):
 * the server stores it once however many copies arrive.
 */
export async function submitWithRetry<T>(
  send: () => Promise<T>,
  attempts = 4,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isRetryable(error) || failures >= attempts) throw error;
      await wait(retryPauseMs(failures));
    }
  }
}
