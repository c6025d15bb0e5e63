import {
  PROMOTION_PATHS,
  type PromotionBannerView,
  type PromotionReaction,
  promotionBannersSchema,
  promotionReactionPath,
  promotionReactionSchema,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';

const bannersKey = (userId: string) => ['promotions', 'banners', userId] as const;

/** GET /promotions: up to 3 offers for the signed-in person, newest first (keyed by person: answers are their own). */
export const promotionBannersQuery = (userId: string) =>
  queryOptions({
    queryKey: bannersKey(userId),
    queryFn: () => get(PROMOTION_PATHS.banners, promotionBannersSchema),
    // Offers change seldom: one look per visit is enough, not one per page.
    staleTime: 10 * 60_000,
  });

export const usePromotionBanners = (userId: string | null) =>
  useQuery({ ...promotionBannersQuery(userId ?? ''), enabled: userId !== null });

/** POST /promotions/:id/reaction */
export const reactToPromotion = (promotionId: string, reaction: PromotionReaction) =>
  post(promotionReactionPath(promotionId), { reaction }, promotionReactionSchema);

/** Answers an offer; it leaves the cached list at once, before the server answers. */
export function useReactToPromotion(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reaction }: { id: string; reaction: PromotionReaction }) => reactToPromotion(id, reaction),
    onMutate: ({ id }) => {
      client.setQueryData<PromotionBannerView[]>(bannersKey(userId), (offers) =>
        offers?.filter((offer) => offer.id !== id),
      );
    },
  });
}
