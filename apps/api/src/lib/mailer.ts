/** Outgoing email: SMTP when SMTP_URL is set, else a dev outbox folder a person can read at /dev/outbox. */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@noticeboard/shared';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (newsletters). */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * A fixed Message-ID (`<id@host>`): the same mail sent twice carries the same id, so receivers and the dev outbox
   * can tell it is one mail.
   */
  messageId?: string;
  /** Files sent with the mail (an invoice PDF with its receipt). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s)]+/g;

/** A file-safe name for a Message-ID (`<a.b@host>` → `a.b_host`). */
const outboxIdOf = (messageId: string) => messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.-]/g, '_');

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

export class OutboxMailer implements Mailer {
  constructor(readonly folder: string) {}

  async send(mail: Mail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const { attachments = [], ...content } = mail;
    const id = mail.messageId ? outboxIdOf(mail.messageId) : randomUUID();
    const record: OutboxMail = {
      id,
      sentAt,
      ...content,
      links: mail.text.match(LINK_PATTERN) ?? [],
      attachments: attachments.map(({ filename, contentType, content: bytes }) => ({
        filename,
        contentType,
        size: bytes.length,
      })),
    };
    // Time first in the name keeps the folder listing in sending order; a fixed Message-ID names the file by itself,
    // so the same mail sent again (a send resumed after a crash) replaces its record instead of adding one.
    const stem = mail.messageId
      ? path.join(this.folder, `msg-${id}`)
      : path.join(this.folder, `${sentAt.replace(/[:.]/g, '-')}-${record.id}`);
    await Promise.all(
      attachments.map((file, index) => writeFile(`${stem}.${index}.${path.basename(file.filename)}`, file.content)),
    );
    await writeFile(`${stem}.json`, JSON.stringify(record));
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMail[]> {
    const named = await this.jsonNames();
    const timed = named.filter((name) => !name.startsWith('msg-'));
    const fixed = named.filter((name) => name.startsWith('msg-'));
    if (fixed.length === 0) {
      const newest = timed.sort().reverse().slice(0, limit);
      return Promise.all(newest.map((name) => this.read(name)));
    }
    // Mails with a fixed Message-ID are named by it, not by time: read them all and order by their sending time.
    const all = await Promise.all(named.map((name) => this.read(name)));
    return all.sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0)).slice(0, limit);
  }

  /** How many mails the outbox holds (the same fixed Message-ID counted once). */
  async count(): Promise<number> {
    return (await this.jsonNames()).length;
  }

  private async jsonNames(): Promise<string[]> {
    try {
      return (await readdir(this.folder)).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
  }

  private async read(name: string): Promise<OutboxMail> {
    return JSON.parse(await readFile(path.join(this.folder, name), 'utf8'));
  }
}
