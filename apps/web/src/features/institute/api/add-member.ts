import { type AddMemberBody, memberSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { membersKey } from './list-members';

/** POST /institute/members: adds a member, who is mailed a link to set their password. */
export const addMember = (body: AddMemberBody) => post('/institute/members', body, memberSchema);

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
