import { committeeMemberSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, post } from '../../../lib/http';
import { teamKey } from './list-staff';

const seatsSchema = z.array(committeeMemberSchema);

/** GET /approval-committee/:instituteId */
export const committeeQuery = (instituteId: string) =>
  queryOptions({
    queryKey: [...teamKey, 'committee', instituteId],
    queryFn: () => get(`/approval-committee/${encodeURIComponent(instituteId)}`, seatsSchema),
  });

export const useCommittee = (instituteId: string) => useQuery(committeeQuery(instituteId));

/** POST /approval-committee { userId } */
export const addToCommittee = (userId: string) => post('/approval-committee', { userId }, seatsSchema);
/** DELETE /approval-committee/:userId */
export const removeFromCommittee = (userId: string) =>
  del(`/approval-committee/${encodeURIComponent(userId)}`, anyBody);

export function useCommitteeSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, seated }: { userId: string; seated: boolean }) =>
      seated ? addToCommittee(userId) : removeFromCommittee(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
