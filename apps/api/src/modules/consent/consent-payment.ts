/**
 * A parent's consent fee was paid: called by the payment module's activation INSIDE the transaction that marks the
 * order paid, so the consent is granted exactly once and only after a verified payment (checkout or webhook, whichever
 * comes first). A request the parent declined meanwhile, or the school answered or readdressed by hand, is left as it
 * is: the payment is still recorded (paid order, invoice, audit), and a refund is the school's call.
 */
import { formatMoney } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../audit/audit.repository';
import { findConsentById, grantPaidConsent } from './consent.repository';
import { recordConsentAnswer } from './consent-ledger.repository';

export interface ConsentPayment {
  consentId: string;
  orderId: string;
  /** The parent who paid (the order's buyer). */
  parentEmail: string;
  amountPaise: number;
  at: Date;
}

export async function recordConsentPayment(tx: Queryable, payment: ConsentPayment): Promise<'granted' | 'unchanged'> {
  const row = await findConsentById(tx, payment.consentId);
  if (!row) return 'unchanged';
  const granted = await grantPaidConsent(tx, payment);
  if (granted) {
    await recordConsentAnswer(tx, {
      studentId: row.consent.studentId,
      status: 'GRANTED',
      faceChecks: row.consent.faceChecksAllowed,
      grantor: 'PARENT',
      recordedBy: null,
      source: 'consent-fee',
      at: payment.at,
    });
  }
  const paid = formatMoney(payment.amountPaise);
  await recordAudit(tx, {
    instituteId: row.consent.instituteId,
    actorId: null,
    action: granted ? 'consent.granted' : 'consent.fee_paid',
    entityType: 'consent',
    entityId: row.consent.id,
    summary: granted
      ? `${row.consent.parentName} granted consent for ${row.studentName} and paid ${paid}`
      : `A consent fee of ${paid} was paid for ${row.studentName}; the consent stays ${row.consent.status.toLowerCase()}`,
    data: { studentId: row.consent.studentId, orderId: payment.orderId, amountPaise: payment.amountPaise },
  });
  return granted ? 'granted' : 'unchanged';
}
