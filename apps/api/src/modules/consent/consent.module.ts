/** Composition root of parent consent: requests, emailed links, the parent's answer and the school's consent fee. */
import type { Infrastructure, Module } from '../module';
import type { PaymentExports } from '../payment/payment.module';
import { consentRoutes } from './consent.routes';
import { ConsentService } from './consent.service';
import { consentChoiceRoutes } from './consent-choices.routes';
import { ConsentChoicesService } from './consent-choices.service';
import { ConsentFeeService } from './consent-fee.service';
import { ParentManageTokens } from './parent-manage-token';

export interface ConsentExports {
  /** The one consent service: the students' module asks it to send links after adding or importing students. */
  consents: ConsentService;
}

/** Parents pay a school's consent fee as an order of the payment module; a paid one relists the child at once. */
export interface ConsentUses {
  payment: Pick<PaymentExports, 'consentFees' | 'onOrderPaid'>;
}

export function createConsentModule(
  { db, mailer, config, bus, clock, log, rateLimits }: Infrastructure,
  { payment }: ConsentUses,
): Module<ConsentExports> {
  const consents = new ConsentService(db, mailer, config.publicUrl, bus);
  const fees = new ConsentFeeService({ db, clock, consents, orders: payment.consentFees, bus });
  payment.onOrderPaid((orderId) => {
    fees.orderPaid(orderId).catch((error: unknown) => log.warn({ err: error, orderId }, 'consent not relisted'));
  });
  const choices = new ConsentChoicesService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    tokens: new ParentManageTokens(config.jwtSecret),
    clock,
    bus,
  });
  return {
    name: 'consent',
    routes: (app) => {
      consentRoutes(app, { consents, fees, limits: rateLimits });
      consentChoiceRoutes(app, { choices, limits: rateLimits });
    },
    exports: { consents },
  };
}
