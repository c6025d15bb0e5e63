import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@noticeboard/shared';
import { IconDownload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { useRequestStudentDataExport } from '../api/request-student-data-export';
import { useStudentDataExport } from '../api/student-data-export';

/**
 * A parent's request for their child's data, made through the school: the ZIP's link goes to the parent's address on
 * the student's consent record, never to the school.
 */
export function StudentDataExport({ studentId, studentName }: { studentId: string; studentName: string }) {
  const status = useStudentDataExport(studentId);
  const request = useRequestStudentDataExport(studentId);
  const current = status.data?.export ?? null;
  const waitUntil = current?.nextRequestAt ? new Date(current.nextRequestAt) : null;
  const blocked = current?.state === 'PREPARING' || (waitUntil !== null && waitUntil > new Date());
  return (
    <Stack gap="xs" component="section" aria-label="Student's data">
      <Text fw={600} size="sm">
        Student's data for the parent
      </Text>
      <Text size="sm" c="dimmed">
        When a parent asks for a copy of {studentName}'s data, we prepare a ZIP file and email the link to the parent on
        the consent record.
      </Text>
      {current?.state === 'PREPARING' ? (
        <Alert color="blue">Preparing… the link will go to {current.sentTo}.</Alert>
      ) : null}
      {current?.state === 'READY' && current.expiresAt ? (
        <Alert color="teal">
          Sent to {current.sentTo}. The link works until {formatDateTime(current.expiresAt)}.
        </Alert>
      ) : null}
      {request.isError ? <Alert color="red">{messageOf(request.error)}</Alert> : null}
      <div>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          onClick={() => request.mutate()}
          loading={request.isPending}
          disabled={blocked || status.isPending}
          mih={44}
        >
          Send the parent a copy
        </Button>
      </div>
    </Stack>
  );
}
