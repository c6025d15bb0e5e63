import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QUIZ_MESSAGES, type QuizListItem, roleOf, type UserDetails } from '@noticeboard/shared';
import { IconArrowLeft, IconHourglass } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PLAY_PARAM } from '../../../lib/today-quiz';
import { useEligibility, useQuizList } from '../api/hub';
import { EligibilityCard, EligibilitySkeleton } from './eligibility-card';
import { HowItWorks } from './how-it-works';
import { QuizFetchError } from './quiz-fetch-error';
import { QuizListItemCard } from './quiz-list-item';
import { QuizPlayer } from './quiz-player';
import { QuizResultView } from './quiz-result-view';
import type { Submitted } from './use-quiz-play';

type Inline = { mode: 'play'; customUrl: string } | { mode: 'result'; sessionId: string; celebrate: boolean } | null;

/**
 * A player on /quiz: reading progress, their quizzes and what to do next. Individuals may not open
 * /quiz/:customUrl or /result/:customUrl (route table, spec §6), so they play and see results right here.
 */
export function PlayerHub({ user }: { user: UserDetails }) {
  const navigate = useNavigate();
  const inlineOnly = roleOf(user) === 'INDIVIDUAL';
  const [params, setParams] = useSearchParams();
  const playNow = params.get(PLAY_PARAM);
  // "Take a Quiz" sends an individual here with ?play: their player opens at once, as /quiz/{customUrl} would.
  const [inline, setInline] = useState<Inline>(() =>
    playNow && inlineOnly ? { mode: 'play', customUrl: playNow } : null,
  );
  useEffect(() => {
    if (!playNow) return;
    if (inlineOnly) {
      setParams(
        (current) => {
          current.delete(PLAY_PARAM);
          return current;
        },
        { replace: true },
      );
    } else {
      void navigate(`/quiz/${encodeURIComponent(playNow)}`, { replace: true });
    }
  }, [playNow, inlineOnly, setParams, navigate]);
  const eligibility = useEligibility(user, true);
  const list = useQuizList(user, true);

  const onSubmitted = useCallback(
    (done: Submitted) =>
      setInline({ mode: 'result', sessionId: done.sessionId, celebrate: done.justFinished === true }),
    [],
  );
  const play = (item: QuizListItem) =>
    inlineOnly ? setInline({ mode: 'play', customUrl: item.customUrl }) : navigate(`/quiz/${item.customUrl}`);
  const result = (item: QuizListItem) =>
    inlineOnly && item.sessionId
      ? setInline({ mode: 'result', sessionId: item.sessionId, celebrate: false })
      : navigate(`/result/${item.customUrl}`, { state: { sessionId: item.sessionId } });

  if (inline) {
    return (
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => setInline(null)}
          w="fit-content"
        >
          All quizzes
        </Button>
        {inline.mode === 'play' ? (
          <QuizPlayer customUrl={inline.customUrl} onSubmitted={onSubmitted} />
        ) : (
          <QuizResultView sessionId={inline.sessionId} celebrate={inline.celebrate} />
        )}
      </Stack>
    );
  }

  const eligible = eligibility.data?.eligible ?? false;
  return (
    <Stack gap="md">
      {eligibility.isError ? (
        <QuizFetchError error={eligibility.error} onRetry={() => void eligibility.refetch()} />
      ) : eligibility.data ? (
        <EligibilityCard eligibility={eligibility.data} />
      ) : (
        <EligibilitySkeleton />
      )}
      {list.data?.dailyPending && (
        <Alert color="blue" variant="light" icon={<IconHourglass size={18} />} role="status">
          {QUIZ_MESSAGES.notReady}
        </Alert>
      )}
      <Title order={2} fz="h3">
        Your quizzes
      </Title>
      {list.isError ? (
        <QuizFetchError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="sm">
          <Skeleton h={112} radius="lg" />
          <Skeleton h={112} radius="lg" />
        </Stack>
      ) : list.data.quizzes.length === 0 ? (
        <Text c="dimmed" size="sm">
          No quizzes open right now. Come back tomorrow for a new daily quiz.
        </Text>
      ) : (
        <Stack gap="sm">
          {list.data.quizzes.map((item) => (
            <QuizListItemCard
              key={item.id}
              item={item}
              playable={item.kind !== 'DAILY' || eligible}
              onPlay={play}
              onResult={result}
            />
          ))}
        </Stack>
      )}
      {eligibility.data && !eligible && <HowItWorks dailyMinimum={eligibility.data.dailyMinimum} />}
    </Stack>
  );
}
