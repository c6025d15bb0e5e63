import { Alert, Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DELETION_REASON_LABELS, DELETION_REASONS, type DeletionReason, formatDateTime } from '@noticeboard/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/zod-form';
import { useCancelStudentDeletion } from '../api/cancel-student-deletion';
import { useRequestStudentDeletion } from '../api/request-student-deletion';
import { useStudentDeletionStatus } from '../api/student-deletion-status';

/** Other reasons need words, which a parent's request through the school rarely has: the school picks from the list. */
const REASON_OPTIONS = DELETION_REASONS.filter((reason) => reason !== 'OTHER').map((reason) => ({
  value: reason,
  label: DELETION_REASON_LABELS[reason],
}));

interface Values {
  reason: DeletionReason | '';
  password: string;
}

/**
 * A parent asks the school to delete their child's account (issue 20 §2): the school schedules it with its own
 * password; the student cannot use the account during the countdown, and the school can cancel until it ends.
 */
export function StudentDeletion({ studentId, studentName }: { studentId: string; studentName: string }) {
  const status = useStudentDeletionStatus(studentId);
  const request = useRequestStudentDeletion();
  const cancel = useCancelStudentDeletion();
  const [asking, setAsking] = useState(false);
  const form = useForm<Values>({
    initialValues: { reason: '', password: '' },
    validate: {
      reason: (value) => (value ? null : 'Choose a reason'),
      password: (value) => (value ? null : 'Enter your password'),
    },
  });
  const deletion = status.data?.deletion ?? null;

  const submit = form.onSubmit((values) => {
    if (!values.reason) return;
    request.mutate(
      { user: studentId, reason: values.reason, password: values.password },
      {
        onSuccess: () => {
          setAsking(false);
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        },
      },
    );
  });

  return (
    <Stack gap="xs" component="section" aria-label="Deleting the student's account">
      <Text fw={600} size="sm">
        Delete the student's account
      </Text>
      {deletion ? (
        <>
          <Alert color="orange" role="status">
            {studentName}'s account is scheduled for deletion on {formatDateTime(deletion.scheduledFor)}. Until then the
            student cannot use it.
          </Alert>
          {cancel.isError ? <Alert color="red">{messageOf(cancel.error)}</Alert> : null}
          {deletion.canCancel ? (
            <div>
              <Button variant="default" onClick={() => cancel.mutate(studentId)} loading={cancel.isPending} mih={44}>
                Cancel deletion
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          When a parent asks for their child's account to be deleted, schedule it here. The student is signed out and
          the account is deleted when the countdown ends; you can cancel until then.
        </Text>
      )}
      {!deletion && !asking ? (
        <div>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setAsking(true)}
            disabled={status.isPending || status.isError}
            mih={44}
          >
            Delete account…
          </Button>
        </div>
      ) : null}
      {!deletion && asking ? (
        <form onSubmit={submit} noValidate aria-label={`Delete ${studentName}'s account`}>
          <Stack gap="sm">
            <Select
              label="Reason"
              withAsterisk
              data={REASON_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('reason')}
            />
            <PasswordInput
              label="Your password"
              description="The school account's password, to be sure it is you."
              withAsterisk
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            {request.isError && !(isApiError(request.error) && request.error.details.length > 0) ? (
              <Alert color="red">{messageOf(request.error)}</Alert>
            ) : null}
            <Group gap="sm">
              <Button type="submit" color="red" loading={request.isPending} mih={44}>
                Schedule deletion
              </Button>
              <Button variant="default" onClick={() => setAsking(false)} mih={44}>
                Keep the account
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
