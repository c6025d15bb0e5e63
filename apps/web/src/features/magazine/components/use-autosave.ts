/**
 * Saves a piece's words as they are typed: a quiet moment after the last change, the changed fields go to the
 * server with the revision last seen; the answer's revision is kept for the next save. `flush` saves at once
 * (before "Send to editor"). A stale revision (someone else saved meanwhile) stops saving and says so.
 */
import type { MagazinePiece, UpdatePieceBody } from '@noticeboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '../../../lib/api-error';
import { pieceKey } from '../api/keys';
import { savePiece } from '../api/pieces';

export type PieceFields = Pick<MagazinePiece, 'kind' | 'language' | 'section' | 'title' | 'body'>;
export type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'stale';

const QUIET_MS = 800;

export function useAutosave(piece: MagazinePiece) {
  const client = useQueryClient();
  const revision = useRef(piece.revision);
  const changes = useRef<Partial<PieceFields>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>('saved');

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const pending = changes.current;
    if (Object.keys(pending).length === 0) return true;
    changes.current = {};
    setState('saving');
    try {
      const body: UpdatePieceBody = { revision: revision.current, ...pending };
      const saved = await savePiece(piece.id, body);
      revision.current = saved.revision;
      client.setQueryData(pieceKey(piece.id), saved);
      setState(Object.keys(changes.current).length > 0 ? 'pending' : 'saved');
      return true;
    } catch (error) {
      changes.current = { ...pending, ...changes.current };
      setState(hasErrorCode(error, 'CONFLICT') ? 'stale' : 'failed');
      return false;
    }
  }, [client, piece.id]);

  const change = useCallback(
    (fields: Partial<PieceFields>) => {
      changes.current = { ...changes.current, ...fields };
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), QUIET_MS);
    },
    [flush],
  );

  // A picture added or a step taken bumps the revision on the server; follow it while nothing is unsaved.
  useEffect(() => {
    if (Object.keys(changes.current).length === 0) revision.current = piece.revision;
  }, [piece.revision]);

  // Leaving the piece (Back, another page) saves what was typed in the last quiet moment instead of dropping it.
  useEffect(
    () => () => {
      if (Object.keys(changes.current).length > 0) void flush();
    },
    [flush],
  );

  return { state, change, flush };
}

export const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Not saved: check your connection. We will try again when you type.',
  stale: 'Someone else changed this piece meanwhile. Reload the page to see the latest words.',
};
