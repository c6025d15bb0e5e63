import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COLLAB_LIMITS, collabEvaluationBodySchema } from '@noticeboard/shared';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { issuesToErrors, serverFieldErrors } from '../../../../lib/zod-form';
import { type EvaluationInput, useEvaluateCollab } from '../api/collabs';

type Decision = EvaluationInput['decision'];

const DECISIONS: Array<{ value: Decision; label: string }> = [
  { value: 'APPROVED', label: 'Approve' },
  { value: 'CHANGES_REQUESTED', label: 'Request changes' },
];

/** A mentor's or the school's evaluation: the decision, a score out of 100 and feedback for the team. */
export function EvaluateDialog({
  collabId,
  opened,
  onClose,
}: {
  collabId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const evaluate = useEvaluateCollab(collabId);
  const [decision, setDecision] = useState<Decision>('APPROVED');
  const [score, setScore] = useState<number | string>('');
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = {
      decision,
      ...(typeof score === 'number' ? { score } : {}),
      feedback,
    };
    const parsed = collabEvaluationBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues) as Record<string, string>);
    setErrors({});
    evaluate.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: decision === 'APPROVED' ? 'The collab is approved.' : 'The team was asked for changes.',
        });
        setFeedback('');
        setScore('');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.details.length > 0) {
          return setErrors(serverFieldErrors(error) as Record<string, string>);
        }
        setFailure(messageOf(error));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Evaluate the collab" centered>
      <form
        noValidate
        aria-label="Evaluate the collab"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="collab-decision">
              Decision
            </Text>
            <SegmentedControl
              aria-labelledby="collab-decision"
              data={DECISIONS}
              value={decision}
              onChange={(value) => setDecision(value as Decision)}
              fullWidth
            />
          </Stack>
          <NumberInput
            label={`Score (0–${COLLAB_LIMITS.maxScore})`}
            description="Optional"
            min={0}
            max={COLLAB_LIMITS.maxScore}
            allowDecimal={false}
            value={score}
            onChange={setScore}
            error={errors.score}
          />
          <Textarea
            label="Feedback for the team"
            withAsterisk
            autosize
            minRows={3}
            maxLength={COLLAB_LIMITS.feedbackMaxChars}
            value={feedback}
            onChange={(event) => setFeedback(event.currentTarget.value)}
            error={errors.feedback}
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
            <Button type="submit" loading={evaluate.isPending} color={decision === 'APPROVED' ? 'teal' : 'orange'}>
              {decision === 'APPROVED' ? 'Approve' : 'Request changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
