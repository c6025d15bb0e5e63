import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QuizPlayer } from '../components/quiz-player';
import type { Submitted } from '../components/use-quiz-play';

/** `/quiz/:customUrl`: play one quiz, then go to its result. */
export default function QuizPlayerPage() {
  const { customUrl = '' } = useParams();
  const navigate = useNavigate();
  const onSubmitted = useCallback(
    (done: Submitted) =>
      void navigate(`/result/${encodeURIComponent(done.customUrl)}`, {
        replace: true,
        state: { sessionId: done.sessionId, justFinished: done.justFinished === true },
      }),
    [navigate],
  );
  return (
    <Stack maw={680} mx="auto" w="100%">
      <QuizPlayer key={customUrl} customUrl={customUrl} onSubmitted={onSubmitted} />
    </Stack>
  );
}
