import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

afterEach(() => vi.useRealTimers());

describe('AccessTokens', () => {
  it('verifies its own tokens and refuses tampered or foreign ones', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const token = await tokens.sign({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    const other = await new AccessTokens(`${SECRET}-other`, 60).sign({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(other)).toBeNull();
  });

  it('refuses a token once it expires, even after verifying it before', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const token = await tokens.sign({ userId: 'u1', familyId: 'f1' });
    expect(await tokens.verify(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});

/** A token signed with `secret` over whatever header and payload the test writes. */
function handMade(header: object | string, payload: object | string, secret = SECRET): string {
  const part = (value: object | string) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

describe('AccessTokens.verify (HS256 on node:crypto, as jose checks it)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({ sub: 'u1', fam: 'f1', iat: now(), exp: now() + 60 });

  it('accepts a well-formed HS256 token of its secret', async () => {
    expect(await new AccessTokens(SECRET, 60).verify(handMade({ alg: 'HS256' }, claims()))).toEqual({
      userId: 'u1',
      familyId: 'f1',
    });
  });

  it('refuses other algorithms, critical extensions and unencoded payloads', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    for (const header of [
      { alg: 'none' },
      { alg: 'HS512' },
      {},
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', b64: false },
    ]) {
      expect(await tokens.verify(handMade(header, claims())), JSON.stringify(header)).toBeNull();
    }
    const [head, body] = handMade({ alg: 'HS256' }, claims()).split('.');
    expect(await tokens.verify(`${head}.${body}.`)).toBeNull();
    expect(await tokens.verify(`${head}.${body}`)).toBeNull();
  });

  it('refuses bad claims: not yet valid, expired, wrong types, not an object', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    for (const payload of [
      { ...claims(), nbf: now() + 30 },
      { ...claims(), exp: now() },
      { ...claims(), exp: String(now() + 60) },
      { ...claims(), iat: 'yesterday' },
      { ...claims(), sub: 7 },
      { sub: 'u1', fam: 'f1' },
      [claims()],
      'not json',
    ]) {
      expect(await tokens.verify(handMade({ alg: 'HS256' }, payload)), JSON.stringify(payload)).toBeNull();
    }
  });

  it('refuses characters outside base64url and a signature of another secret', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const token = handMade({ alg: 'HS256' }, claims());
    expect(await tokens.verify(token.replace('.', '.$'))).toBeNull();
    expect(await tokens.verify(handMade({ alg: 'HS256' }, claims(), `${SECRET}x`))).toBeNull();
    expect(await tokens.verify(`${token}.extra`)).toBeNull();
  });
});
