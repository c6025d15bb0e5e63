import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type AttemptResult, formatDateTime, type ReviewedQuestion } from '@noticeboard/shared';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';

const LETTERS = 'ABCDEFGHIJ';

/**
 * The student's result: marks and each question with their answer, the right one and the explanation — only what
 * the server sent because the teacher's rule released it; otherwise when it will be.
 */
export function AttemptResultView({ result }: { result: AttemptResult }) {
  if (!result.attempt) {
    return (
      <Alert color="gray" variant="light" title="No attempt">
        You did not attempt this {result.assignment.type === 'QNA' ? 'assignment' : 'assessment'}.
      </Alert>
    );
  }
  if (!result.released) {
    return (
      <Alert color="blue" variant="light" title="Your answers are in" data-testid="result-waiting">
        {result.releaseAt
          ? `Results will be shown after ${formatDateTime(result.releaseAt)}.`
          : 'Results will be shown after your teacher marks them.'}
      </Alert>
    );
  }
  const percent =
    result.score !== null && result.maxScore > 0 ? Math.round((result.score / result.maxScore) * 100) : null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="center">
          <div>
            <Text size="sm" c="dimmed">
              Your score
            </Text>
            <Text fz={36} fw={800} lh={1.1} data-testid="result-score">
              {result.score === null ? 'Not marked yet' : `${result.score} / ${result.maxScore}`}
            </Text>
          </div>
          {percent !== null && (
            <Badge size="xl" variant="light">
              {percent}%
            </Badge>
          )}
        </Group>
        {result.feedback && (
          <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Feedback:</strong> {result.feedback}
          </Text>
        )}
      </Paper>
      <Title order={2} size="h4">
        Review
      </Title>
      {result.questions.map((question) => (
        <ReviewCard key={question.id} question={question} />
      ))}
    </Stack>
  );
}

function Outcome({ question }: { question: ReviewedQuestion }) {
  if (question.kind === 'WRITTEN') {
    return (
      <Badge variant="light" color="gray">
        {question.marksAwarded === null ? 'Not marked yet' : `${question.marksAwarded} of ${question.marks} marks`}
      </Badge>
    );
  }
  if (question.correct === true) {
    return (
      <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
        Right · {question.marksAwarded ?? 0} of {question.marks}
      </Badge>
    );
  }
  if (question.correct === false) {
    return (
      <Badge color="red" variant="light" leftSection={<IconX size={12} aria-hidden />}>
        Not right · 0 of {question.marks}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" leftSection={<IconCircleDashed size={12} aria-hidden />}>
      Skipped · 0 of {question.marks}
    </Badge>
  );
}

function ReviewCard({ question }: { question: ReviewedQuestion }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Question ${question.position}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" fw={600}>
            Question {question.position}
          </Text>
          <Outcome question={question} />
        </Group>
        <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
          {question.prompt}
        </Text>
        {question.options && (
          <Stack gap={6}>
            {question.options.map((option) => {
              const mine = question.selectedOptionId === option.id;
              const right = question.correctOptionId === option.id;
              return (
                <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    variant={right ? 'filled' : 'light'}
                    color={right ? 'green' : mine ? 'red' : 'gray'}
                    aria-hidden
                  >
                    {right ? <IconCheck size={14} /> : mine ? <IconX size={14} /> : null}
                  </ThemeIcon>
                  <Text size="sm" fw={right || mine ? 600 : 400}>
                    {LETTERS[option.id]}. {option.text}
                    {mine && right && ' — your answer, correct'}
                    {mine && !right && ' — your answer'}
                    {right && !mine && ' — correct answer'}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        {question.kind === 'WRITTEN' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Your answer:</strong> {question.text || '—'}
            {question.fileName && ` (file: ${question.fileName})`}
          </Text>
        )}
        {question.explanation && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Why:</strong> {question.explanation}
          </Text>
        )}
        {question.feedback && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Teacher’s feedback:</strong> {question.feedback}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
