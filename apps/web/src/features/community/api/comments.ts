/** Comments of a post (spec §3, §8): paged oldest first with Load more; add, edit, delete keep the count exact. */
import { COMMUNITY_PATHS, type Comment, commentSchema, pageOf } from '@noticeboard/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { anyBody, del, get, patch, post, query } from '../../../lib/http';
import { COMMUNITY_KEY } from './feed';
import { commentPath, postPath } from './paths';
import { moveCommentCount, updatePostEverywhere } from './post-cache';

export const COMMENT_PAGE_SIZE = 10;
const commentPageSchema = pageOf(commentSchema);

/** One page of comments, as the contract's `pageOf(commentSchema)` defines it. */
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentsKey = (postId: string) => [...COMMUNITY_KEY, 'comments', postId] as const;

export function useComments(postId: string) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam }): Promise<CommentPage> =>
      get(
        `${postPath(COMMUNITY_PATHS.comments, postId)}${query({ page: pageParam, size: COMMENT_PAGE_SIZE })}`,
        commentPageSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: CommentPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

/** The comments of all loaded pages, each once. */
export function commentsOf(data: InfiniteData<CommentPage> | undefined): Comment[] {
  const seen = new Set<string>();
  const comments: Comment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.content) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}

/** Adds a new comment at the end of the last loaded page (oldest first). */
export function appendComment(
  data: InfiniteData<CommentPage> | undefined,
  comment: Comment,
): InfiniteData<CommentPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const pages = [...data.pages];
  const lastIndex = pages.length - 1;
  const last = pages[lastIndex] as CommentPage;
  pages[lastIndex] = { ...last, content: [...last.content, comment], totalElements: last.totalElements + 1 };
  return { ...data, pages };
}

export function replaceComment(
  data: InfiniteData<CommentPage> | undefined,
  commentId: string,
  next: Comment | null,
): InfiniteData<CommentPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.flatMap((comment) => (comment.id === commentId ? (next ? [next] : []) : [comment])),
    })),
  };
}

function useCountMover() {
  const queryClient = useQueryClient();
  return (postId: string, delta: number) =>
    queryClient.setQueriesData({ queryKey: COMMUNITY_KEY }, (data: unknown) =>
      updatePostEverywhere(data, postId, moveCommentCount(delta)),
    );
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const moveCount = useCountMover();
  return useMutation({
    mutationFn: (text: string) => post(postPath(COMMUNITY_PATHS.comments, postId), { text }, commentSchema),
    onSuccess: (comment) => {
      const data = queryClient.getQueryData<InfiniteData<CommentPage>>(commentsKey(postId));
      const lastPage = data?.pages.at(-1);
      // Only append when every page is loaded; otherwise the comment shows when the reader reaches the end.
      if (lastPage?.last) queryClient.setQueryData(commentsKey(postId), appendComment(data, comment));
      moveCount(postId, 1);
    },
  });
}

export function useEditComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      patch(commentPath(COMMUNITY_PATHS.comment, commentId), { text }, commentSchema),
    onSuccess: (comment) =>
      queryClient.setQueryData(commentsKey(postId), (data: InfiniteData<CommentPage> | undefined) =>
        replaceComment(data, comment.id, comment),
      ),
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const moveCount = useCountMover();
  return useMutation({
    mutationFn: (commentId: string) => del(commentPath(COMMUNITY_PATHS.comment, commentId), anyBody),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData(commentsKey(postId), (data: InfiniteData<CommentPage> | undefined) =>
        replaceComment(data, commentId, null),
      );
      moveCount(postId, -1);
    },
  });
}
