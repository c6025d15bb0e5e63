/**
 * The send queue across failures, and schedules over days with a fake clock. A mailer that dies after N mails stops
 * a send half-way; a fresh sender resumes and every address ends with exactly one mail. A sender killed between
 * handing a mail over and marking it (its claim left behind) never sends that address again: the row becomes
 * UNCONFIRMED. A weekly newsletter sends its editions a week apart, in India's time, each made once.
 */
import { type Newsletter, NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletters, users } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildMember } from '../../test/factories';
import { movableClock } from '../assessment/assessment-test-kit';
import { NewsletterService } from './newsletter.service';
import { CLAIM_LEASE_MS, NewsletterSender } from './newsletter-sender';
import { call, draftFor, type NewsletterSchool, newsletterSchool, pathOf } from './newsletter-test-kit';
import { UnsubscribeTokens } from './unsubscribe-token';

let t: TestApp;
let s: NewsletterSchool;
const clock = movableClock(new Date('2026-12-01T04:30:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { JOBS_ENABLED: 'false' } });
  s = await newsletterSchool(t.app, t.db);
  // 60 more students in 8 A: a queue long enough to stop half-way.
  for (let n = 0; n < 60; n++) {
    const student = await buildMember(t.db, s.instituteId, 'CANDIDATE');
    await t.db.update(users).set({ studentClass: 'EIGHT', section: 'A' }).where(eq(users.id, student.id));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Records every mail; dies (throws) on every mail after the first `limit`. */
class CountingMailer implements Mailer {
  readonly sent: Mail[] = [];
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}
  async send(mail: Mail): Promise<void> {
    if (this.sent.length >= this.limit) throw new Error('connection lost');
    this.sent.push(mail);
  }
}

function senderWith(mailer: Mailer) {
  const publicUrl = t.config.publicUrl;
  const newsletters = new NewsletterService({ db: t.db, clock, publicUrl });
  const tokens = new UnsubscribeTokens(t.config.jwtSecret);
  return new NewsletterSender({ db: t.db, mailer, clock, log: t.app.log, publicUrl, tokens, newsletters });
}

/** Queues the newsletter without the route's own background send (as if the process died right after the commit). */
async function queued(title: string, audience: Partial<Newsletter['audience']>): Promise<string> {
  const draft = await draftFor(t.app, s.as.school, audience, title);
  const service = new NewsletterService({ db: t.db, clock, publicUrl: t.config.publicUrl });
  await t.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, draft.id));
    if (!row) throw new Error('missing');
    await service.startSending(tx, row, clock.now());
  });
  return draft.id;
}

const deliveryStates = async (id: string) =>
  (await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id))).map(
    (row) => row.state,
  );

describe('exactly once across a crash', () => {
  it('a mailer dying after 25 mails stops the send; resumed, every address has exactly one mail', async () => {
    const id = await queued('Crash test', { sections: [{ studentClass: 'EIGHT', section: 'A' }] });
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
    const recipients = row?.recipients ?? 0;
    expect(recipients).toBe(62);

    const dying = new CountingMailer(25);
    await senderWith(dying).sendWaiting();
    expect(dying.sent).toHaveLength(25);
    const half = await deliveryStates(id);
    expect(half.filter((state) => state === 'SENT')).toHaveLength(25);
    expect(half.filter((state) => state === 'SENDING')).toHaveLength(0);

    const healthy = new CountingMailer();
    await senderWith(healthy).sendWaiting();
    const everyMail = [...dying.sent, ...healthy.sent].map((mail) => mail.to);
    expect(everyMail).toHaveLength(recipients);
    expect(new Set(everyMail).size).toBe(recipients);
    const [done] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(done?.state).toBe('SENT');
    // Once finished, nothing more goes out.
    const again = new CountingMailer();
    await senderWith(again).sendWaiting();
    expect(again.sent).toHaveLength(0);
  });

  it('two senders at once (two processes) share the queue: every address gets exactly one mail', async () => {
    const id = await queued('Two senders', { sections: [{ studentClass: 'EIGHT', section: 'A' }] });
    const first = new CountingMailer();
    const second = new CountingMailer();
    await Promise.all([senderWith(first).sendWaiting(), senderWith(second).sendWaiting()]);
    const everyMail = [...first.sent, ...second.sent].map((mail) => mail.to);
    expect(everyMail).toHaveLength(62);
    expect(new Set(everyMail).size).toBe(62);
    expect((await deliveryStates(id)).every((state) => state === 'SENT')).toBe(true);
  });

  it('a sender killed after handing a mail over (claim left SENDING) never sends that address again', async () => {
    const id = await queued('Killed sender', { staff: true });
    // The killed process: it claimed one row and handed the mail over, then died before marking it.
    const [victim] = await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));
    await t.db
      .update(newsletterDeliveries)
      .set({ state: 'SENDING', claimedAt: clock.now(), attempts: 1 })
      .where(eq(newsletterDeliveries.id, victim?.id ?? ''));

    // Within the lease another sender leaves the claim alone.
    const early = new CountingMailer();
    await senderWith(early).sendWaiting();
    expect(early.sent.map((mail) => mail.to)).not.toContain(victim?.email);

    clock.advance(CLAIM_LEASE_MS + 1);
    const later = new CountingMailer();
    await senderWith(later).sendWaiting();
    expect(later.sent.map((mail) => mail.to)).not.toContain(victim?.email);
    const states = await deliveryStates(id);
    expect(states.sort()).toEqual(['SENT', 'UNCONFIRMED']);
    const page = await call(t.app, 'GET', pathOf('newsletter', { newsletterId: id }), s.as.school);
    expect(page.body.totals).toMatchObject({ recipients: 2, delivered: 1, unconfirmed: 1 });
    expect(page.body.state).toBe('SENT');
  });

  it('the same mail twice has the same Message-ID (the dev outbox keeps one record)', async () => {
    const sender = senderWith(new CountingMailer());
    expect(sender.messageIdOf('n1', 'A@x.test')).toBe(sender.messageIdOf('n1', 'a@x.test'));
    const mail = { to: 'a@x.test', subject: 's', text: 't', messageId: sender.messageIdOf('n1', 'a@x.test') };
    const before = await t.outbox.count();
    await t.outbox.send(mail);
    await t.outbox.send(mail);
    expect(await t.outbox.count()).toBe(before + 1);
  });
});

