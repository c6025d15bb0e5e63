import { Alert, Button, Center, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DELETION_MESSAGES, type DeletionStatus, formatDateTime, type UserDetails } from '@noticeboard/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { setUserData } from '../../../lib/session';
import { useCancelDeletion } from '../api/cancel-deletion';
import { useDeletionStatus } from '../api/deletion-status';
import { useCountdown } from '../use-countdown';
import { CountdownClock } from './countdown-clock';

type Requester = NonNullable<DeletionStatus['deletion']>['requestedBy'];

/** Why the person cannot call it off themself, when they cannot. */
const WHO_ASKED: Record<Exclude<Requester, 'SELF'>, string> = {
  SCHOOL:
    "Your school asked for this account to be deleted at your parent's request. If you want to keep it, ask your school.",
  SCHOOL_CLOSING: 'Your school is closing its Noticeboard account, with every account of the school.',
};

/**
 * Spec §8's "Account Scheduled for Deletion" in front of every page while the countdown runs (issue 20 §2): the time
 * left in hours, minutes and seconds, "Cancel deletion" for whoever asked, and signing out; at zero, /signout.
 */
export default function DeletionGate({ user }: { user: UserDetails }) {
  const navigate = useNavigate();
  const status = useDeletionStatus(user.id);
  const cancel = useCancelDeletion();
  const deletion = status.data?.deletion;
  const scheduledFor = deletion?.scheduledFor ?? user.deletionScheduledFor ?? null;
  // The server's clock, not this device's: the offset is read from the answer's `now` when it arrived.
  const offsetMs = status.data ? Date.parse(status.data.now) - status.dataUpdatedAt : 0;
  const countdown = useCountdown({
    endsAt: scheduledFor ? Date.parse(scheduledFor) : 0,
    offsetMs,
  });
  const completed = countdown.state === 'completed';
  const confirmedByServer = Boolean(status.data?.deletion);

  // At zero the person is signed out (spec §4), on the server's word only: a stale time kept in this browser never
  // signs anyone out by itself.
  useEffect(() => {
    if (completed && confirmedByServer) void navigate('/signout', { replace: true });
  }, [completed, confirmedByServer, navigate]);

  // Called off elsewhere (another device, or the school): the account is usable again.
  useEffect(() => {
    if (status.data && status.data.deletion === null) setUserData({ ...user, deletionScheduledFor: null });
  }, [status.data, user]);

  const onCancel = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => {
          countdown.stop();
          setUserData({ ...user, deletionScheduledFor: null });
          notifications.show({ color: 'teal', message: 'The deletion is cancelled. Your account stays.' });
        },
      },
    );

  const canCancel = deletion?.canCancel ?? false;
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Modal
        opened
        onClose={() => undefined}
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        centered
        size="md"
        title={DELETION_MESSAGES.dialogTitle}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="md">
          <Text size="sm">{DELETION_MESSAGES.dialogBody}</Text>
          <CountdownClock left={countdown} paused={countdown.state === 'paused'} />
          {scheduledFor && (
            <Text size="sm" ta="center" c="dimmed">
              Deleted on {formatDateTime(scheduledFor)}
            </Text>
          )}
          {deletion && deletion.requestedBy !== 'SELF' && (
            <Alert color="orange" variant="light">
              {WHO_ASKED[deletion.requestedBy]}
            </Alert>
          )}
          {status.isError && (
            <FetchError
              error={status.error}
              fallback="Could not load the deletion status"
              onRetry={() => void status.refetch()}
            />
          )}
          {cancel.isError && <FetchError error={cancel.error} fallback="Could not cancel the deletion" />}
          <Stack gap="xs">
            {canCancel && (
              <Button size="md" onClick={onCancel} loading={cancel.isPending} data-autofocus>
                Cancel deletion
              </Button>
            )}
            <Button size="md" variant="default" onClick={() => void navigate('/signout')}>
              Sign out
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </Center>
  );
}
