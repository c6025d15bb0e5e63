import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconNews, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { useQuizRank, useReview } from '../api/player';
import { QuizFetchError } from './quiz-fetch-error';
import { ResultCelebration } from './result-celebration';
import { ResultMetrics } from './result-metrics';
import { ReviewList } from './review-list';

/**
 * A submitted session: the cheer with the score and the player's rank in this quiz, the five metrics, what to do
 * next (leaderboard, more news), then the review. `celebrate`: straight after playing, a short burst of confetti.
 */
export function QuizResultView({
  sessionId,
  customUrl,
  celebrate = false,
}: {
  sessionId: string;
  customUrl?: string;
  celebrate?: boolean;
}) {
  const user = useSessionUser();
  const review = useReview(user, sessionId);
  const rank = useQuizRank(user, sessionId);
  if (review.isError) return <QuizFetchError error={review.error} onRetry={() => void review.refetch()} />;
  if (!review.data) return <ResultSkeleton />;
  // The remembered session may belong to another quiz than the one in the address.
  if (customUrl && review.data.quiz.customUrl !== customUrl) return <NotPlayed />;
  const { quiz, result, questions } = review.data;
  return (
    <Stack gap="md">
      <ResultCelebration
        quizTitle={quiz.title}
        result={result}
        rank={rank.isError ? null : rank.data}
        celebrate={celebrate}
      />
      <ResultMetrics result={result} />
      <nav aria-label="What next">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Button component={Link} to="/leaderboard" size="md" leftSection={<IconTrophy size={18} aria-hidden />}>
            See leaderboard
          </Button>
          <Button
            component={Link}
            to="/latest"
            size="md"
            variant="light"
            leftSection={<IconNews size={18} aria-hidden />}
          >
            Read more news
          </Button>
          <Button
            component={Link}
            to="/quiz"
            size="md"
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            All quizzes
          </Button>
        </SimpleGrid>
      </nav>
      <Title order={2} fz="h4" mt="sm">
        Review
      </Title>
      <ReviewList questions={questions} />
    </Stack>
  );
}

/** No session of the caller's for this quiz. */
export function NotPlayed() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>You have not played this quiz yet.</Text>
      <Button component={Link} to="/quiz">
        Go to quizzes
      </Button>
    </Stack>
  );
}

export function ResultSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the result">
      <Skeleton h={236} radius="lg" />
      <Skeleton h={76} radius="md" />
      <Skeleton h={36} w={200} radius="md" />
      <Skeleton h={160} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}
