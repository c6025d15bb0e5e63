/**
 * The daily-minimum prompt's state (spec §8 'You have already read minimum articles'), outside any page so it
 * survives leaving the article. The read that reaches the minimum only arms it: it shows when the reader reaches the
 * end of an article or is on any page that is not an article (they left it), never as the article opens (issue 17 §8).
 * Kept for this tab (sessionStorage, so a reload on the way keeps it) and this person and reading day only: another
 * person signing in, or the next day, starts idle.
 */
import { calendarDayOf } from '@noticeboard/shared';
import { useSyncExternalStore } from 'react';

export interface ReadingPromptState {
  /** Armed by the read that reached the minimum, until Take a Quiz or Continue reading. */
  armed: boolean;
  /** Whose read armed it: the prompt never shows for someone else on a shared device. */
  userId: string | null;
  /** The article page whose end the reader reached: once armed, the prompt shows there. */
  endOf: string | null;
}

const IDLE: ReadingPromptState = { armed: false, userId: null, endOf: null };
const STORAGE_KEY = 'readingPrompt';
const dayNow = () => calendarDayOf(new Date());

/** An armed prompt kept in this tab by an earlier page load, if it is today's. */
function restored(): ReadingPromptState {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as {
      userId?: unknown;
      day?: unknown;
    } | null;
    if (saved && typeof saved.userId === 'string' && saved.day === dayNow()) {
      return { armed: true, userId: saved.userId, endOf: null };
    }
  } catch {
    // Storage blocked or the value unreadable: start idle.
  }
  return IDLE;
}

let state: ReadingPromptState = restored();
const listeners = new Set<() => void>();

function set(next: ReadingPromptState): void {
  state = next;
  try {
    if (next.armed) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId: next.userId, day: dayNow() }));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: it still works within this page load.
  }
  for (const listener of listeners) listener();
}

export const readingPrompt = {
  /**
   * The read of the article at `pathname` just reached the daily minimum: wait for the end of the article or for the
   * reader to leave it. If they already reached its end while the read was being recorded, it shows there at once.
   */
  arm(userId: string, pathname: string): void {
    if (!state.armed) set({ armed: true, userId, endOf: state.endOf === pathname ? pathname : null });
  },
  /** The reader reached the end of the article at `pathname` (remembered even before the prompt is armed). */
  reachedEnd(pathname: string): void {
    if (state.endOf !== pathname) set({ ...state, endOf: pathname });
  },
  /** Take a Quiz or Continue reading: gone until the next day's minimum. */
  dismiss(): void {
    if (state.armed || state.endOf !== null) set(IDLE);
  },
  get: (): ReadingPromptState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const onServer = () => IDLE;

export function useReadingPrompt(): ReadingPromptState {
  return useSyncExternalStore(readingPrompt.subscribe, readingPrompt.get, onServer);
}

/** The article page (`/details/{slug}`): an armed prompt waits there until the reader reaches the article's end. */
export const isArticlePath = (pathname: string) => pathname.startsWith('/details/');

/**
 * Whether the prompt shows for `userId` on `pathname`: armed by their read, and either they reached the end of this
 * article or this page is not an article (they left it). Opening another article hides it again until its end.
 */
export function promptShows(prompt: ReadingPromptState, userId: string | null, pathname: string): boolean {
  if (!prompt.armed || userId === null || prompt.userId !== userId) return false;
  return !isArticlePath(pathname) || prompt.endOf === pathname;
}
