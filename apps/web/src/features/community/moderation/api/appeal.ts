/** POST /community/posts/:postId/appeal: the author asks the school to look again at a declined or removed post. */
import { appealResultSchema, COMMUNITY_PATHS } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { moderationKeys, pathOf } from './keys';

export function useAppealPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => post(pathOf(COMMUNITY_PATHS.appeal, { postId }), undefined, appealResultSchema),
    // The post waits in the queue again and may be appealed only once: the author's list and the queue reload.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.mine }),
        client.invalidateQueries({ queryKey: moderationKeys.pending }),
      ]),
  });
}
