import { STORAGE_KEYS } from '@noticeboard/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { studentUser } from '../test/fixtures';
import { MemoryStorage } from '../test/memory-storage';
import { isAuthenticated, peekSessionUser, rememberRedirection, saveSession, takeRedirection } from './session';

let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
  globalThis.localStorage = store;
});

describe('isAuthenticated', () => {
  it('is true with a refresh token and stored user data', () => {
    saveSession(studentUser, 'refresh-token-value-123456');
    expect(isAuthenticated()).toBe(true);
    expect(peekSessionUser()?.customUrl).toBe('asha-student');
  });

  it('clears every session key when the refresh token is empty', () => {
    saveSession(studentUser, 'refresh-token-value-123456');
    store.setItem(STORAGE_KEYS.refreshToken, '');
    store.setItem(STORAGE_KEYS.currentUserData, '{}');
    store.setItem(STORAGE_KEYS.quizSessionId, 'quiz-1');
    store.setItem(STORAGE_KEYS.recommendAssesment, 'x');
    store.setItem(STORAGE_KEYS.deviceuuID, 'device');

    expect(isAuthenticated()).toBe(false);
    for (const key of ['userData', 'refreshToken', 'currentUserData', 'quizSessionId', 'recommendAssesment']) {
      expect(store.getItem(key)).toBeNull();
    }
    expect(store.getItem(STORAGE_KEYS.deviceuuID)).toBe('device');
  });

  it('clears the token when user data is missing or unreadable', () => {
    store.setItem(STORAGE_KEYS.refreshToken, 'refresh-token-value-123456');
    store.setItem(STORAGE_KEYS.userData, '{"not":"a user"}');
    expect(isAuthenticated()).toBe(false);
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});

describe('redirection', () => {
  it('returns the remembered path once', () => {
    rememberRedirection('/leaderboard?tab=class');
    expect(takeRedirection()).toBe('/leaderboard?tab=class');
    expect(takeRedirection()).toBeNull();
  });

  it('ignores paths that would leave the site', () => {
    rememberRedirection('//evil.example/');
    expect(takeRedirection()).toBeNull();
  });
});
