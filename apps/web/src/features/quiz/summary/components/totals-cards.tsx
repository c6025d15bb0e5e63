import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { QuizTotals } from '@noticeboard/shared';

interface Card {
  label: string;
  value: string | number;
  color: string;
}

/** The headline numbers of a group over a range (spec §9 result metrics). */
export function TotalsCards({ totals, lead }: { totals: Omit<QuizTotals, 'players'>; lead?: Card[] }) {
  const cards: Card[] = [
    ...(lead ?? []),
    { label: 'Quizzes played', value: totals.quizzesPlayed, color: 'blue' },
    { label: 'Average score', value: totals.averageScore, color: 'teal' },
    { label: 'Right answers', value: totals.totalRightAnswers, color: 'green' },
    { label: 'Wrong answers', value: totals.totalWrongAnswers, color: 'red' },
    { label: 'Skipped', value: totals.skippedAnswers, color: 'gray' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: cards.length > 5 ? 6 : 5 }} spacing="xs">
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="sm">
          <Text fz={24} fw={800} c={card.color} lh={1.2}>
            {card.value}
          </Text>
          <Text size="xs" c="dimmed">
            {card.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
