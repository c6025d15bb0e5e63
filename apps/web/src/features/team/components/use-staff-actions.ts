import { notifications } from '@mantine/notifications';
import type { StaffMember, StaffRole } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useSetStaffActive } from '../api/change-staff';
import { useCommitteeSeat } from '../api/committee';
import { useResendInvite } from '../api/resend-invite';
import type { StaffAction } from './staff-row';

const done = (message: string) => ({
  onSuccess: () => notifications.show({ color: 'teal', message }),
  onError: (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) }),
});

/** What the row menu does: quick actions run at once; edit, teaching and deactivate open a dialog. */
export function useStaffActions(role: StaffRole) {
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [teaching, setTeaching] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const resend = useResendInvite();
  const setActive = useSetStaffActive(role);
  const seat = useCommitteeSeat();

  const onAction = (action: StaffAction, member: StaffMember) => {
    switch (action) {
      case 'edit':
        return setEditing(member);
      case 'teaching':
        return setTeaching(member);
      case 'deactivate':
        return setDeactivating(member);
      case 'resend':
        return resend.mutate(member.id, done(`A new invitation was sent to ${member.email}.`));
      case 'reactivate':
        return setActive.mutate({ id: member.id, active: true }, done(`${member.name} is active again.`));
      case 'seat':
        return seat.mutate({ userId: member.id, seated: true }, done(`${member.name} joined the approval committee.`));
      case 'unseat':
        return seat.mutate({ userId: member.id, seated: false }, done(`${member.name} left the approval committee.`));
    }
  };

  const confirmDeactivate = () => {
    if (!deactivating) return;
    const member = deactivating;
    setActive.mutate(
      { id: member.id, active: false },
      {
        ...done(`${member.name} was deactivated. Their posts and work stay.`),
        onSettled: () => setDeactivating(null),
      },
    );
  };

  return {
    onAction,
    editing,
    closeEdit: () => setEditing(null),
    teaching,
    closeTeaching: () => setTeaching(null),
    deactivating,
    closeDeactivate: () => setDeactivating(null),
    confirmDeactivate,
    deactivatePending: setActive.isPending,
  };
}
