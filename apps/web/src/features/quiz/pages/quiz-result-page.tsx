import { Stack } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { useLocation, useParams } from 'react-router';
import { hasErrorCode } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useOwnResult } from '../api/player';
import { QuizFetchError } from '../components/quiz-fetch-error';
import { NotPlayed, QuizResultView, ResultSkeleton } from '../components/quiz-result-view';
import { SchoolResults } from '../components/school-results';

/** `/result/:customUrl`: a player's own result and review; faculty and admins see the school's results. */
export default function QuizResultPage() {
  const { customUrl = '' } = useParams();
  const user = useSessionUser();
  const role = user ? roleOf(user) : null;
  const staff = role === 'FACULTY' || role === 'ADMIN';
  return (
    <Stack maw={staff ? 960 : 760} mx="auto" w="100%">
      {staff ? <SchoolResults customUrl={customUrl} /> : <OwnResult customUrl={customUrl} />}
    </Stack>
  );
}

/** The session comes from the player's redirect, else from GET /users/quiz-result. */
function OwnResult({ customUrl }: { customUrl: string }) {
  const user = useSessionUser();
  const location = useLocation();
  const state = location.state as { sessionId?: string | null; justFinished?: boolean } | null;
  const fromPlayer = state?.sessionId ?? null;
  const own = useOwnResult(user, customUrl, !fromPlayer);
  const sessionId = fromPlayer ?? own.data?.quizSessionId ?? null;
  if (sessionId) {
    // Straight from the player: celebrate once (a reload or a later visit shows the result quietly).
    return <QuizResultView sessionId={sessionId} customUrl={customUrl} celebrate={state?.justFinished === true} />;
  }
  if (own.isError) {
    return hasErrorCode(own.error, 'NOT_FOUND') ? (
      <NotPlayed />
    ) : (
      <QuizFetchError error={own.error} onRetry={() => void own.refetch()} />
    );
  }
  return <ResultSkeleton />;
}
