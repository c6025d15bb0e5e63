import { type MoveCandidatesBody, moveCandidatesResultSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

/** POST /candidates/move: one or many students to a class and section (all or none). */
export const moveCandidates = (body: MoveCandidatesBody) => post('/candidates/move', body, moveCandidatesResultSchema);

export function useMoveCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCandidates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}
