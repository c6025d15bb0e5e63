import { Button, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { rememberRedirection } from '../../../lib/session';
import { usePublicToday } from '../api/hub';
import { HowItWorks } from './how-it-works';
import { QuizFetchError } from './quiz-fetch-error';
import { TodayCard, TodayCardSkeleton } from './today-card';

/** A visitor on /quiz: today's quiz, how to unlock it, and the way in. */
export function VisitorHub() {
  const today = usePublicToday();
  const navigate = useNavigate();
  const signIn = (
    <Button
      size="md"
      leftSection={<IconLogin size={18} />}
      data-testid="quiz-sign-in"
      onClick={() => {
        rememberRedirection('/quiz');
        void navigate('/login');
      }}
    >
      Sign in to play
    </Button>
  );
  return (
    <Stack gap="md">
      {today.isError ? (
        <QuizFetchError error={today.error} onRetry={() => void today.refetch()} />
      ) : today.data ? (
        <TodayCard today={today.data} action={signIn} />
      ) : (
        <TodayCardSkeleton />
      )}
      <HowItWorks />
    </Stack>
  );
}
