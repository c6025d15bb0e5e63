import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscription.rules';

const day = 86_400_000;
const now = new Date('2026-11-21T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

describe('subscriptionStatus', () => {
  it('is NONE with no periods', () => {
    expect(subscriptionStatus([], now)).toEqual({ state: 'NONE', endsAt: null });
  });

  it('is TRIAL during a trial and ACTIVE when a paid period overlaps it', () => {
    const trial = { kind: 'TRIAL' as const, startsAt: at(-3), endsAt: at(11) };
    expect(subscriptionStatus([trial], now)).toEqual({ state: 'TRIAL', endsAt: at(11) });
    const paid = { kind: 'PAID' as const, startsAt: at(-1), endsAt: at(5) };
    expect(subscriptionStatus([trial, paid], now)).toEqual({ state: 'ACTIVE', endsAt: at(5) });
  });

  it('is EXPIRED with the latest end date once every period has ended', () => {
    const periods = [
      { kind: 'PAID' as const, startsAt: at(-400), endsAt: at(-35) },
      { kind: 'TRIAL' as const, startsAt: at(-30), endsAt: at(-2) },
    ];
    expect(subscriptionStatus(periods, now)).toEqual({ state: 'EXPIRED', endsAt: at(-2) });
  });

  it('ignores a period that has not started yet', () => {
    const future = { kind: 'PAID' as const, startsAt: at(2), endsAt: at(30) };
    expect(subscriptionStatus([future], now)).toEqual({ state: 'NONE', endsAt: null });
  });
});
