import { subscriptionAllowsWriting } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { paidPeriodInForce, type SubscriptionPeriod, subscriptionStatus } from './subscription.rules';

const day = 86_400_000;
const now = new Date('2026-11-21T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);
const trial = (from: number, to: number): SubscriptionPeriod => ({
  kind: 'TRIAL',
  startsAt: at(from),
  endsAt: at(to),
  graceEndsAt: null,
});
const paid = (from: number, to: number, graceDays = 7): SubscriptionPeriod => ({
  kind: 'PAID',
  startsAt: at(from),
  endsAt: at(to),
  graceEndsAt: at(to + graceDays),
});

describe('subscriptionStatus', () => {
  it('is NONE with no periods, and offers the trial', () => {
    expect(subscriptionStatus([], now)).toEqual({
      state: 'NONE',
      endsAt: null,
      graceEndsAt: null,
      trialAvailable: true,
    });
  });

  it('is TRIAL during a trial and ACTIVE when a paid period overlaps it; a used trial is not offered again', () => {
    expect(subscriptionStatus([trial(-3, 11)], now)).toMatchObject({
      state: 'TRIAL',
      endsAt: at(11),
      trialAvailable: false,
    });
    expect(subscriptionStatus([trial(-3, 11), paid(-1, 5)], now)).toMatchObject({ state: 'ACTIVE', endsAt: at(5) });
  });

  it('is PAST_DUE in the grace days after a paid period, then EXPIRED', () => {
    expect(subscriptionStatus([paid(-365, -2)], now)).toEqual({
      state: 'PAST_DUE',
      endsAt: at(-2),
      graceEndsAt: at(5),
      trialAvailable: false,
    });
    expect(subscriptionStatus([paid(-365, -8)], now)).toMatchObject({
      state: 'EXPIRED',
      endsAt: at(-8),
      graceEndsAt: null,
    });
  });

  it('follows one account over time: none, trial, expired trial (no grace), active, past due, expired', () => {
    const periods = [trial(0, 14), paid(20, 385)];
    const stateOn = (days: number) => subscriptionStatus(periods, at(days)).state;
    expect([-1, 0, 13, 14, 19, 20, 384, 385, 391, 392, 400].map(stateOn)).toEqual([
      'NONE',
      'TRIAL',
      'TRIAL',
      'EXPIRED',
      'EXPIRED',
      'ACTIVE',
      'ACTIVE',
      'PAST_DUE',
      'PAST_DUE',
      'EXPIRED',
      'EXPIRED',
    ]);
  });

  it('ignores a period that has not started yet', () => {
    expect(subscriptionStatus([paid(2, 30)], now)).toMatchObject({ state: 'NONE', endsAt: null });
  });

  it('lets writing features work in a trial, an active plan and the grace days only', () => {
    expect(
      ['NONE', 'TRIAL', 'ACTIVE', 'PAST_DUE', 'EXPIRED'].map((s) => subscriptionAllowsWriting(s as never)),
    ).toEqual([false, true, true, true, false]);
  });
});

describe('paidPeriodInForce', () => {
  it('is the paid period behind ACTIVE and PAST_DUE, and none in a trial, before a plan or after the grace', () => {
    const periods = [trial(0, 14), paid(20, 385), paid(385, 750)];
    const first = periods[1];
    const renewal = periods[2];
    const inForceOn = (days: number) => paidPeriodInForce(periods, at(days));
    expect([-1, 0, 19].map(inForceOn)).toEqual([null, null, null]);
    expect(inForceOn(20)).toBe(first);
    expect(inForceOn(384)).toBe(first);
    expect(inForceOn(385)).toBe(renewal);
    expect(inForceOn(752)).toBe(renewal);
    expect(inForceOn(757)).toBeNull();
  });

  it('agrees with the state day by day', () => {
    const periods = [trial(0, 14), paid(20, 385, 7), paid(30, 60, 0)];
    for (let days = -2; days < 400; days++) {
      const { state, endsAt } = subscriptionStatus(periods, at(days));
      const period = paidPeriodInForce(periods, at(days));
      expect(period !== null, `day ${days}: ${state}`).toBe(state === 'ACTIVE' || state === 'PAST_DUE');
      if (period) expect(period.endsAt).toEqual(endsAt);
    }
  });
});
