import { Stack } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { useLocation, useParams } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { useQuizList } from '../api/hub';
import { rememberedSessionId } from '../api/player';
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

/** The session comes from the player's redirect, else the caller's quiz list, else this device's last session. */
function OwnResult({ customUrl }: { customUrl: string }) {
  const user = useSessionUser();
  const location = useLocation();
  const fromPlayer = (location.state as { sessionId?: string | null } | null)?.sessionId ?? null;
  const list = useQuizList(user, !fromPlayer);
  const fromList = list.data?.quizzes.find((item) => item.customUrl === customUrl)?.sessionId ?? null;
  const settled = Boolean(fromPlayer) || list.isFetched;
  const sessionId = fromPlayer ?? fromList ?? (settled ? rememberedSessionId() : null);
  if (sessionId) return <QuizResultView sessionId={sessionId} customUrl={customUrl} />;
  return settled ? <NotPlayed /> : <ResultSkeleton />;
}
