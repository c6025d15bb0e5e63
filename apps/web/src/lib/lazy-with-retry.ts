import { LAZY_RETRY, MESSAGES } from '@noticeboard/shared/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface RetryOptions {
  attempts?: number;
  intervalMs?: number;
  /** Injected by unit tests so they need not wait real seconds. */
  sleep?: (ms: number) => Promise<void>;
}

/** Marks the error thrown once every attempt to load a chunk has failed. */
export class ChunkLoadError extends Error {
  readonly chunkId: string;
  constructor(chunkId: string, cause: unknown) {
    super(MESSAGES.chunkFailed(chunkId), { cause });
    this.name = 'ChunkLoadError';
    this.chunkId = chunkId;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `importer` until it resolves, at most `attempts` times, waiting `intervalMs` between tries (spec §9). */
export async function loadWithRetry<T>(
  importer: () => Promise<T>,
  chunkId = 'unknown',
  { attempts = LAZY_RETRY.attempts, intervalMs = LAZY_RETRY.intervalMs, sleep = realSleep }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await importer();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(intervalMs);
    }
  }
  throw new ChunkLoadError(chunkId, lastError);
}

/** `React.lazy` whose import is retried; after the last failure the error boundary gets a ChunkLoadError. */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  chunkId?: string,
  options?: RetryOptions,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithRetry(importer, chunkId, options));
}

/** `React.lazy` for extras around a page (banners, offers): code that cannot be fetched shows nothing, never an error. */
export function quietLazy<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  chunkId: string,
): LazyExoticComponent<ComponentType<P>> {
  const nothing: ComponentType<P> = () => null;
  return lazy(async () => {
    try {
      return await loadWithRetry(importer, chunkId);
    } catch {
      return { default: nothing };
    }
  });
}
