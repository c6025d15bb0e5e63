/**
 * The attempt's answers on their way to the server. Each change of an answer gets the next sequence number of its
 * question and waits in the queue (kept in localStorage under the attempt, so a reload or a crash re-sends it); one
 * sender sends the queue in the order the answers were given, the newest value of each question only. A network
 * failure or a server error keeps the answer queued and tries again with a growing pause (at once when the browser
 * says it is back online); the server keeps the newest sequence, so a late copy never undoes a later answer. A
 * refusal (the time is up, the attempt is handed in, bad input) drops the answer and is reported.
 */
import type { ErrorCode, SaveAnswerResponse } from '@noticeboard/shared';
import { hasErrorCode, isApiError } from '../../../../lib/api-error';

/** What a save sends besides its sequence: the displayed option's id, or the written text. */
export type AnswerValue = { selectedOptionId: number | null } | { text: string };

interface Pending {
  seq: number;
  value: AnswerValue;
}

export type QueueStatus = 'saved' | 'saving' | 'offline' | 'closed';

export interface QueueSnapshot {
  status: QueueStatus;
  /** Answers not yet stored on the server. */
  pending: number;
}

export interface SaveQueueDeps {
  /** The attempt the answers belong to (the storage key). */
  attemptId: string;
  send: (questionId: string, body: AnswerValue & { clientSeq: number }) => Promise<SaveAnswerResponse>;
  /** The sequences the server holds per question (from the attempt's saved answers). */
  storedSeqs: Record<string, number>;
  onChange: (snapshot: QueueSnapshot) => void;
  /** The time is up or the attempt was handed in elsewhere: nothing more will be taken. */
  onClosed?: (code: ErrorCode) => void;
  /** A save refused for its content (it is dropped; the others go on). */
  onRefused?: (questionId: string, error: unknown) => void;
  storage?: Storage | null;
  wait?: (ms: number, wake: AbortSignal) => Promise<void>;
}

const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
export const retryPauseMs = (failures: number) =>
  RETRY_PAUSES_MS[Math.min(failures, RETRY_PAUSES_MS.length) - 1] ?? 1_000;

export const storageKeyOf = (attemptId: string) => `attemptSaves:${attemptId}`;

/** Network failures, time-outs, rate limits and server errors are worth another try; other answers are final. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.statusCode;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const CLOSING: ErrorCode[] = ['ASSIGNMENT_TIME_UP', 'ASSIGNMENT_ALREADY_SUBMITTED', 'ASSIGNMENT_NOT_OPEN'];

function defaultWait(ms: number, wake: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export class SaveQueue {
  private readonly pending = new Map<string, Pending>();
  private readonly seqs = new Map<string, number>();
  private readonly storage: Storage | null;
  private status: QueueStatus = 'saved';
  private sending = false;
  private wake = new AbortController();
  private closed = false;
  private readonly idle = new Set<() => void>();

  constructor(private readonly deps: SaveQueueDeps) {
    this.storage = deps.storage === undefined ? safeStorage() : deps.storage;
    for (const [questionId, seq] of Object.entries(deps.storedSeqs)) this.seqs.set(questionId, seq);
    for (const [questionId, entry] of Object.entries(this.load())) {
      // Sent before a reload and not known to have landed: send again unless the server already holds newer.
      if (entry.seq > (this.seqs.get(questionId) ?? 0)) {
        this.pending.set(questionId, entry);
        this.seqs.set(questionId, entry.seq);
      }
    }
    this.persist();
    if (this.pending.size) this.kick();
    else this.emit('saved');
  }

  /** Answers queued before a reload (newer than the server's), to show them as chosen. */
  queuedValues(): Map<string, AnswerValue> {
    return new Map([...this.pending].map(([questionId, entry]) => [questionId, entry.value]));
  }

  /** A new answer to a question: queued with the next sequence and sent in turn. */
  enqueue(questionId: string, value: AnswerValue): void {
    if (this.closed) return;
    const seq = (this.seqs.get(questionId) ?? 0) + 1;
    this.seqs.set(questionId, seq);
    // The newest answer of a question goes to the back: answers are sent in the order they were last given.
    this.pending.delete(questionId);
    this.pending.set(questionId, { seq, value });
    this.persist();
    this.kick();
  }

  /** Try at once (the browser is back online). */
  retryNow(): void {
    this.wake.abort();
  }

  get size(): number {
    return this.pending.size;
  }

  /** Resolves once nothing is queued (or the queue is closed). */
  flush(): Promise<void> {
    if (this.pending.size === 0 || this.closed) return Promise.resolve();
    this.retryNow();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  /** Nothing more is sent (the attempt is handed in); what is queued stays stored until `clear`. */
  close(): void {
    this.closed = true;
    this.wake.abort();
    this.emit('closed');
    this.settleIdle();
  }

  /** Forget the stored queue (after the hand-in was stored). */
  clear(): void {
    this.pending.clear();
    this.storage?.removeItem(storageKeyOf(this.deps.attemptId));
  }

  private kick(): void {
    if (this.sending) return;
    this.sending = true;
    void this.run();
  }

  /** The one sender: the queue front to back until it is empty (or closed). */
  private async run(): Promise<void> {
    try {
      await this.sendAll();
    } finally {
      // Cleared before anyone waiting is told, so an answer given right after a flush starts a new sender.
      this.sending = false;
    }
    if (!this.closed) this.emit('saved');
    this.settleIdle();
  }

  private async sendAll(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      const next = this.pending.entries().next();
      if (next.done) return;
      const [questionId, entry] = next.value;
      this.emit(failures ? 'offline' : 'saving');
      try {
        await this.deps.send(questionId, { ...entry.value, clientSeq: entry.seq });
        failures = 0;
        if (this.pending.get(questionId)?.seq === entry.seq) this.pending.delete(questionId);
        this.persist();
      } catch (error) {
        if (isRetryable(error)) {
          failures += 1;
          this.emit('offline');
          this.wake = new AbortController();
          await (this.deps.wait ?? defaultWait)(retryPauseMs(failures), this.wake.signal);
          continue;
        }
        if (hasErrorCode(error, ...CLOSING)) {
          this.closed = true;
          this.emit('closed');
          this.deps.onClosed?.(error.code);
          return;
        }
        if (this.pending.get(questionId)?.seq === entry.seq) this.pending.delete(questionId);
        this.persist();
        this.deps.onRefused?.(questionId, error);
      }
    }
  }

  private settleIdle(): void {
    if (this.pending.size && !this.closed) return;
    for (const resolve of this.idle) resolve();
    this.idle.clear();
  }

  private emit(status: QueueStatus): void {
    this.status = this.closed ? 'closed' : status;
    this.deps.onChange({ status: this.status, pending: this.pending.size });
  }

  private load(): Record<string, Pending> {
    try {
      const raw = this.storage?.getItem(storageKeyOf(this.deps.attemptId));
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Pending>) : {};
    } catch {
      return {};
    }
  }

  private persist(): void {
    try {
      const key = storageKeyOf(this.deps.attemptId);
      if (this.pending.size === 0) this.storage?.removeItem(key);
      else this.storage?.setItem(key, JSON.stringify(Object.fromEntries(this.pending)));
    } catch {
      // Storage full or private mode: the answers still go, they only do not survive a reload.
    }
  }
}
