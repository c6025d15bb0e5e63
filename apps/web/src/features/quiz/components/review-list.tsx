import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { QuizReview } from '@noticeboard/shared';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';

type ReviewQuestion = QuizReview['questions'][number];

const OUTCOME = {
  RIGHT: { label: 'Right', color: 'green' },
  WRONG: { label: 'Wrong', color: 'red' },
  SKIPPED: { label: 'Skipped', color: 'gray' },
} as const;

/** Every question with the right answer, the player's answer, the explanation and the source article. */
export function ReviewList({ questions }: { questions: ReviewQuestion[] }) {
  return (
    <Stack gap="sm" data-testid="quiz-review">
      {questions.map((question, at) => (
        <ReviewItem key={question.id} question={question} number={at + 1} />
      ))}
    </Stack>
  );
}

function ReviewItem({ question, number }: { question: ReviewQuestion; number: number }) {
  const outcome = OUTCOME[question.outcome];
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {number}. {question.stem}
          </Text>
          <Badge color={outcome.color} variant="light" style={{ flexShrink: 0 }}>
            {outcome.label}
          </Badge>
        </Group>
        <Stack gap={4}>
          {question.options.map((option, index) => {
            const right = index === question.answerIndex;
            const chosenWrong = index === question.selectedIndex && !right;
            return (
              <Group key={option} gap={6} wrap="nowrap">
                {right ? (
                  <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="Right answer" />
                ) : chosenWrong ? (
                  <IconX size={16} color="var(--mantine-color-red-7)" aria-label="Your answer" />
                ) : (
                  <span style={{ width: 16, flexShrink: 0 }} />
                )}
                <Text size="sm" fw={right ? 700 : 400} c={chosenWrong ? 'red.7' : right ? 'green.8' : undefined}>
                  {option}
                  {index === question.selectedIndex && ' (your answer)'}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {question.explanation && (
          <Text size="sm" c="dimmed">
            {question.explanation}
          </Text>
        )}
        {question.sourceArticle && (
          <Anchor href={`/details/${encodeURIComponent(question.sourceArticle.slug)}`} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={14} aria-hidden />
              <span>Read: {question.sourceArticle.title}</span>
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
