/** Posts and junior reports saved for the magazine, and an editor's piece made from one. */
import { pieceSchema, savedPostPageSchema } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, query } from '../../../lib/http';
import { magazinePath, piecesKey, savedKey } from './keys';

export function useSavedPosts() {
  return useQuery({
    queryKey: savedKey,
    queryFn: () => get(`${magazinePath('saved')}${query({ size: 100 })}`, savedPostPageSchema),
  });
}

export function useMakePiece() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { postId: string; section: string }) => post(magazinePath('fromPost'), body, pieceSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: savedKey });
      void client.invalidateQueries({ queryKey: piecesKey });
    },
  });
}
