import { STORAGE_KEYS } from '@noticeboard/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, studentUser } from '../test/fixtures';
import { MemoryStorage } from '../test/memory-storage';
import { ApiRequestError } from './api-error';
import { get, setSessionExpiredHandler } from './http';
import { saveSession } from './session';

const okBody = z.object({ ok: z.boolean() });
const unauthorized = () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' });
const okEnvelope = () => jsonResponse(200, { statusCode: 200, message: 'OK', body: { ok: true } });

let store: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const expired = vi.fn();

function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  store = new MemoryStorage();
  globalThis.localStorage = store;
  saveSession(studentUser, 'old-refresh-token-0123456789');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  expired.mockReset();
  setSessionExpiredHandler(expired);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renewal on 401', () => {
  it('shares one renewal between concurrent calls, then retries each once', async () => {
    let renewals = 0;
    const accessAfterRenewal = new Set<string>();
    let renewed = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = urlOf(input);
      if (url === '/api/user/renew/token') {
        renewals++;
        expect(init?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
        expect(String(init?.body)).toBe('refreshToken=old-refresh-token-0123456789');
        await new Promise((resolve) => setTimeout(resolve, 10));
        renewed = true;
        const body = { refreshToken: 'new-refresh-token-0123456789', user: { ...studentUser, name: 'Renewed' } };
        return jsonResponse(
          200,
          { statusCode: 200, message: 'OK', body },
          { authorization: 'new-refresh-token-0123456789' },
        );
      }
      if (!renewed) return unauthorized();
      accessAfterRenewal.add(url);
      return okEnvelope();
    });

    const results = await Promise.all([get('/a', okBody), get('/b', okBody), get('/c', okBody)]);

    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(renewals).toBe(1);
    expect(accessAfterRenewal).toEqual(new Set(['/api/a', '/api/b', '/api/c']));
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh-token-0123456789');
    expect(JSON.parse(store.getItem(STORAGE_KEYS.userData) ?? '{}').name).toBe('Renewed');
    expect(expired).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 after renewal is returned as an error', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (urlOf(input) === '/api/user/renew/token') {
        const body = { refreshToken: 'new-refresh-token-0123456789', user: studentUser };
        return jsonResponse(200, { statusCode: 200, message: 'OK', body });
      }
      return unauthorized();
    });

    await expect(get('/a', okBody)).rejects.toMatchObject({ statusCode: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears the session and reports expiry when renewal is refused', async () => {
    fetchMock.mockImplementation(async (input) =>
      urlOf(input) === '/api/user/renew/token'
        ? jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Refresh token revoked' })
        : unauthorized(),
    );

    await expect(get('/a', okBody)).rejects.toBeInstanceOf(ApiRequestError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it('rejects a renewal whose body status is not 200 even on HTTP 200', async () => {
    fetchMock.mockImplementation(async (input) =>
      urlOf(input) === '/api/user/renew/token'
        ? jsonResponse(200, { statusCode: 401, message: 'no', body: null })
        : unauthorized(),
    );
    await expect(get('/a', okBody)).rejects.toMatchObject({ statusCode: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never renews for the sign-in call itself', async () => {
    fetchMock.mockResolvedValue(unauthorized());
    await expect(get('/user/login', okBody)).rejects.toMatchObject({ statusCode: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error bodies', () => {
  it('carries the server error and its field details', async () => {
    const details = [{ field: 'email', message: 'Invalid email address' }];
    fetchMock.mockResolvedValue(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Some fields are not valid', details }),
    );
    const error = await get('/x', okBody).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Some fields are not valid', details });
  });

  it('gives null data and the generic message for a 500 body or no body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, error: 'Internal', message: 'db down' }));
    await expect(get('/x', okBody)).rejects.toMatchObject({
      data: null,
      message: 'Something went wrong. Please try again.',
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    await expect(get('/x', okBody)).rejects.toMatchObject({ data: null, statusCode: 502 });
  });

  it('treats a success status whose body has an error field as a failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 409, error: 'Conflict', message: 'Taken' }));
    await expect(get('/x', okBody)).rejects.toMatchObject({ statusCode: 409, message: 'Taken' });
  });
});
