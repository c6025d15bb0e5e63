import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type QuizQuestion, TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface QuestionCardProps {
  question: QuizQuestion;
  number: number;
  total: number;
  selected: number | null;
  disabled: boolean;
  onChoose: (selectedIndex: number) => void;
  /** Beside the question number: the audio button and the save state. */
  aside?: ReactNode;
}

const LETTERS = 'ABCDEFGHIJ';

/** The stem, its options as big tap targets, and the article it was made from. */
export function QuestionCard({ question, number, total, selected, disabled, onChoose, aside }: QuestionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm" c="dimmed" fw={600}>
              Question {number} of {total}
            </Text>
            {question.category && (
              <Badge variant="light" size="sm">
                {TOPIC_CATEGORY_LABELS[question.category]}
              </Badge>
            )}
          </Group>
          {aside}
        </Group>
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} lh={1.4} data-testid="quiz-stem">
          {question.stem}
        </Text>
        <Stack gap="sm" role="group" aria-label="Options">
          {question.options.map((option, at) => {
            const chosen = selected === at;
            return (
              <Button
                key={option}
                variant={chosen ? 'filled' : 'default'}
                size="lg"
                radius="md"
                fullWidth
                justify="flex-start"
                disabled={disabled}
                aria-pressed={chosen}
                data-testid="quiz-option"
                onClick={() => onChoose(at)}
                styles={{
                  root: { height: 'auto', minHeight: 56, paddingBlock: 10 },
                  label: { whiteSpace: 'normal', textAlign: 'left', fontWeight: 500 },
                }}
                leftSection={
                  <Text component="span" fw={700} w={22}>
                    {LETTERS[at]}
                  </Text>
                }
              >
                {option}
              </Button>
            );
          })}
        </Stack>
        {question.sourceArticle && (
          <Anchor
            href={`/details/${encodeURIComponent(question.sourceArticle.slug)}`}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={14} aria-hidden />
              <span>From: {question.sourceArticle.title}</span>
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
