import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QUIZ_RESULT_METRICS, type QuizListItem, type QuizPlayerState, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { IconChartBar, IconPlayerPlay, IconRotateClockwise } from '@tabler/icons-react';

const STATE_BADGE: Record<QuizPlayerState, { label: string; color: string }> = {
  NOT_STARTED: { label: 'Not started', color: 'gray' },
  IN_PROGRESS: { label: 'In progress', color: 'yellow' },
  SUBMITTED: { label: 'Submitted', color: 'green' },
  EXPIRED: { label: 'Time ran out', color: 'orange' },
};

interface QuizListItemCardProps {
  item: QuizListItem;
  /** False while the daily quiz is still locked behind the reading minimum. */
  playable: boolean;
  onPlay: (item: QuizListItem) => void;
  onResult: (item: QuizListItem) => void;
}

/** One quiz of the caller's list with its state, the result once played, and the next step. */
export function QuizListItemCard({ item, playable, onPlay, onResult }: QuizListItemCardProps) {
  const badge = STATE_BADGE[item.state];
  const done = item.state === 'SUBMITTED' || item.state === 'EXPIRED';
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quiz-item" data-state={item.state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {item.title}
            </Text>
            <Text size="sm" c="dimmed">
              {item.kind === 'DAILY' ? 'Daily quiz' : `By ${item.authorName ?? 'your teacher'}`}
              {item.studentClass && ` · ${STUDENT_CLASS_INFO[item.studentClass].label}`} · {item.questionCount}{' '}
              questions · {Math.round(item.timeLimitSeconds / 60)} min
            </Text>
          </div>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }} data-testid="quiz-state">
            {badge.label}
          </Badge>
        </Group>
        {item.result && (
          <Group gap="md">
            {QUIZ_RESULT_METRICS.map(({ label, field }) => (
              <Text key={field} size="sm">
                <Text span c="dimmed" size="sm">
                  {label}
                </Text>{' '}
                <Text span fw={700} size="sm">
                  {item.result?.[field]}
                </Text>
              </Text>
            ))}
          </Group>
        )}
        <Group gap="sm">
          {done ? (
            <Button variant="light" leftSection={<IconChartBar size={16} />} onClick={() => onResult(item)}>
              See result
            </Button>
          ) : (
            <Button
              leftSection={
                item.state === 'IN_PROGRESS' ? <IconRotateClockwise size={16} /> : <IconPlayerPlay size={16} />
              }
              disabled={!playable}
              onClick={() => onPlay(item)}
            >
              {item.state === 'IN_PROGRESS' ? 'Resume' : 'Play'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
