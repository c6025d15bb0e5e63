import { Button, Stack, Text, Title } from '@mantine/core';
import { NEWS_MESSAGES, NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTodayQuizPath } from '../../../lib/today-quiz';

/** The last card: nothing left in this deck. */
export function DeckCaughtUp({ onRestart }: { onRestart: () => void }) {
  const quizPath = useTodayQuizPath();
  return (
    <Stack align="center" justify="center" gap="sm" p="lg" ta="center" h="100%">
      <IconSparkles size={48} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
      <Title order={2} fz={22}>
        You're all caught up
      </Title>
      <Text size="sm" c="dimmed">
        That was every new story in this deck. Pick another deck, read more news, or test yourself.
      </Text>
      <Stack gap="xs" w="100%" maw={260} mt="xs">
        <Button component={Link} to="/deck">
          More decks
        </Button>
        <Button component={Link} to="/latest" variant="light">
          {NEWS_SECTION_TITLES.latest}
        </Button>
        <Button component={Link} to={quizPath} variant="default">
          {NEWS_MESSAGES.takeQuiz}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          Start this deck again
        </Button>
      </Stack>
    </Stack>
  );
}
