/**
 * Pure rules of newsletters: the next edition's time (India's calendar, the 31st kept to a month's last day,
 * missed editions skipped), the unsubscribe token (signed, tamper-proof), the email's HTML and plain text (each
 * recipient's own unsubscribe address; the masthead's colour readable), the event's words.
 */
import { describe, expect, it } from 'vitest';
import { eventWhen } from './newsletter-content';
import { personalise, renderEmail, shownLogoSize, UNSUBSCRIBE_PLACEHOLDER } from './newsletter-email';
import { nextEditionAt } from './newsletter-schedule';
import { UnsubscribeTokens } from './unsubscribe-token';

describe('nextEditionAt', () => {
  const friday = new Date('2026-12-04T02:30:00Z');
  it('steps a day, a week, N days, or to the same day of the next month in India', () => {
    expect(nextEditionAt(friday, 'DAILY', null, friday).toISOString()).toBe('2026-12-05T02:30:00.000Z');
    expect(nextEditionAt(friday, 'WEEKLY', null, friday).toISOString()).toBe('2026-12-11T02:30:00.000Z');
    expect(nextEditionAt(friday, 'CUSTOM', 3, friday).toISOString()).toBe('2026-12-07T02:30:00.000Z');
    // 31 January, 9 am India → 28 February, 9 am India.
    const end = new Date('2027-01-31T03:30:00Z');
    expect(nextEditionAt(end, 'MONTHLY', null, end).toISOString()).toBe('2027-02-28T03:30:00.000Z');
  });
  it('skips editions whose time passed while the server was off', () => {
    const now = new Date('2026-12-20T00:00:00Z');
    expect(nextEditionAt(friday, 'WEEKLY', null, now).toISOString()).toBe('2026-12-25T02:30:00.000Z');
  });
});

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens('a-secret-long-enough-for-tests');
  it('reads back what it signed (address lower-cased) and refuses a changed or foreign token', () => {
    const token = tokens.sign({ instituteId: 'school-1', email: 'Parent@Family.test', newsletterId: 'n-1' });
    expect(tokens.verify(token)).toEqual({ instituteId: 'school-1', email: 'parent@family.test', newsletterId: 'n-1' });
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['school-2', 'parent@family.test', 'n-1'])).toString('base64url');
    expect(tokens.verify(`${forged}.${mac}`)).toBeNull();
    expect(tokens.verify(`${payload}.${mac}x`)).toBeNull();
    expect(new UnsubscribeTokens('another-secret-long-enough').verify(token)).toBeNull();
  });
});

describe('renderEmail', () => {
  it('writes responsive HTML and plain text with the recipient’s own unsubscribe link, escaping what the school typed', async () => {
    const email = await renderEmail({
      schoolName: 'Banyan <Tree> School',
      title: 'Week 1',
      preheader: 'Hello',
      accentColor: '#ffff00',
      logo: null,
      dateLine: 'Friday, 4 December 2026',
      blocks: [
        { type: 'HEADING', text: 'Sports & games' },
        { type: 'CTA', label: 'Photos', url: 'https://example.test/photos' },
      ],
      webUrl: 'https://nb.test/banyan/newsletter/week-1',
    });
    expect(email.subject).toBe('Week 1 · Banyan <Tree> School');
    expect(email.html).toContain('BANYAN &lt;TREE&gt; SCHOOL');
    expect(email.html).toContain('Sports &amp; games');
    expect(email.html).toContain('@media');
    // Yellow is too light for white text: the masthead falls back to a readable blue.
    expect(email.html).toContain('#1864ab');
    expect(email.html).not.toContain('#ffff00');
    const mine = personalise(email, 'https://nb.test/api/newsletter-unsubscribe?token=a.b&x=1');
    expect(mine.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
    expect(mine.html).toContain('token=a.b&amp;x=1');
    expect(mine.text).toContain('Unsubscribe: https://nb.test/api/newsletter-unsubscribe?token=a.b&x=1');
    expect(mine.text).toContain('Photos: https://example.test/photos');
  });
});

describe('the masthead logo', () => {
  it('shows the school’s logo at most 56 px tall and 240 px wide, its shape kept, named by the school', async () => {
    expect(shownLogoSize(600, 240)).toEqual({ width: 140, height: 56 });
    expect(shownLogoSize(600, 100)).toEqual({ width: 240, height: 40 });
    expect(shownLogoSize(30, 20)).toEqual({ width: 30, height: 20 });
    const email = await renderEmail({
      schoolName: 'Banyan School',
      title: 'Week 1',
      preheader: '',
      accentColor: '#1864ab',
      logo: { url: 'https://nb.test/api/newsletter-logos/a/b', width: 140, height: 56 },
      dateLine: 'Friday, 4 December 2026',
      blocks: [{ type: 'HEADING', text: 'Hello' }],
      webUrl: null,
    });
    expect(email.html).toMatch(/<img[^>]+alt="Banyan School"[^>]+src="https:\/\/nb.test\/api\/newsletter-logos\/a\/b"/);
    expect(email.html).toContain('width="140"');
  });
});

describe('eventWhen', () => {
  it('says the day and the time as people read them', () => {
    expect(eventWhen('2026-12-12', '09:30')).toBe('Saturday, 12 December 2026 · 9:30 am');
    expect(eventWhen('2026-12-12', '12:05')).toBe('Saturday, 12 December 2026 · 12:05 pm');
    expect(eventWhen('2026-12-12', null)).toBe('Saturday, 12 December 2026');
  });
});
