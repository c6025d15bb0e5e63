import type { MoveCandidatesBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { post } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

/** POST /candidates/move: one or many students to a class and section (all or none). */
export const moveCandidates = (body: MoveCandidatesBody) =>
  post('/candidates/move', body, z.object({ moved: z.number() }));

export function useMoveCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCandidates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}
