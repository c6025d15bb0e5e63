/**
 * Enquiries from the open forms. The enquiry is stored first, so it is never lost, and the sender is answered at
 * once; then, in the background, sales is mailed (the row records when) and the sender gets an acknowledgement, so a
 * slow mail server never slows the form. A mail that fails is logged and leaves `mailedAt` null for someone to pick up.
 */
import type { EnquiryBody, EnquiryCreated } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailQuota } from '../../lib/mail-quota';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { acknowledgementMail, salesMail } from './enquiry.mail';
import { type EnquiryRow, insertEnquiry, markEnquiryMailed, type NewEnquiry } from './enquiry.repository';

export interface EnquiryServiceDeps {
  db: Db;
  mailer: Mailer;
  quota: MailQuota;
  salesEmail: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

const blankToNull = (value: string | undefined): string | null => (value ? value : null);

function rowOf(body: EnquiryBody, userId: string | null): NewEnquiry {
  return {
    kind: body.kind,
    productType: blankToNull(body.productType),
    name: body.name,
    email: body.email,
    phone: body.phone,
    organisation: blankToNull(body.organisation),
    role: blankToNull(body.role),
    studentCount: 'studentCount' in body ? (body.studentCount ?? null) : null,
    schoolCount: 'schoolCount' in body ? body.schoolCount : null,
    preferredTime: 'preferredTime' in body ? blankToNull(body.preferredTime) : null,
    message: body.message ?? '',
    userId,
  };
}

export class EnquiryService {
  private readonly mailing = new Set<Promise<void>>();

  constructor(private readonly deps: EnquiryServiceDeps) {}

  async submit(actor: Actor | null, body: EnquiryBody): Promise<EnquiryCreated> {
    await this.deps.quota.take('enquiry', body.email);
    const row = await insertEnquiry(this.deps.db, rowOf(body, actor?.id ?? null));
    const delivery = this.mailSales(row)
      .then(() => this.acknowledge(row))
      .catch((error: unknown) => this.deps.log.error({ err: error, enquiryId: row.id }, 'enquiry mails failed'));
    this.mailing.add(delivery);
    void delivery.finally(() => this.mailing.delete(delivery));
    return { id: row.id, kind: row.kind };
  }

  /** Resolves when every mail already queued has been tried. */
  async idle(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  private async mailSales(row: EnquiryRow): Promise<void> {
    const { mailer, salesEmail, db, clock, log } = this.deps;
    try {
      await mailer.send(salesMail(row, salesEmail));
    } catch (error) {
      log.error({ err: error, enquiryId: row.id }, 'enquiry stored but not mailed to sales');
      return;
    }
    await markEnquiryMailed(db, row.id, clock.now());
  }

  private async acknowledge(row: EnquiryRow): Promise<void> {
    try {
      await this.deps.mailer.send(acknowledgementMail(row));
    } catch (error) {
      this.deps.log.warn({ err: error, enquiryId: row.id }, 'enquiry acknowledgement not sent');
    }
  }
}
