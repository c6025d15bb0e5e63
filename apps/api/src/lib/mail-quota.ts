/**
 * How often mail a stranger can trigger (password resets, sign-up codes) may reach one address: once a
 * minute and five times a day per purpose, like the consent links. Counted by the address asked for,
 * whether or not it has an account, so a refusal never tells which addresses are registered. In memory by
 * default, in Redis when scaled out, so every API process keeps the same count.
 */
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors';

export const MAIL_COOLDOWN_MS = 60_000;
export const MAIL_DAILY_CAP = 5;
const DAY_MS = 86_400_000;

export type MailPurpose = 'password-reset' | 'signup-code' | 'enquiry';

/**
 * Enquiries (call backs, contact, custom plans) are fewer and need no cooldown, the per-IP limit keeps out
 * double submits: three a day per address.
 */
const LIMITS: Partial<Record<MailPurpose, { cooldownMs: number; cap: number; dailyMessage: string }>> = {
  enquiry: {
    cooldownMs: 0,
    cap: 3,
    dailyMessage: 'We already have several enquiries from this address today. Please try again tomorrow.',
  },
};

/** Granted (and counted), or refused with why and the milliseconds until a send would be allowed. */
export type QuotaAnswer = { granted: true } | { granted: false; reason: 'cooldown' | 'daily'; waitMs: number };

export interface MailQuotaStore {
  take(key: string, cooldownMs: number, cap: number, windowMs: number): Promise<QuotaAnswer>;
}

const GRANTED: QuotaAnswer = { granted: true };

export class MemoryMailQuotaStore implements MailQuotaStore {
  private readonly entries = new Map<string, { nextAt: number; count: number; windowEnds: number }>();

  async take(key: string, cooldownMs: number, cap: number, windowMs: number): Promise<QuotaAnswer> {
    const now = Date.now();
    if (this.entries.size > 100_000) this.sweep(now);
    const entry = this.entries.get(key);
    if (!entry || entry.windowEnds <= now) {
      this.entries.set(key, { nextAt: now + cooldownMs, count: 1, windowEnds: now + windowMs });
      return GRANTED;
    }
    if (entry.nextAt > now) return { granted: false, reason: 'cooldown', waitMs: entry.nextAt - now };
    if (entry.count >= cap) return { granted: false, reason: 'daily', waitMs: entry.windowEnds - now };
    entry.count += 1;
    entry.nextAt = now + cooldownMs;
    return GRANTED;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.windowEnds <= now) this.entries.delete(key);
  }
}

/**
 * One round trip, atomic: KEYS[1] the cooldown, KEYS[2] the day's count; ARGV cooldown, window, cap.
 * Returns 0 (granted), or the wait in ms: positive for the cooldown, negative for the daily cap.
 */
const TAKE_SCRIPT = `
local wait = redis.call('PTTL', KEYS[1])
if wait > 0 then return wait end
local count = tonumber(redis.call('GET', KEYS[2]) or '0')
if count >= tonumber(ARGV[3]) then
  local left = redis.call('PTTL', KEYS[2])
  if left > 0 then return -left end
  return -tonumber(ARGV[2])
end
if tonumber(ARGV[1]) > 0 then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return 0
`;

export class RedisMailQuotaStore implements MailQuotaStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'nb:mailq:',
  ) {}

  async take(key: string, cooldownMs: number, cap: number, windowMs: number): Promise<QuotaAnswer> {
    const wait = await this.redis.eval(
      TAKE_SCRIPT,
      2,
      `${this.prefix}next:${key}`,
      `${this.prefix}day:${key}`,
      cooldownMs,
      windowMs,
      cap,
    );
    const ms = Number(wait);
    if (ms === 0) return GRANTED;
    return ms > 0
      ? { granted: false, reason: 'cooldown', waitMs: ms }
      : { granted: false, reason: 'daily', waitMs: -ms };
  }
}

const COOLDOWN_MESSAGE = 'We sent an email to this address a moment ago. Please wait a minute before asking again.';
const DAILY_MESSAGE = 'We have sent this address as many emails as we can today. Please try again tomorrow.';

export class MailQuota {
  constructor(private readonly store: MailQuotaStore) {}

  /** Counts one mail of the purpose to the address, or refuses with 429 and when to try again. */
  async take(purpose: MailPurpose, email: string): Promise<void> {
    const key = `${purpose}:${email.trim().toLowerCase()}`;
    const limits = LIMITS[purpose];
    const answer = await this.store.take(
      key,
      limits?.cooldownMs ?? MAIL_COOLDOWN_MS,
      limits?.cap ?? MAIL_DAILY_CAP,
      DAY_MS,
    );
    if (answer.granted) return;
    const message = answer.reason === 'cooldown' ? COOLDOWN_MESSAGE : (limits?.dailyMessage ?? DAILY_MESSAGE);
    throw tooManyRequests(message, Math.max(1, Math.ceil(answer.waitMs / 1000)));
  }
}

export function createMailQuota(redis: Redis | undefined): MailQuota {
  return new MailQuota(redis ? new RedisMailQuotaStore(redis) : new MemoryMailQuotaStore());
}
