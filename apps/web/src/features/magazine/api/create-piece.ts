/** POST a new draft piece (only its author sees it until it is sent). */
import type { CreatePieceBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pieceKey, piecesKey } from './keys';
import { createPiece } from './pieces';

export function useCreatePiece() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePieceBody) => createPiece(body),
    onSuccess: (piece) => {
      client.setQueryData(pieceKey(piece.id), piece);
      void client.invalidateQueries({ queryKey: piecesKey });
    },
  });
}
