import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { POST_REPORT_REASON_LABELS, POST_REPORT_REASONS, type PostReportReason } from '@noticeboard/shared';
import { useState } from 'react';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useReportPost } from '../api/post';

interface ReportPostDialogProps {
  opened: boolean;
  postId: string;
  onClose: () => void;
  /** After the report is stored (or was stored before): the message to show. */
  onReported: (message: string) => void;
}

/** Report a post with one of the 9 reasons of spec §9 and optional details. */
export function ReportPostDialog({ opened, postId, onClose, onReported }: ReportPostDialogProps) {
  const report = useReportPost(postId);
  const [reason, setReason] = useState<PostReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setProblem('Choose what is wrong with this post');
    setProblem(null);
    const trimmed = details.trim();
    report.mutate(
      { reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: () => onReported('Thank you for telling us. The school will review this post.'),
        onError: (error) => {
          if (hasErrorCode(error, 'CONFLICT')) return onReported(error.message);
          setFailure(messageOf(error));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Report this post" centered>
      <form onSubmit={submit} noValidate aria-label="Report this post">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what is wrong. Reports are private: the author is not told who reported.
          </Text>
          <Radio.Group
            label="Reason"
            withAsterisk
            value={reason}
            onChange={(value) => setReason(value as PostReportReason)}
            error={problem}
          >
            <Stack gap="xs" mt="xs">
              {POST_REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={POST_REPORT_REASON_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description="Optional, up to 500 characters."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
