import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidationBus } from '../lib/invalidation-bus';
import { ACTOR_CHANGED, ActorCache, type CachedUser, SESSION_ENDED } from './actor-cache';

const user: CachedUser = { id: 'u1', type: 'CANDIDATE', userType: null, instituteId: 'i1', customUrl: 'asha' };

afterEach(() => vi.useRealTimers());

describe('ActorCache', () => {
  it('keeps a session for its time to live only', () => {
    vi.useFakeTimers();
    const cache = new ActorCache(5_000, new InvalidationBus());
    cache.set('f1', user, cache.ticket());
    expect(cache.get('u1', 'f1')).toEqual(user);
    vi.advanceTimersByTime(5_001);
    expect(cache.get('u1', 'f1')).toBeUndefined();
  });

  it('keeps nothing when the time to live is 0', () => {
    const cache = new ActorCache(0, new InvalidationBus());
    cache.set('f1', user, cache.ticket());
    expect(cache.get('u1', 'f1')).toBeUndefined();
  });

  it('answers only for the session it was given, and only to its own user', () => {
    const cache = new ActorCache(60_000, new InvalidationBus());
    cache.set('f1', user, cache.ticket());
    expect(cache.get('u1', 'f2')).toBeUndefined();
    expect(cache.get('u2', 'f1')).toBeUndefined();
  });

  it('forgets every session of a user as soon as the bus says they changed', () => {
    const bus = new InvalidationBus();
    const cache = new ActorCache(60_000, bus);
    cache.set('f1', user, cache.ticket());
    cache.set('f2', user, cache.ticket());
    bus.emit(ACTOR_CHANGED, 'someone-else');
    expect(cache.get('u1', 'f1')).toEqual(user);
    bus.emit(ACTOR_CHANGED, 'u1');
    expect(cache.get('u1', 'f1')).toBeUndefined();
    expect(cache.get('u1', 'f2')).toBeUndefined();
  });

  it("forgets one session when the bus says it ended, keeping the user's others", () => {
    const bus = new InvalidationBus();
    const cache = new ActorCache(60_000, bus);
    cache.set('f1', user, cache.ticket());
    cache.set('f2', user, cache.ticket());
    bus.emit(SESSION_ENDED, 'f1');
    expect(cache.get('u1', 'f1')).toBeUndefined();
    expect(cache.get('u1', 'f2')).toEqual(user);
  });

  it('does not store a load that an invalidation overtook', () => {
    const bus = new InvalidationBus();
    const cache = new ActorCache(60_000, bus);
    const ticket = cache.ticket();
    bus.emit(SESSION_ENDED, 'f1');
    cache.set('f1', user, ticket);
    expect(cache.get('u1', 'f1')).toBeUndefined();
  });

  it.skipIf(!process.env.REDIS_URL)('forgets in another process through Redis', async () => {
    const redisA = new Redis(process.env.REDIS_URL ?? '');
    const redisB = new Redis(process.env.REDIS_URL ?? '');
    const busA = new InvalidationBus();
    const busB = new InvalidationBus();
    const closeA = await busA.connect(redisA);
    const closeB = await busB.connect(redisB);
    try {
      const cacheB = new ActorCache(60_000, busB);
      cacheB.set('f1', user, cacheB.ticket());
      busA.emit(ACTOR_CHANGED, 'u1');
      await vi.waitFor(() => expect(cacheB.get('u1', 'f1')).toBeUndefined(), { timeout: 2_000 });
    } finally {
      await closeA();
      await closeB();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
