import { candidateSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, del, post } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

/** DELETE /candidates/:id: soft removal (restorable); nothing the student made is deleted. */
export const removeCandidate = (id: string) => del(`/candidates/${id}`, anyBody);

/** POST /candidates/:id/restore */
export const restoreCandidate = (id: string) => post(`/candidates/${id}/restore`, undefined, candidateSchema);

export function useRemoveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}

export function useRestoreCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey }),
  });
}
