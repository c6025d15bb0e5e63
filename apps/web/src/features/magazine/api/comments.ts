/** Comments on a piece (the author sees them) and the words before each mentor's edit. */
import { pieceCommentListSchema, pieceRevisionListSchema } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';
import { commentsKey, magazinePath, revisionsKey } from './keys';

export function useComments(pieceId: string) {
  return useQuery({
    queryKey: commentsKey(pieceId),
    queryFn: () => get(magazinePath('comments', { pieceId }), pieceCommentListSchema),
  });
}

export function useAddComment(pieceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => post(magazinePath('comments', { pieceId }), { text }, pieceCommentListSchema),
    onSuccess: (comments) => client.setQueryData(commentsKey(pieceId), comments),
  });
}

export function useRevisions(pieceId: string, enabled: boolean) {
  return useQuery({
    queryKey: revisionsKey(pieceId),
    queryFn: () => get(magazinePath('revisions', { pieceId }), pieceRevisionListSchema),
    enabled,
  });
}
