import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, del } from '../../../lib/http';
import { membersKey } from './list-members';

/** DELETE /institute/members/:id */
export const removeMember = (id: string) => del(`/institute/members/${encodeURIComponent(id)}`, anyBody);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
