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
  /** Files sent with the mail (an invoice PDF with its receipt). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s)]+/g;

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
    const record: OutboxMail = {
      id: randomUUID(),
      sentAt,
      ...content,
      links: mail.text.match(LINK_PATTERN) ?? [],
      attachments: attachments.map(({ filename, contentType, content: bytes }) => ({
        filename,
        contentType,
        size: bytes.length,
      })),
    };
    // Time first in the name keeps the folder listing in sending order.
    const stem = path.join(this.folder, `${sentAt.replace(/[:.]/g, '-')}-${record.id}`);
    await Promise.all(
      attachments.map((file, index) => writeFile(`${stem}.${index}.${path.basename(file.filename)}`, file.content)),
    );
    await writeFile(`${stem}.json`, JSON.stringify(record));
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.folder)).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    const newest = names.sort().reverse().slice(0, limit);
    return Promise.all(newest.map(async (name) => JSON.parse(await readFile(path.join(this.folder, name), 'utf8'))));
  }
}