describe('schedules over days (fake clock)', () => {
  it('a weekly newsletter sends on its day, makes the next edition a week later, and stops after `until`', async () => {
    clock.set(new Date('2026-12-01T04:30:00Z'));
    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Weekly staff notes');
    // Friday 4 December, 8:00 in India.
    const startsAt = '2026-12-04T08:00:00+05:30';
    const scheduled = await call(t.app, 'POST', pathOf('send', { newsletterId: draft.id }), s.as.school, {
      revision: draft.revision,
      startsAt,
      frequency: 'WEEKLY',
      until: '2026-12-20T00:00:00+05:30',
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.state).toBe('SCHEDULED');
    const mailer = new CountingMailer();
    const sender = senderWith(mailer);

    const tick = async () => {
      await sender.startDue();
      await sender.sendWaiting();
    };
    clock.set(new Date('2026-12-04T02:29:00Z'));
    await tick();
    expect(mailer.sent).toHaveLength(0);
    clock.set(new Date('2026-12-04T02:31:00Z'));
    await tick();
    await tick();
    expect(mailer.sent).toHaveLength(2);

    const series = async () =>
      (await t.db.select().from(newsletters).where(eq(newsletters.seriesId, draft.id))).sort(
        (a, b) => a.edition - b.edition,
      );
    const afterFirst = await series();
    expect(afterFirst.map((row) => [row.edition, row.state, row.scheduledAt?.toISOString()])).toEqual([
      [1, 'SENT', '2026-12-04T02:30:00.000Z'],
      [2, 'SCHEDULED', '2026-12-11T02:30:00.000Z'],
    ]);
    // Each edition has its own public address.
    expect(new Set(afterFirst.map((row) => row.slug)).size).toBe(2);

    clock.set(new Date('2026-12-11T02:31:00Z'));
    await tick();
    await tick();
    expect(mailer.sent).toHaveLength(4);
    clock.set(new Date('2026-12-18T02:31:00Z'));
    await tick();
    expect(mailer.sent).toHaveLength(6);
    // The next would be 25 December, after `until`: none is made.
    const all = await series();
    expect(all.map((row) => row.state)).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it('a time in the past is refused; a scheduled one can go back to a draft', async () => {
    clock.set(new Date('2026-12-01T04:30:00Z'));
    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Once later');
    const past = await call(t.app, 'POST', pathOf('send', { newsletterId: draft.id }), s.as.school, {
      revision: draft.revision,
      startsAt: '2026-11-30T08:00:00+05:30',
    });
    expect(past.status).toBe(400);
    const later = await call(t.app, 'POST', pathOf('send', { newsletterId: draft.id }), s.as.school, {
      revision: draft.revision,
      startsAt: '2026-12-02T08:00:00+05:30',
    });
    expect(later.body.state).toBe('SCHEDULED');
    const back = await call(t.app, 'POST', pathOf('unschedule', { newsletterId: draft.id }), s.as.school);
    expect(back.body).toMatchObject({ state: 'DRAFT', scheduledAt: null });
    expect(P.unschedule).toContain('unschedule');
  });
});
