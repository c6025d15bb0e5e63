/** Promotion banners of the signed-in person and their answers (spec §7 "promotions get and reaction"). */
import {
  ACCESS,
  PROMOTION_MESSAGES,
  PROMOTION_PATHS,
  promotionBannersSchema,
  promotionIdParamsSchema,
  promotionReactionBodySchema,
  promotionReactionSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { PromotionService } from './promotion.service';

export function promotionRoutes(app: App, { promotions }: { promotions: PromotionService }): void {
  const route = routeDefiner(app, { tags: ['promotion'] });

  route(`GET ${PROMOTION_PATHS.banners}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary:
      'Up to 3 offers for a buyer (the school account, or a reader without a school; others get none), newest first: valid now, for their audience, still usable by them, not yet answered',
    response: promotionBannersSchema,
    message: 'Promotions',
    handler: ({ actor }) => promotions.banners(actor),
  });
  route(`POST ${PROMOTION_PATHS.reaction}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary:
      'Dismiss or accept an offer (your answer only; the last answer counts); either way it is not offered again',
    params: promotionIdParamsSchema,
    body: promotionReactionBodySchema,
    response: promotionReactionSchema,
    message: (result) => (result.reaction === 'ACCEPTED' ? PROMOTION_MESSAGES.accepted : PROMOTION_MESSAGES.dismissed),
    handler: ({ actor, params, body }) => promotions.react(actor, params.id, body.reaction),
  });
}
