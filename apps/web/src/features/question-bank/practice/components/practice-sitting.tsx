import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTION_BANK_MESSAGES } from '@noticeboard/shared';
import { IconConfetti, IconFilterOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import { messageOf } from '../../../../lib/api-error';
import { type PracticeFilter, questionsOf, useCheckAnswer, useMcqQuestions } from '../api/practice';
import { QuestionCard } from './question-card';
import { ScoreStrip } from './score-strip';
import { NEW_SITTING, PREFETCH_WHEN_LEFT, practiceViewOf, scoreOf, scoreText, sittingReducer } from './sitting';

interface PracticeSittingProps {
  filter: PracticeFilter;
  signedIn: boolean;
  hasFilters: boolean;
  onClearFilters: () => void;
}

function QuestionSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading questions">
      <Stack gap="md">
        <Skeleton height={14} width="40%" />
        <Skeleton height={24} />
        <Skeleton height={24} width="70%" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={56} radius="md" />
        ))}
      </Stack>
    </Card>
  );
}

/** Questions of one filter, one at a time, with this sitting's score; a new filter mounts a new sitting. */
export function PracticeSitting({ filter, signedIn, hasFilters, onClearFilters }: PracticeSittingProps) {
  const list = useMcqQuestions(filter);
  const check = useCheckAnswer();
  const [sitting, dispatch] = useReducer(sittingReducer, NEW_SITTING);
  const [checkingIndex, setCheckingIndex] = useState<number | null>(null);
  const questions = questionsOf(list.data?.pages);
  const total = list.data?.pages[0]?.totalElements ?? questions.length;
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  const view = practiceViewOf({
    isPending: list.isPending,
    isError: list.isError,
    questionCount: questions.length,
    index: sitting.index,
    hasNextPage,
  });
  const score = scoreOf(sitting);

  const needMore = questions.length - sitting.index <= PREFETCH_WHEN_LEFT;
  useEffect(() => {
    if (needMore && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [needMore, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const question = questions[sitting.index];
  const choose = (selectedIndex: number) => {
    if (!question || checkingIndex !== null) return;
    setCheckingIndex(selectedIndex);
    check.mutate(
      { questionId: question.id, selectedIndex },
      {
        onSuccess: (result) => dispatch({ type: 'answered', questionId: question.id, selectedIndex, result }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
        onSettled: () => setCheckingIndex(null),
      },
    );
  };

  return (
    <Stack gap="md">
      {view !== 'empty' && view !== 'failed' && <ScoreStrip score={score} />}
      {view === 'loading' &&
        (isFetchNextPageError ? (
          <FetchError
            error={list.error}
            fallback={QUESTION_BANK_MESSAGES.mcqFetchFailed}
            onRetry={() => void fetchNextPage()}
          />
        ) : (
          <QuestionSkeleton />
        ))}
      {view === 'failed' && (
        <FetchError
          error={list.error}
          fallback={QUESTION_BANK_MESSAGES.mcqFetchFailed}
          onRetry={() => void list.refetch()}
        />
      )}
      {view === 'empty' && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconSearch size={40} aria-hidden />
            <Title order={2} fz="h3">
              {filter.unattempted ? 'You have practised every question here!' : 'No questions match yet'}
            </Title>
            <Text c="dimmed">
              {filter.unattempted
                ? 'Turn off “Only new questions” to go over them again.'
                : 'Try another class, subject or difficulty.'}
            </Text>
            {hasFilters && (
              <Button size="md" variant="light" leftSection={<IconFilterOff size={18} />} onClick={onClearFilters}>
                Clear filters
              </Button>
            )}
          </Stack>
        </Card>
      )}
      {view === 'question' && question && (
        <QuestionCard
          key={question.id}
          question={question}
          position={sitting.index + 1}
          total={total}
          answered={sitting.answers[question.id]}
          checkingIndex={checkingIndex}
          onChoose={choose}
          onNext={() => dispatch({ type: 'next' })}
        />
      )}
      {view === 'finished' && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconConfetti size={44} aria-hidden />
            <Title order={2} fz="h3">
              You finished this set!
            </Title>
            <Text size="lg">{scoreText(score)}</Text>
            <Group justify="center">
              <Button size="md" leftSection={<IconRefresh size={18} />} onClick={() => dispatch({ type: 'restart' })}>
                Practise again
              </Button>
              {signedIn && (
                <Button size="md" variant="light" component={Link} to="/mcq-practice-summary">
                  See my summary
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
