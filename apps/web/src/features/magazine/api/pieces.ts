/** Pieces: lists (mine, desk, approved), one piece, and each step on the editorial path. */
import {
  type CreatePieceBody,
  emptyResultSchema,
  type MagazinePiece,
  type PieceDecisionBody,
  type PieceReviewBody,
  piecePageSchema,
  pieceSchema,
  type UpdatePieceBody,
} from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post, query } from '../../../lib/http';
import { MAGAZINE_KEY, magazinePath, pieceKey, piecesKey } from './keys';

export type PieceView = 'mine' | 'desk' | 'approved';

export const fetchPieces = (view: PieceView) =>
  get(`${magazinePath('pieces')}${query({ view, size: 100 })}`, piecePageSchema);

export function usePieces(view: PieceView, enabled = true) {
  return useQuery({ queryKey: [...piecesKey, view], queryFn: () => fetchPieces(view), enabled });
}

export const fetchPiece = (pieceId: string) => get(magazinePath('piece', { pieceId }), pieceSchema);

export function usePiece(pieceId: string | null) {
  return useQuery({
    queryKey: pieceKey(pieceId ?? ''),
    queryFn: () => fetchPiece(pieceId ?? ''),
    enabled: pieceId !== null,
  });
}

export const createPiece = (body: CreatePieceBody) => post(magazinePath('pieces'), body, pieceSchema);
export const savePiece = (pieceId: string, body: UpdatePieceBody) =>
  patch(magazinePath('piece', { pieceId }), body, pieceSchema);

/** Keeps the piece's cache in step with the server's answer and refreshes the lists. */
function useStep<V>(call: (variables: V) => Promise<MagazinePiece>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (piece) => {
      client.setQueryData(pieceKey(piece.id), piece);
      void client.invalidateQueries({ queryKey: piecesKey });
      void client.invalidateQueries({ queryKey: [...MAGAZINE_KEY, 'comments', piece.id] });
    },
  });
}

export const useSubmitPiece = () =>
  useStep((pieceId: string) => post(magazinePath('submit', { pieceId }), {}, pieceSchema));
export const useReviewPiece = () =>
  useStep(({ pieceId, body }: { pieceId: string; body: PieceReviewBody }) =>
    post(magazinePath('review', { pieceId }), body, pieceSchema),
  );
export const useDecidePiece = () =>
  useStep(({ pieceId, body }: { pieceId: string; body: PieceDecisionBody }) =>
    post(magazinePath('decision', { pieceId }), body, pieceSchema),
  );

export function useDeletePiece() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pieceId: string) => del(magazinePath('piece', { pieceId }), emptyResultSchema),
    onSuccess: () => void client.invalidateQueries({ queryKey: piecesKey }),
  });
}
