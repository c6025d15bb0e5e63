import { Stack } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
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
  const navigate = useNavigate();
  const state = location.state as { sessionId?: string | null; justFinished?: boolean } | null;
  const fromPlayer = state?.sessionId ?? null;
  // Straight from the player: celebrate this once. The history entry forgets it, so a reload or a return shows the
  // result quietly.
  const [celebrate] = useState(() => state?.justFinished === true);
  useEffect(() => {
    if (state?.justFinished) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: { sessionId: fromPlayer } });
    }
  }, [state, fromPlayer, location.pathname, location.search, navigate]);
  const own = useOwnResult(user, customUrl, !fromPlayer);
  const sessionId = fromPlayer ?? own.data?.quizSessionId ?? null;
  if (sessionId) {
    return <QuizResultView sessionId={sessionId} customUrl={customUrl} celebrate={celebrate} />;
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
