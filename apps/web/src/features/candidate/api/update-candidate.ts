import { candidateSchema, type UpdateCandidateBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

/** PATCH /candidates/:id: name, roll number, date of birth. */
export const updateCandidate = ({ id, body }: { id: string; body: UpdateCandidateBody }) =>
  patch(`/candidates/${id}`, body, candidateSchema);

export function useUpdateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}
