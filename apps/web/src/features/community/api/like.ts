/** Liking a post (spec §4): optimistic everywhere it is shown, then the server's reaction update replaces the guess. */
import { COMMUNITY_PATHS, type Reaction, reactionSchema } from '@noticeboard/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { post } from '../../../lib/http';
import { peekSessionUser, rememberRedirection } from '../../../lib/session';
import { COMMUNITY_KEY } from './feed';
import { postPath } from './paths';
import { applyReaction, optimisticLike, updatePostEverywhere } from './post-cache';

export interface LikeVariables {
  postId: string;
  liked: boolean;
}

export const toggleLike = ({ postId, liked }: LikeVariables) =>
  post(postPath(COMMUNITY_PATHS.like, postId), { liked }, reactionSchema);

interface Snapshot {
  previous: Array<[QueryKey, unknown]>;
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<Reaction, Error, LikeVariables, Snapshot>({
    mutationFn: (variables) => {
      if (!peekSessionUser()) {
        const { pathname = '/', search = '' } = globalThis.location ?? {};
        rememberRedirection(`${pathname}${search}`);
        void navigate('/login');
        return Promise.reject(new Error('Sign in to like posts'));
      }
      return toggleLike(variables);
    },
    onMutate: async ({ postId, liked }) => {
      if (!peekSessionUser()) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: COMMUNITY_KEY });
      const previous = queryClient.getQueriesData({ queryKey: COMMUNITY_KEY });
      queryClient.setQueriesData({ queryKey: COMMUNITY_KEY }, (data: unknown) =>
        updatePostEverywhere(data, postId, optimisticLike(liked)),
      );
      return { previous };
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (reaction) => {
      queryClient.setQueriesData({ queryKey: COMMUNITY_KEY }, (data: unknown) =>
        updatePostEverywhere(data, reaction.postId, applyReaction(reaction)),
      );
    },
  });
}
