import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ABUSE_TYPE_LABELS, ABUSE_TYPES, type AbuseType, reportAbuseBodySchema } from '@noticeboard/shared';
import { useState } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useReportAbuse } from '../api/article';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  article: { _id: string; slug: string; title: string };
  /** After the report is stored (or was already stored): the article is hidden for this reader. */
  onReported: (message: string) => void;
}

interface ReportValues {
  abuseType: AbuseType | '';
  reason: string;
}

const toBody = (articleId: string) => (values: ReportValues) => ({
  articleId,
  ...values,
  reason: values.reason.trim(),
});

/** Report abuse (spec §7): Fake / Inappropriate / Others with a reason; the server's field errors shown. */
export function ReportDialog({ opened, onClose, article, onReported }: ReportDialogProps) {
  const report = useReportAbuse(article.slug);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportValues>({
    initialValues: { abuseType: '', reason: '' },
    validate: (values) => {
      const errors = zodResolver(reportAbuseBodySchema, toBody(article._id))(values);
      if (!values.abuseType) errors.abuseType = 'Choose what is wrong with this article';
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = reportAbuseBodySchema.parse(toBody(article._id)(values));
    report.mutate(body, {
      onSuccess: () => onReported('Thank you for telling us. This article is now hidden for you.'),
      onError: (error) => {
        if (hasErrorCode(error, 'CONFLICT')) return onReported(error.message);
        if (isApiError(error) && error.details.length > 0) return form.setErrors(serverFieldErrors(error));
        setFailure(messageOf(error));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Report this article" centered>
      <form onSubmit={submit} noValidate aria-label="Report this article">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what is wrong with “{article.title}”. After you report it, you will not see it again.
          </Text>
          <Radio.Group label="What is wrong?" withAsterisk {...form.getInputProps('abuseType')}>
            <Stack gap="xs" mt="xs">
              {ABUSE_TYPES.map((type) => (
                <Radio key={type} value={type} label={ABUSE_TYPE_LABELS[type]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Reason"
            description="A few words help the reviewers (5 to 500 characters)."
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={500}
            {...form.getInputProps('reason')}
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
