/**
 * Consent fees (issue 15 §6): the school chooses whether parents pay a per-student fee when they grant consent; a
 * parent grants by paying it through the same checkout as every order. The consent is granted by the payment's
 * settlement (consent-payment.ts), never here, so it is granted-and-paid only after a verified payment.
 */
import {
  CONSENT_MESSAGES,
  type ConsentFee,
  type ConsentFeeBody,
  type ConsentOrderStatus,
  type ConsentPay,
  type ConsentPayBody,
  formatMoney,
  type PaymentResult,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { Clock } from '../module';
import type { ConsentFeeOrderState, ConsentFeeOrders } from '../payment/order/consent-fee-order.service';
import { firstName, sameName } from './consent.policy';
import { findConsentById, setFaceChecksChoice } from './consent.repository';
import type { ConsentService } from './consent.service';
import { emitConsentChanged } from './consent-events';
import { feeDue, findConsentFee, saveConsentFee, studentOfConsentOrder } from './consent-fee.repository';

export interface ConsentFeeServiceDeps {
  db: Db;
  clock: Clock;
  consents: ConsentService;
  /** The payment module's consent-fee orders. */
  orders: ConsentFeeOrders;
  bus?: InvalidationBus;
}

export class ConsentFeeService {
  constructor(private readonly deps: ConsentFeeServiceDeps) {}

  private scopeOf(actor: Actor): string {
    if (actor.role !== 'INSTITUTE' || !actor.instituteId) throw forbidden();
    return actor.instituteId;
  }

  async fee(actor: Actor): Promise<ConsentFee> {
    return { feePaise: await findConsentFee(this.deps.db, this.scopeOf(actor)) };
  }

  /** Applies to parents who pay from now on; fees already paid stay paid, and unpaid orders are re-priced when used. */
  async setFee(actor: Actor, body: ConsentFeeBody): Promise<ConsentFee> {
    const instituteId = this.scopeOf(actor);
    const { feePaise } = body;
    await this.deps.db.transaction(async (tx) => {
      const before = await findConsentFee(tx, instituteId);
      await saveConsentFee(tx, instituteId, feePaise, this.deps.clock.now());
      if (before === feePaise) return;
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'consent.fee_changed',
        entityType: 'consent_fee',
        entityId: instituteId,
        summary:
          feePaise === null
            ? 'Consent fee removed: parents grant consent for free'
            : `Consent fee set to ${formatMoney(feePaise)} a student (GST included)`,
        data: { from: before, to: feePaise },
      });
    });
    return { feePaise };
  }

  /** Grant consent by paying: the fee's order, opened at the gateway for the parent's checkout. */
  async pay(body: ConsentPayBody): Promise<ConsentPay> {
    const { db, consents, orders } = this.deps;
    const row = await consents.liveRequest(db, body.token);
    if (!sameName(body.parentName, row.consent.parentName)) {
      throw badRequest(CONSENT_MESSAGES.nameMismatch, [
        { field: 'parentName', message: CONSENT_MESSAGES.nameMismatch },
      ]);
    }
    const feePaise = await feeDue(db, row.consent.instituteId, row.consent.id);
    if (feePaise === null) {
      const school = await findConsentFee(db, row.consent.instituteId);
      throw conflict(school === null ? CONSENT_MESSAGES.noFee : CONSENT_MESSAGES.feeAlreadyPaid);
    }
    await setFaceChecksChoice(db, row.consent.id, body.faceChecks);
    return orders.place({
      consentId: row.consent.id,
      instituteId: row.consent.instituteId,
      feePaise,
      parent: { name: row.consent.parentName, email: row.consent.parentEmail },
      description: `Parent consent fee for ${firstName(row.studentName)}, ${row.schoolName}`,
    });
  }

  /** What the open order page shows: the status, the amount and the child's first name, nothing else. */
  async orderStatus(orderId: string): Promise<ConsentOrderStatus> {
    return this.present(await this.deps.orders.state(orderId));
  }

  async confirm(orderId: string, result: PaymentResult): Promise<ConsentOrderStatus> {
    return this.present(await this.deps.orders.confirmCheckout(orderId, result));
  }

  async reportFailure(orderId: string, reason: string): Promise<ConsentOrderStatus> {
    return this.present(await this.deps.orders.reportFailure(orderId, reason));
  }

  /** After a paid order commits (any process's settlement tells its own listeners): relist the child at once. */
  async orderPaid(orderId: string): Promise<void> {
    const studentId = await studentOfConsentOrder(this.deps.db, orderId);
    if (studentId) emitConsentChanged(this.deps.bus, studentId);
  }

  private async present(order: ConsentFeeOrderState): Promise<ConsentOrderStatus> {
    const consent = order.consentId ? await findConsentById(this.deps.db, order.consentId) : undefined;
    return {
      status: order.status,
      amountPaise: order.amountPaise,
      studentFirstName: consent ? firstName(consent.studentName) : null,
    };
  }
}
