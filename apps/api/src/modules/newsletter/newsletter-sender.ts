/**
 * Sending a newsletter to its queue of addresses, exactly once each, across crashes.
 *
 * The choice (at most once, never twice): a delivery is claimed in its own committed statement (PENDING → SENDING,
 * `FOR UPDATE SKIP LOCKED`, so two senders never take the same row) BEFORE the mail is handed to the mailer, and
 * marked SENT after. If the mailer throws, the mail was not accepted: the row goes back to PENDING (FAILED after
 * three refusals). If the process dies between the claim and the mark, nobody knows whether the mail left: such a
 * row (SENDING longer than the claim's lease) becomes UNCONFIRMED and is never sent again; the page counts it.
 * Every mail also carries a Message-ID made from the newsletter and the address, so even a repeat would be the
 * same message to the receiving server, and to the dev outbox, which keeps one record per Message-ID.
 *
 * Newsletters are the school's own mail to its own community, not mail a stranger can trigger, so the per-address
 * quota of `lib/mail-quota.ts` (password resets, sign-up codes) does not apply; the batch size and concurrency
 * bound the pace instead.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { Clock } from '../module';
import {
  claimDeliveries,
  dueNewsletters,
  finishSending,
  giveUpStaleClaims,
  instituteOf,
  lockNewsletter,
  markRefused,
  markSent,
  type NewsletterRow,
  openDeliveries,
  sendingNewsletters,
  updateNewsletter,
} from './newsletter.repository';
import type { NewsletterService } from './newsletter.service';
import { personalise, type RenderedEmail } from './newsletter-email';
import { nextEditionAt } from './newsletter-schedule';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** A claim older than this belongs to a sender that stopped (a batch takes seconds). */
export const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 100;
const CONCURRENCY = 8;
const MAX_ATTEMPTS = 3;

export interface SenderDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  tokens: UnsubscribeTokens;
  newsletters: NewsletterService;
  /** The claim lease (config NEWSLETTER_CLAIM_LEASE_SECONDS, for fault tests); default CLAIM_LEASE_MS. */
  claimLeaseMs?: number;
}

export class NewsletterSender {
  private readonly host: string;
  private readonly running = new Map<string, Promise<number>>();

  constructor(private readonly deps: SenderDeps) {
    this.host = new URL(deps.publicUrl).hostname || 'noticeboard.local';
  }

  /** The same newsletter to the same address always has this Message-ID. */
  messageIdOf(newsletterId: string, email: string): string {
    const address = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);
    return `<newsletter.${newsletterId}.${address}@${this.host}>`;
  }

  unsubscribeUrlOf(instituteId: string, email: string, newsletterId: string): string {
    const token = this.deps.tokens.sign({ instituteId, email, newsletterId });
    return `${this.deps.publicUrl}/api/newsletter-unsubscribe?token=${token}`;
  }

  /**
   * Sends a newsletter now, in the background (after the commit that queued it), so a send does not wait for the
   * next tick; the job picks up whatever this leaves. One run per newsletter per process at a time.
   */
  kick(newsletterId: string): void {
    if (this.running.has(newsletterId)) return;
    const run = (async () => {
      const [row] = (await sendingNewsletters(this.deps.db, 50)).filter((one) => one.id === newsletterId);
      return row ? this.sendNewsletter(row) : 0;
    })()
      .catch((err: unknown) => {
        this.deps.log.error({ err, newsletterId }, 'newsletter send failed');
        return 0;
      })
      .finally(() => this.running.delete(newsletterId));
    this.running.set(newsletterId, run);
  }

  /** Waits for the background sends (the app is closing, or a test wants the outcome). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /** Starts every scheduled newsletter whose time has come; how many started. */
  async startDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await dueNewsletters(this.deps.db, now, 20);
    let started = 0;
    for (const candidate of due) {
      const made = await this.deps.db.transaction(async (tx) => {
        const row = await lockNewsletter(tx, candidate.instituteId, candidate.id);
        if (!row || row.state !== 'SCHEDULED' || !row.scheduledAt || row.scheduledAt > now) return false;
        const sending = await this.deps.newsletters.startSending(tx, row, now);
        if (!sending) {
          // Nobody to send to today: a recurring newsletter waits for its next time, a single one goes back to a draft.
          this.deps.log.warn({ newsletterId: row.id }, 'scheduled newsletter reached nobody');
          await updateNewsletter(
            tx,
            row.id,
            row.frequency
              ? { scheduledAt: nextEditionAt(row.scheduledAt, row.frequency, row.everyDays, now), updatedAt: now }
              : { state: 'DRAFT', scheduledAt: null, revision: row.revision + 1, updatedAt: now },
          );
          return false;
        }
        return true;
      });
      if (made) started += 1;
    }
    return started;
  }

  /** Sends what waits in every newsletter being sent; finishes those with nothing left. */
  async sendWaiting(): Promise<number> {
    let sent = 0;
    for (const row of await sendingNewsletters(this.deps.db, 10)) sent += await this.sendNewsletter(row);
    return sent;
  }

  /** Works through one newsletter's queue until it is empty (or the mailer refuses a whole batch). */
  async sendNewsletter(row: NewsletterRow): Promise<number> {
    const { db, clock } = this.deps;
    const lease = this.deps.claimLeaseMs ?? CLAIM_LEASE_MS;
    await giveUpStaleClaims(db, row.id, new Date(clock.now().getTime() - lease));
    const school = await instituteOf(db, row.instituteId);
    const email = await this.deps.newsletters.emailOf(row, school?.name ?? '', school?.customUrl ?? '');
    let sent = 0;
    for (;;) {
      const claimed = await claimDeliveries(db, row.id, clock.now(), BATCH);
      if (claimed.length === 0) break;
      let refused = 0;
      for (let at = 0; at < claimed.length; at += CONCURRENCY) {
        const results = await Promise.all(
          claimed.slice(at, at + CONCURRENCY).map((delivery) => this.deliver(row, email, delivery)),
        );
        sent += results.filter(Boolean).length;
        refused += results.filter((ok) => !ok).length;
      }
      // A mailer refusing everything (server down): stop this pass, the next tick tries again.
      if (refused === claimed.length) break;
    }
    if ((await openDeliveries(db, row.id)) === 0) await finishSending(db, row.id, clock.now());
    return sent;
  }

  private async deliver(
    row: NewsletterRow,
    email: RenderedEmail,
    delivery: { id: string; email: string; attempts: number },
  ): Promise<boolean> {
    const unsubscribeUrl = this.unsubscribeUrlOf(row.instituteId, delivery.email, row.id);
    const personal = personalise(email, unsubscribeUrl);
    try {
      await this.deps.mailer.send({
        to: delivery.email,
        subject: personal.subject,
        text: personal.text,
        html: personal.html,
        messageId: this.messageIdOf(row.id, delivery.email),
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markRefused(this.deps.db, delivery.id, message, delivery.attempts >= MAX_ATTEMPTS);
      this.deps.log.warn({ newsletterId: row.id, err: message }, 'newsletter mail refused');
      return false;
    }
    await markSent(this.deps.db, delivery.id, this.deps.clock.now());
    return true;
  }
}
