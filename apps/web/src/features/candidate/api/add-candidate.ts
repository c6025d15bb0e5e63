import { type AddCandidateBody, candidateSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

/** POST /candidates: adds a student, who is mailed a link to set their password. */
export const addCandidate = (body: AddCandidateBody) => post('/candidates', body, candidateSchema);

export function useAddCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}
