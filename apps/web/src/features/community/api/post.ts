/** One post: details by slug, create, edit, delete, report, history. */
import {
  COMMUNITY_PATHS,
  type Post,
  type PostBody,
  postHistoryEntrySchema,
  postSchema,
  type reportPostBodySchema,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, patch, post, query } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { COMMUNITY_KEY, viewerOf } from './feed';
import { postPath } from './paths';
import { updatePostEverywhere } from './post-cache';

export const postKey = (viewer: string, slug: string) => [...COMMUNITY_KEY, 'post', viewer, slug] as const;

export function postQuery(viewer: string, slug: string) {
  return queryOptions({
    queryKey: postKey(viewer, slug),
    queryFn: () => get(`${COMMUNITY_PATHS.postBySlug}${query({ slug })}`, postSchema),
    retry: false,
  });
}

export function usePost(slug: string) {
  const viewer = viewerOf(useSessionUser());
  return useQuery(postQuery(viewer, slug));
}

/** What the composer sends; postBodySchema fills the defaults on the server. */
export type PostInput = Partial<PostBody> & Pick<PostBody, 'description' | 'category'>;

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostInput) => post(COMMUNITY_PATHS.posts, body, postSchema),
    // The feeds with their tabs' counts, and the moderation lists (a post that waits joins them).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...COMMUNITY_KEY, 'feed'] }),
        queryClient.invalidateQueries({ queryKey: [...COMMUNITY_KEY, 'moderation'] }),
      ]),
  });
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostInput) => patch(postPath(COMMUNITY_PATHS.post, postId), body, postSchema),
    onSuccess: (updated: Post) => {
      queryClient.setQueriesData({ queryKey: COMMUNITY_KEY }, (data: unknown) =>
        updatePostEverywhere(data, updated.id, () => updated),
      );
      void queryClient.invalidateQueries({ queryKey: [...COMMUNITY_KEY, 'feed'] });
    },
  });
}

/** Leaves the post out of every cached list (after a delete, or a report: the reporter no longer sees it). */
export function useForgetPost() {
  const queryClient = useQueryClient();
  return (postId: string) => {
    for (const [key] of queryClient.getQueriesData({ queryKey: [...COMMUNITY_KEY, 'feed'] })) {
      queryClient.setQueryData(key, (data: unknown) => updatePostEverywhere(data, postId, () => null));
    }
    for (const [key] of queryClient.getQueriesData({ queryKey: [...COMMUNITY_KEY, 'list'] })) {
      queryClient.setQueryData(key, (data: unknown) => updatePostEverywhere(data, postId, () => null));
    }
    // The post-type tabs' counts no longer hold it either.
    void queryClient.invalidateQueries({ queryKey: [...COMMUNITY_KEY, 'feed', 'counts'] });
  };
}

export function useDeletePost() {
  const forget = useForgetPost();
  return useMutation({
    mutationFn: (postId: string) => del(postPath(COMMUNITY_PATHS.post, postId), anyBody),
    onSuccess: (_data, postId) => forget(postId),
  });
}

export type ReportInput = z.infer<typeof reportPostBodySchema>;

export function useReportPost(postId: string) {
  return useMutation({
    mutationFn: (body: ReportInput) => post(postPath(COMMUNITY_PATHS.report, postId), body, anyBody),
  });
}

export function usePostHistory(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'history', postId],
    queryFn: () => get(postPath(COMMUNITY_PATHS.postHistory, postId), z.array(postHistoryEntrySchema)),
    enabled,
  });
}
