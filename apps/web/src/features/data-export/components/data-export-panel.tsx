import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DATA_EXPORT_LINK_DAYS, type DataExport, formatDateTime } from '@noticeboard/shared';
import { IconDownload, IconMailCheck } from '@tabler/icons-react';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useOwnDataExport } from '../api/own-data-export';
import { useRequestOwnDataExport } from '../api/request-own-data-export';

const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_048_576).toFixed(1)} MB`;

/** What the newest export says, in words a child can follow. */
export function DataExportState({ current, now = new Date() }: { current: DataExport; now?: Date }) {
  if (current.state === 'PREPARING') {
    return (
      <Alert color="blue" icon={<Loader size="xs" />} title="Preparing your data…">
        We are putting your posts, comments, scores and files into one ZIP file. We will email a link to{' '}
        {current.sentTo} when it is ready. You can leave this page.
      </Alert>
    );
  }
  if (current.state === 'READY' && current.expiresAt && new Date(current.expiresAt) > now) {
    return (
      <Alert color="teal" icon={<IconMailCheck size={18} />} title="Your data is ready">
        We emailed a download link to {current.sentTo}
        {current.bytes ? ` (${megabytes(current.bytes)})` : ''}. The link works until{' '}
        {formatDateTime(current.expiresAt)}.
      </Alert>
    );
  }
  if (current.state === 'FAILED') {
    return (
      <Alert color="red" title="We could not prepare your data">
        Something went wrong while making the file. Please ask again.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Your last copy was prepared on {formatDateTime(current.readyAt ?? current.requestedAt)}; its link has expired.
    </Text>
  );
}

/** "Download my data": ask for a ZIP of everything the person has here, emailed as a link that works for 7 days. */
export function DataExportPanel() {
  const status = useOwnDataExport();
  const request = useRequestOwnDataExport();
  const current = status.data?.export ?? null;
  const waitUntil = current?.nextRequestAt ? new Date(current.nextRequestAt) : null;
  const tooSoon = waitUntil !== null && waitUntil > new Date();
  const preparing = current?.state === 'PREPARING';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="data-export-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-export-title">
          Download my data
        </Title>
        <Text size="sm">
          Get a copy of everything you have on Noticeboard: your profile, posts, comments, quiz scores and the files you
          uploaded, in one ZIP file. We email you a link that works for {DATA_EXPORT_LINK_DAYS} days.
        </Text>
        {status.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {status.isError ? (
          <Alert color="red" title="Could not load">
            {messageOf(status.error)}
          </Alert>
        ) : null}
        {current ? <DataExportState current={current} /> : null}
        {request.isError && !hasErrorCode(request.error, 'CONFLICT') ? (
          <Alert color="red">{messageOf(request.error)}</Alert>
        ) : null}
        <div>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={() => request.mutate()}
            loading={request.isPending}
            disabled={preparing || tooSoon || status.isPending}
            mih={44}
          >
            {current ? 'Ask for a new copy' : 'Download my data'}
          </Button>
          {tooSoon && !preparing && waitUntil ? (
            <Text size="xs" c="dimmed" mt={4}>
              You can ask for a new copy after {formatDateTime(waitUntil)}.
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
