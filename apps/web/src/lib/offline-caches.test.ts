import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { OFFLINE_CACHES } from './offline-caches';
import { clearSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ending a session empties the offline caches that may hold it', () => {
  it('deletes the pages and news caches, and keeps the hashed assets', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    globalThis.localStorage = new MemoryStorage();
    clearSession();
    await vi.waitFor(() => expect(deleted.sort()).toEqual([OFFLINE_CACHES.news, OFFLINE_CACHES.pages].sort()));
    expect(deleted).not.toContain(OFFLINE_CACHES.assets);
  });

  it('still clears the session when Cache Storage refuses', () => {
    vi.stubGlobal('caches', {
      delete: () => Promise.reject(new Error('SecurityError')),
    });
    const store = new MemoryStorage();
    store.setItem('refreshToken', 'x');
    globalThis.localStorage = store;
    expect(() => clearSession()).not.toThrow();
    expect(store.getItem('refreshToken')).toBeNull();
  });
});
