import { Paper, SimpleGrid, Text } from '@mantine/core';
import { QUIZ_RESULT_METRICS, type QuizResult } from '@noticeboard/shared';

const COLORS: Record<(typeof QUIZ_RESULT_METRICS)[number]['field'], string> = {
  score: 'blue',
  totalQuestionAttempted: 'grape',
  totalRightAnswers: 'green',
  totalWrongAnswers: 'red',
  skippedAnswers: 'gray',
};

/** Spec §9's five result metrics, in order: Score, Attempt, Right, Wrong, Skipped. */
export function ResultMetrics({ result }: { result: QuizResult }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
      {QUIZ_RESULT_METRICS.map(({ label, field }) => (
        <Paper key={field} withBorder radius="md" p="sm" ta="center" data-testid={`metric-${field}`}>
          <Text fz={{ base: 24, sm: 28 }} fw={800} c={`${COLORS[field]}.7`} lh={1.2}>
            {result[field]}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
