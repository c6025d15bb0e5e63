/** Who needs parent consent, what a student may do without it, and when a link may be sent again. */
import { CONSENT_MESSAGES, CONSENT_RULES } from '@noticeboard/shared';

export const ADULT_AGE = 18;

/** Age in whole years on `now`, from an ISO date (`YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The latest date of birth of someone who is an adult on `now` (`dateOfBirth <= it` ⇔ no consent needed). */
export function adultBornOnOrBefore(now: Date): string {
  const year = now.getUTCFullYear() - ADULT_AGE;
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const day = String(now.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/** A student with no date of birth on record is treated as under 18: consent is the safe default. */
export function needsConsent(dateOfBirth: string | null, now: Date = new Date()): boolean {
  return dateOfBirth === null || ageOn(dateOfBirth, now) < ADULT_AGE;
}

/** Null when a link may be sent now, else why not. */
export function sendRefusal(
  row: { sends: number; lastSentAt: Date | null },
  now: Date = new Date(),
): { reason: 'cooldown' | 'maxSends'; message: string } | null {
  if (row.sends >= CONSENT_RULES.maxSends) return { reason: 'maxSends', message: CONSENT_MESSAGES.maxSends };
  if (row.lastSentAt && now.getTime() - row.lastSentAt.getTime() < CONSENT_RULES.resendCooldownSeconds * 1000) {
    return { reason: 'cooldown', message: CONSENT_MESSAGES.cooldown };
  }
  return null;
}

/** Keeps the first two characters of the mailbox and the whole domain: enough to recognise, not to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}•••${email.slice(at)}`;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function sameName(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}
