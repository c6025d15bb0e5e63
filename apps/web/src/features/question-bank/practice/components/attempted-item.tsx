import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate, MCQ_PRACTICE_PATH } from '@noticeboard/shared';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { McqAttemptedItem } from '../api/practice';
import { paramsFromFilter } from './filter-params';
import { QuestionMeta } from './question-meta';
import { optionLetter } from './sitting';

const optionText = (item: McqAttemptedItem, index: number) => `${optionLetter(index)}. ${item.options[index] ?? ''}`;

/** A practised question: the player's last answer, the right one and why. */
export function AttemptedItem({ item }: { item: McqAttemptedItem }) {
  const again = `${MCQ_PRACTICE_PATH}?${paramsFromFilter({ subject: item.subject.name, studentClass: item.studentClass })}`;
  return (
    <Card withBorder radius="lg" padding="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <QuestionMeta question={item} />
          <Group gap={4} c={item.correct ? 'green.8' : 'red.8'} wrap="nowrap">
            {item.correct ? <IconCircleCheck size={20} aria-hidden /> : <IconCircleX size={20} aria-hidden />}
            <Text fw={700} size="sm">
              {item.correct ? 'Right' : 'Wrong'}
            </Text>
          </Group>
        </Group>
        <Text fw={600} size="md">
          {item.stem}
        </Text>
        <Stack gap={2}>
          <Text size="sm">
            <Text span c="dimmed">
              Your answer:{' '}
            </Text>
            {optionText(item, item.selectedIndex)}
          </Text>
          {!item.correct && (
            <Text size="sm">
              <Text span c="dimmed">
                Right answer:{' '}
              </Text>
              <Text span fw={600} c="green">
                {optionText(item, item.answerIndex)}
              </Text>
            </Text>
          )}
        </Stack>
        {item.explanation && (
          <Text size="sm" c="dimmed">
            {item.explanation}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDate(item.answeredAt)}
            {item.attempts > 1 ? ` · tried ${item.attempts} times` : ''}
          </Text>
          <Anchor component={Link} to={again} size="sm" fw={600}>
            Practise again
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
