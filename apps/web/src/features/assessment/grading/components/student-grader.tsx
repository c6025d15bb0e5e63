import { Badge, Button, Divider, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { ASSIGNMENT_LIMITS, answerFileUrl, type GradingOrder } from '@noticeboard/shared';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FetchError } from '../../../../components/fetch-error';
import { messageOf } from '../../../../lib/api-error';
import { useAttemptDetail } from '../api/attempt';
import { useSaveGrades } from '../api/save-grades';
import { AnswerGradeForm } from './answer-grade-form';
import { AnswerView, QuestionKey } from './answer-view';
import { classLabel, scoreLabel } from './grading-format';
import { ProgressBadge } from './progress-badge';

interface StudentGraderProps {
  assignmentCode: string;
  order: GradingOrder;
  attemptId: string | null;
  onChoose: (attemptId: string) => void;
}

/** One student after another: every answer beside the key, marks for the written ones, overall feedback. */
export function StudentGrader({ assignmentCode, order, attemptId, onChoose }: StudentGraderProps) {
  const attempts = order.attempts;
  // Without a choice, the first student whose answers still need marks (else the first) — kept once shown, so
  // saving their last mark does not swap them for the next student under the grader's hands.
  const [firstShown, setFirstShown] = useState<string | null>(null);
  const current =
    attemptId ?? firstShown ?? (attempts.find((row) => row.toGrade > 0) ?? attempts[0])?.attemptId ?? null;
  useEffect(() => {
    if (!attemptId && !firstShown && current) setFirstShown(current);
  }, [attemptId, firstShown, current]);
  const at = attempts.findIndex((row) => row.attemptId === current);
  const detail = useAttemptDetail(assignmentCode, current);
  const save = useSaveGrades(assignmentCode);
  const nextToGrade =
    attempts.find((row, index) => index > at && row.toGrade > 0) ?? attempts.find((row) => row.toGrade > 0);

  if (attempts.length === 0) return null;
  const go = (index: number) => {
    const row = attempts[index];
    if (row) onChoose(row.attemptId);
  };
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Student"
          data={attempts.map((row) => ({
            value: row.attemptId,
            label: `${row.name} · ${classLabel(row.studentClass, row.section)}${row.toGrade > 0 ? ` · ${row.toGrade} to grade` : ' · graded'}`,
          }))}
          value={current}
          onChange={(value) => value && onChoose(value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 360 }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={at <= 0}
            onClick={() => go(at - 1)}
          >
            Previous
          </Button>
          <Button
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            disabled={at < 0 || at >= attempts.length - 1}
            onClick={() => go(at + 1)}
          >
            Next student
          </Button>
          {nextToGrade && nextToGrade.attemptId !== current && (
            <Button variant="light" onClick={() => onChoose(nextToGrade.attemptId)}>
              Next to grade
            </Button>
          )}
        </Group>
      </Group>
      {detail.isError ? (
        <FetchError error={detail.error} fallback="Could not load this attempt" onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Text c="dimmed">Loading the attempt…</Text>
      ) : (
        <Stack gap="md" key={detail.data.attempt.attemptId}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4">
              {detail.data.attempt.name}
            </Title>
            <Group gap="xs">
              <ProgressBadge
                progress={detail.data.attempt.progress}
                identityCheck={detail.data.attempt.identityCheck}
              />
              <Badge variant="outline" color="gray">
                Score {scoreLabel(detail.data.attempt.score, detail.data.attempt.maxScore)}
              </Badge>
            </Group>
          </Group>
          {detail.data.items.map(({ question, answer }, index) => (
            <Paper key={question.id} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
              <Stack gap="sm">
                <QuestionKey question={question} number={index + 1} />
                <Divider />
                <AnswerView
                  question={question}
                  answer={answer}
                  fileUrl={answerFileUrl(assignmentCode, detail.data.attempt.attemptId, question.id)}
                />
                {question.kind === 'MCQ' ? (
                  <Text size="sm" c="dimmed">
                    Marked automatically: {answer.marksAwarded ?? 0} of {question.marks}
                  </Text>
                ) : (
                  <AnswerGradeForm
                    key={question.id}
                    question={question}
                    answer={answer}
                    context={`${detail.data.attempt.name}, question ${index + 1}`}
                    disabled={detail.data.attempt.identityCheck === 'REJECTED'}
                    onSave={(grade) =>
                      save.mutateAsync({ attemptId: detail.data.attempt.attemptId, body: { answers: [grade] } })
                    }
                  />
                )}
              </Stack>
            </Paper>
          ))}
          <OverallFeedback
            key={`feedback-${detail.data.attempt.attemptId}`}
            initial={detail.data.attempt.feedback ?? ''}
            onSave={(feedback) =>
              save.mutateAsync({ attemptId: detail.data.attempt.attemptId, body: { feedback: feedback || null } })
            }
          />
        </Stack>
      )}
    </Stack>
  );
}

function OverallFeedback({ initial, onSave }: { initial: string; onSave: (feedback: string) => Promise<unknown> }) {
  const [text, setText] = useState(initial);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="xs">
        <Textarea
          label="Overall feedback (optional)"
          autosize
          minRows={2}
          maxLength={ASSIGNMENT_LIMITS.feedbackMax}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setStatus('');
          }}
        />
        <Group gap="sm">
          <Button
            variant="light"
            loading={saving}
            onClick={async () => {
              setSaving(true);
              try {
                await onSave(text.trim());
                setStatus('Saved');
              } catch (error) {
                setStatus(`Not saved: ${messageOf(error)}`);
              } finally {
                setSaving(false);
              }
            }}
          >
            Save feedback
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {status}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
