/**
 * PUT a published post's flags (spec §4): saved to the school magazine, featured, and visible in all communities.
 * The server decides who may (the school account, its admins and its approval committee, on their school's posts).
 */
import { COMMUNITY_PATHS, type Post, postSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../../../lib/http';
import { COMMUNITY_KEY } from './feed';
import { postPath } from './paths';
import { updatePostEverywhere } from './post-cache';

export type PostFlag =
  | { flag: 'magazine'; on: boolean }
  | { flag: 'featured'; on: boolean }
  | { flag: 'visibility'; on: boolean };

const bodyOf = (change: PostFlag) => {
  switch (change.flag) {
    case 'magazine':
      return { saved: change.on };
    case 'featured':
      return { featured: change.on };
    case 'visibility':
      return { global: change.on };
  }
};

export function useSetPostFlag(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PostFlag) => put(postPath(COMMUNITY_PATHS[change.flag], postId), bodyOf(change), postSchema),
    onSuccess: (updated: Post) => {
      queryClient.setQueriesData({ queryKey: COMMUNITY_KEY }, (data: unknown) =>
        updatePostEverywhere(data, updated.id, () => updated),
      );
    },
  });
}
