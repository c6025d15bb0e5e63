import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidationBus } from '../../lib/invalidation-bus';
import { ACTOR_CHANGED } from '../../plugins/actor-cache';
import { CONSENT_CHANGED } from '../consent/consent-events';
import type { ProfileRead } from './profile.repository';
import { PROFILE_CHANGED, ProfileReadCache } from './profile-read-cache';

const TTL = 1_000;

function readOf(headline: string, status: ProfileRead['owner']['status'] = 'ACTIVE'): ProfileRead {
  return {
    owner: { id: 'owner-1', customUrl: 'Asha-K', status, instituteId: 'school-1' } as ProfileRead['owner'],
    profile: { headline, about: null, location: null, pictureKey: null, backgroundKey: null },
    entries: [],
    skills: [{ id: 'skill-1', name: 'Chess', position: 0 }],
    endorsements: [{ skillId: 'skill-1', endorserId: 'teacher-1', endorserName: 'A Teacher' }],
  };
}

function deferred() {
  let resolve: (read: ProfileRead) => void = () => undefined;
  const promise = new Promise<ProfileRead>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProfileReadCache', () => {
  it('shares a read by address (any case) until an event about its owner drops it', async () => {
    const bus = new InvalidationBus();
    const cache = new ProfileReadCache(bus, TTL);
    const load = vi.fn(async () => readOf('first'));
    await cache.read('asha-k', load);
    expect((await cache.read('ASHA-K', load))?.profile?.headline).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    for (const [topic, key] of [
      [PROFILE_CHANGED, 'owner-1'],
      [CONSENT_CHANGED, 'owner-1'],
      [ACTOR_CHANGED, 'teacher-1'],
    ] as const) {
      bus.emit(topic, key);
      await cache.read('asha-k', load);
    }
    expect(load).toHaveBeenCalledTimes(4);
    bus.emit(PROFILE_CHANGED, 'someone-else');
    await cache.read('asha-k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a load that raced an invalidation, nor an inactive owner', async () => {
    const bus = new InvalidationBus();
    const cache = new ProfileReadCache(bus, TTL);
    const slow = deferred();
    const raced = cache.read('asha-k', () => slow.promise);
    bus.emit(PROFILE_CHANGED, 'owner-1');
    // A reader after the change does not share the load that started before it.
    const after = cache.read('asha-k', async () => readOf('after'));
    slow.resolve(readOf('before'));
    expect((await raced)?.profile?.headline).toBe('before');
    expect((await after)?.profile?.headline).toBe('after');
    expect((await cache.read('asha-k', async () => readOf('later')))?.profile?.headline).toBe('after');

    bus.emit(PROFILE_CHANGED, 'owner-1');
    await cache.read('asha-k', async () => readOf('gone', 'DISABLED'));
    expect((await cache.read('asha-k', async () => readOf('back')))?.profile?.headline).toBe('back');
  });

  it('answers a just-expired read while one load replaces it; an older one is loaded afresh', async () => {
    vi.useFakeTimers();
    const cache = new ProfileReadCache(new InvalidationBus(), TTL);
    await cache.read('asha-k', async () => readOf('first'));
    vi.advanceTimersByTime(TTL + 10);
    const next = deferred();
    const load = vi.fn(() => next.promise);
    expect((await cache.read('asha-k', load))?.profile?.headline).toBe('first');
    expect((await cache.read('asha-k', load))?.profile?.headline).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    next.resolve(readOf('second'));
    await next.promise;
    expect((await cache.read('asha-k', load))?.profile?.headline).toBe('second');
    vi.advanceTimersByTime(3 * TTL);
    expect((await cache.read('asha-k', async () => readOf('third')))?.profile?.headline).toBe('third');
  });
});
