import { describe, expect, it } from 'vitest';
import { ageOn, maskEmail, needsConsent, sameName, sendRefusal } from './consent.policy';

const now = new Date('2026-06-15T10:00:00Z');

describe('consent policy', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-06-15', now)).toBe(18);
    expect(ageOn('2008-06-16', now)).toBe(17);
    expect(ageOn('2010-01-01', now)).toBe(16);
  });

  it('needs consent under 18 and when the date of birth is unknown', () => {
    expect(needsConsent('2012-03-01', now)).toBe(true);
    expect(needsConsent(null, now)).toBe(true);
    expect(needsConsent('2008-06-15', now)).toBe(false);
  });

  it('refuses a resend within the cooldown and after the last allowed send', () => {
    expect(sendRefusal({ sends: 0, lastSentAt: null }, now)).toBeNull();
    expect(sendRefusal({ sends: 1, lastSentAt: new Date(now.getTime() - 10_000) }, now)?.reason).toBe('cooldown');
    expect(sendRefusal({ sends: 1, lastSentAt: new Date(now.getTime() - 61_000) }, now)).toBeNull();
    expect(sendRefusal({ sends: 5, lastSentAt: null }, now)?.reason).toBe('maxSends');
  });

  it('masks the mailbox but keeps the domain', () => {
    expect(maskEmail('parent.asha@family.demo.test')).toBe('pa•••@family.demo.test');
    expect(maskEmail('ab@x.test')).toBe('a•••@x.test');
  });

  it('compares names without case or extra spaces', () => {
    expect(sameName('  Meera   Rao ', 'meera rao')).toBe(true);
    expect(sameName('Meera', 'Meera Rao')).toBe(false);
  });
});
