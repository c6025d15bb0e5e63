/**
 * Recent searches, kept on this device only (issue 21 §1): localStorage under SEARCH_RECENT_STORAGE_KEY, newest
 * first, at most SEARCH_RECENT_LIMIT, one entry per query whatever its letter case. Nothing is sent to the server.
 */
import { SEARCH_RECENT_LIMIT, SEARCH_RECENT_STORAGE_KEY } from '@noticeboard/shared';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const NONE: readonly string[] = [];
let cachedText: string | null = null;
let cachedList: readonly string[] = NONE;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that refuses storage (private mode, blocked cookies) simply keeps no history.
    return null;
  }
}

/** The stored list as written, tolerating anything another version or a hand edit left there. */
export function readRecentSearches(): readonly string[] {
  const text = storage()?.getItem(SEARCH_RECENT_STORAGE_KEY) ?? null;
  if (text === cachedText) return cachedList;
  cachedText = text;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  cachedList = Array.isArray(parsed)
    ? parsed
        .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        .slice(0, SEARCH_RECENT_LIMIT)
    : NONE;
  return cachedList;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) storage()?.removeItem(SEARCH_RECENT_STORAGE_KEY);
    else storage()?.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage loses the history, never the search.
  }
  for (const listener of listeners) listener();
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Puts `query` first (moving it up when it was already there) and keeps the newest SEARCH_RECENT_LIMIT. */
export function addRecentSearch(query: string): void {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return;
  const current = readRecentSearches();
  if (current[0] === text) return;
  write([text, ...current.filter((item) => !same(item, text))].slice(0, SEARCH_RECENT_LIMIT));
}

export function removeRecentSearch(query: string): void {
  write(readRecentSearches().filter((item) => item !== query));
}

export function clearRecentSearches(): void {
  write(NONE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's searches show up here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SEARCH_RECENT_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The recent searches, re-rendering when any part of the app (or another tab) changes them. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => NONE);
}
