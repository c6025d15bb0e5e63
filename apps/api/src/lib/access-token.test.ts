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
