import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type GradingOrder } from '@noticeboard/shared';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { messageOf } from '../../../../lib/api-error';
import { useReleaseGrades } from '../api/release-grades';

/**
 * Release grades, asked once more in a dialog (students are told at once and, if the school chose so, parents are
 * emailed). Says why it cannot yet (the server's reason) and when it was done.
 */
export function ReleaseGrades({ assignmentCode, order }: { assignmentCode: string; order: GradingOrder }) {
  const [asking, setAsking] = useState(false);
  const release = useReleaseGrades(assignmentCode);
  const { assignment, attempts } = order;
  const waiting = attempts.filter((row) => row.toGrade > 0).length;
  const open = assignment.closesAt !== null && new Date(assignment.closesAt) > new Date();

  if (assignment.gradesReleasedAt) {
    return (
      <Alert color="teal" variant="light" title="Grades released">
        Students could see their marks from {formatDateTime(assignment.gradesReleasedAt)}.
      </Alert>
    );
  }
  if (!assignment.mayRelease) return null;
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status" id="release-state">
          {open && assignment.closesAt
            ? `Grades can be released after it closes on ${formatDateTime(assignment.closesAt)}.`
            : waiting > 0
              ? `${waiting} of ${attempts.length} ${attempts.length === 1 ? 'attempt needs' : 'attempts need'} marks before the grades can be released.`
              : `All ${attempts.length} submitted ${attempts.length === 1 ? 'attempt is' : 'attempts are'} graded.`}
        </Text>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => setAsking(true)}
          disabled={open || waiting > 0}
          aria-describedby="release-state"
        >
          Release grades
        </Button>
      </Group>
      {release.isError && (
        <Alert color="red" variant="light" role="alert" title="Grades not released">
          {messageOf(release.error)}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking}
        title="Release grades?"
        confirmLabel="Release grades"
        loading={release.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          release.mutate(undefined, {
            onSettled: () => setAsking(false),
            onSuccess: (result) =>
              notifications.show({
                color: 'teal',
                message: `Grades released: ${result.notified} ${result.notified === 1 ? 'student was' : 'students were'} told${result.parentsEmailed > 0 ? `, ${result.parentsEmailed} ${result.parentsEmailed === 1 ? 'parent' : 'parents'} emailed` : ''}.`,
              }),
          })
        }
      >
        {attempts.length} {attempts.length === 1 ? 'student sees their' : 'students see their'} marks and feedback at
        once
        {assignment.emailParents ? ', and the parents of students under 18 get their own child’s marks by email' : ''}.
        Marks can still be corrected afterwards.
      </ConfirmDialog>
    </>
  );
}
