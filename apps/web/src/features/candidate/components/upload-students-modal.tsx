import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IMPORT_MAX_BYTES } from '@noticeboard/shared';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { downloadFile, useUploadStudents } from '../api/upload-students';
import { ImportProblems, ImportSummary } from './import-report';
import { SeatLimitDialog, seatLimitOfError } from './seat-limit-dialog';

function TemplateLinks() {
  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(`/candidates/template?format=${format}`, `students-template.${format}`).catch((error) =>
      notifications.show({ color: 'red', message: messageOf(error) }),
    );
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => download('csv')}
      >
        Template (CSV)
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => download('xlsx')}
      >
        Template (XLSX)
      </Button>
    </Group>
  );
}

/** Upload a class from a CSV or XLSX file: every row is checked and the file is imported whole, or not at all. */
export function UploadStudentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadStudents();
  const problems = hasErrorCode(upload.error, 'IMPORT_ROWS_INVALID') ? upload.error.details : null;
  // A file with more students than free seats: the seat dialog, then back to the same file after "Not now".
  const seatLimit = opened ? seatLimitOfError(upload.error) : null;
  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  const send = (dryRun: boolean) => file && upload.mutate({ file, dryRun });
  const tooBig = file !== null && file.size > IMPORT_MAX_BYTES;

  return (
    <>
      <SeatLimitDialog limit={seatLimit} onClose={() => upload.reset()} />
      <Modal
        opened={opened && !seatLimit}
        onClose={close}
        title="Upload students"
        centered
        size="lg"
        fullScreen={phone}
      >
        <Stack gap="md">
          <Text size="sm">
            Columns: name, email, class (3–12, “Class 12 Onwards”), section (NA, A–G), roll number, date of birth
            (YYYY-MM-DD), parent name and parent email. Up to 10,000 students per file.
          </Text>
          <TemplateLinks />
          <FileInput
            label="CSV or XLSX file"
            placeholder="Choose a file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(next) => {
              setFile(next);
              upload.reset();
            }}
            error={tooBig ? 'The file is larger than 5 MB' : undefined}
            clearable
          />
          <Group gap="sm">
            <Button
              onClick={() => send(false)}
              disabled={!file || tooBig}
              loading={upload.isPending && !upload.variables?.dryRun}
            >
              Upload
            </Button>
            <Button
              variant="default"
              onClick={() => send(true)}
              disabled={!file || tooBig}
              loading={upload.isPending && upload.variables?.dryRun}
            >
              Check only
            </Button>
          </Group>
          {problems && <ImportProblems problems={problems} />}
          {upload.error && !problems && !seatLimit && (
            <Text c="red" size="sm" role="alert">
              {messageOf(upload.error)}
              {isApiError(upload.error) && upload.error.details[0] ? `: ${upload.error.details[0].message}` : ''}
            </Text>
          )}
          {upload.data && <ImportSummary result={upload.data} />}
        </Stack>
      </Modal>
    </>
  );
}
