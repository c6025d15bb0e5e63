import { Group, Progress, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { type SittingScore, scoreText } from './sitting';

/** The running score of this sitting: "7 of 9 right". */
export function ScoreStrip({ score }: { score: SittingScore }) {
  const percent = score.answered === 0 ? 0 : Math.round((score.right / score.answered) * 100);
  return (
    <Group gap="sm" wrap="nowrap" role="status" aria-label="Score this time">
      <IconTargetArrow size={22} aria-hidden />
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        {score.answered === 0 ? 'Tap an answer to start' : scoreText(score)}
      </Text>
      {score.answered > 0 && (
        <Progress value={percent} color="green" size="lg" radius="xl" style={{ flex: 1 }} aria-hidden />
      )}
    </Group>
  );
}
