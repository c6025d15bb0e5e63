/** Composition root of promotions: the banners and their answers, and the code checks the order service calls. */
import type { Infrastructure, Module } from '../module';
import { promotionRoutes } from './promotion.routes';
import { type PromotionRedemptions, PromotionService, promotionRedemptions } from './promotion.service';

export interface PromotionExports {
  promotions: PromotionService;
  /** evaluate / reserve / confirm / release: each takes the database or the order's transaction. */
  redemptions: PromotionRedemptions;
}

export function createPromotionModule({ db, clock }: Infrastructure): Module<PromotionExports> {
  const promotions = new PromotionService(db, clock);
  return {
    name: 'promotion',
    routes: (app) => promotionRoutes(app, { promotions }),
    exports: { promotions, redemptions: promotionRedemptions },
  };
}
