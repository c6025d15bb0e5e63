import { describe, expect, it } from 'vitest';
import { reminderDue } from './renewal-reminder.rules';

const DAY = 86_400_000;
const endsAt = new Date('2026-12-20T18:30:00Z');
const before = (days: number) => new Date(endsAt.getTime() - days * DAY);
const none = new Set<number>();

describe('reminderDue', () => {
  it('reminds a paid period 7 days and then 1 day before its end, once each', () => {
    const paid = { kind: 'PAID' as const, endsAt };
    expect(reminderDue(paid, before(8), none)).toBeNull();
    expect(reminderDue(paid, before(7.0001), none)).toBeNull();
    expect(reminderDue(paid, before(7), none)).toBe(7);
    expect(reminderDue(paid, before(3), none)).toBe(7);
    expect(reminderDue(paid, before(3), new Set([7]))).toBeNull();
    expect(reminderDue(paid, before(1), new Set([7]))).toBe(1);
    expect(reminderDue(paid, before(0.1), new Set([7, 1]))).toBeNull();
    expect(reminderDue(paid, endsAt, none)).toBeNull();
  });

  it('sends only the nearest reminder when the first one was missed', () => {
    expect(reminderDue({ kind: 'PAID', endsAt }, before(0.5), none)).toBe(1);
  });

  it('tells a trial 2 days before it ends, and never sends it renewal reminders', () => {
    const trial = { kind: 'TRIAL' as const, endsAt };
    expect(reminderDue(trial, before(7), none)).toBeNull();
    expect(reminderDue(trial, before(2), none)).toBe(2);
    expect(reminderDue(trial, before(1), none)).toBe(2);
    expect(reminderDue(trial, before(1), new Set([2]))).toBeNull();
  });
});
