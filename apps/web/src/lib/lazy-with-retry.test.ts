import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithRetry } from './lazy-with-retry';

const noWait = () => Promise.resolve();

describe('loadWithRetry', () => {
  it('tries five times, one second apart, then fails with the chunk message', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('network down')));
    const sleep = vi.fn(noWait);

    const outcome = loadWithRetry(importer, 'login-page', { sleep });

    await expect(outcome).rejects.toThrow('Loading chunk login-page failed');
    await expect(outcome).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importer).toHaveBeenCalledTimes(5);
    expect(sleep).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('resolves with the module when the third try succeeds', async () => {
    const page = { default: 'page' };
    const importer = vi
      .fn<() => Promise<typeof page>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce(page);

    await expect(loadWithRetry(importer, 'profile-page', { sleep: noWait })).resolves.toBe(page);
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('waits the real interval when no sleep is injected', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
      const outcome = loadWithRetry(importer, 'x');
      await vi.advanceTimersByTimeAsync(999);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe('ok');
      expect(importer).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
