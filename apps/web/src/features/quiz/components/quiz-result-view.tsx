import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { useReview } from '../api/player';
import { QuizFetchError } from './quiz-fetch-error';
import { ResultMetrics } from './result-metrics';
import { ReviewList } from './review-list';

/** A submitted session: the five metrics, the leaderboard link, then the review. */
export function QuizResultView({ sessionId, customUrl }: { sessionId: string; customUrl?: string }) {
  const user = useSessionUser();
  const review = useReview(user, sessionId);
  if (review.isError) return <QuizFetchError error={review.error} onRetry={() => void review.refetch()} />;
  if (!review.data) return <ResultSkeleton />;
  // The remembered session may belong to another quiz than the one in the address.
  if (customUrl && review.data.quiz.customUrl !== customUrl) return <NotPlayed />;
  const { quiz, result, questions } = review.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {quiz.title}
        </Title>
        <Text size="sm" c="dimmed">
          {result.totalRightAnswers} of {result.totalQuestions} right
          {result.timeTakenSeconds > 0 && ` in ${Math.max(1, Math.round(result.timeTakenSeconds / 60))} min`}
        </Text>
      </div>
      <ResultMetrics result={result} />
      <Group gap="sm">
        <Button component={Link} to="/leaderboard" leftSection={<IconTrophy size={16} />}>
          See the leaderboard
        </Button>
        <Button component={Link} to="/quiz" variant="default">
          All quizzes
        </Button>
      </Group>
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
      <Skeleton h={48} w="60%" radius="md" />
      <Skeleton h={76} radius="md" />
      <Skeleton h={36} w={200} radius="md" />
      <Skeleton h={160} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}
