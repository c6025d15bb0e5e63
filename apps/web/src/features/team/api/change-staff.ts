import { type AddStaffBody, type StaffRole, staffMemberSchema, type UpdateStaffBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch, post } from '../../../lib/http';
import { staffBase, teamKey } from './list-staff';

/** POST /faculty or /institute-admins: the new member is mailed a set-password link. */
export const addStaff = (role: StaffRole, body: AddStaffBody) => post(staffBase(role), body, staffMemberSchema);

/** PATCH /faculty/:id or /institute-admins/:id (name, phone). */
export const updateStaff = (role: StaffRole, id: string, body: UpdateStaffBody) =>
  patch(`${staffBase(role)}/${encodeURIComponent(id)}`, body, staffMemberSchema);

/** POST …/:id/deactivate or …/:id/reactivate */
export const setStaffActive = (role: StaffRole, id: string, active: boolean) =>
  post(
    `${staffBase(role)}/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
    undefined,
    staffMemberSchema,
  );

function useTeamMutation<A>(mutationFn: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}

export const useAddStaff = (role: StaffRole) => useTeamMutation((body: AddStaffBody) => addStaff(role, body));
export const useUpdateStaff = (role: StaffRole) =>
  useTeamMutation(({ id, body }: { id: string; body: UpdateStaffBody }) => updateStaff(role, id, body));
export const useSetStaffActive = (role: StaffRole) =>
  useTeamMutation(({ id, active }: { id: string; active: boolean }) => setStaffActive(role, id, active));
