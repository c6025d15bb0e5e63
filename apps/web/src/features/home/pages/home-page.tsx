import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { useSessionUser } from '../../../lib/use-session';
import { useHomeSummary } from '../api/home';
import { RecommendedAssignments } from '../components/recommended-assignments';
import { SetupChecklist } from '../components/setup-checklist';
import { TaskList } from '../components/task-list';
import { TodayPanel } from '../components/today-panel';
import { homeSubtitle, homeTasks, setupPending } from '../home-tasks';

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** `/home` (signed in): each role's day after sign-in — what to do today, in the order it matters, with counts. */
export default function HomePage({ extra }: { extra?: (user: UserDetails) => ReactNode }) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/login" replace />;
  return <Home user={user} extra={extra} />;
}

function Home({ user, extra }: { user: UserDetails; extra?: (user: UserDetails) => ReactNode }) {
  const summary = useHomeSummary(user);
  // A school greets by its name; people by their first name.
  const name = user.type === 'INSTITUTE' ? user.name : firstName(user.name);
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {greeting(new Date())}, {name}
        </Title>
        {summary.data && <Text c="dimmed">{homeSubtitle(summary.data.role)}</Text>}
      </div>
      {summary.isError ? (
        <FetchError
          error={summary.error}
          fallback="Could not load your day. Please try again."
          onRetry={() => void summary.refetch()}
        />
      ) : !summary.data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading your day">
          <Skeleton height={160} radius="md" />
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : (
        <>
          {summary.data.learner?.consentPending && (
            <Alert color="blue" variant="light" icon={<IconShieldCheck aria-hidden />} title="Waiting for your parent">
              Your school has asked your parent or guardian to agree to you posting. Until then you can read, play
              quizzes and practise; posting opens as soon as they agree.
            </Alert>
          )}
          {summary.data.learner && (
            // A student's quiz days are kept by their school; a reader without a school has no such page.
            <TodayPanel learner={summary.data.learner} withHistory={summary.data.role === 'CANDIDATE'} />
          )}
          {extra?.(user)}
          {summary.data.learner && <RecommendedAssignments assignments={summary.data.learner.recommendedAssignments} />}
          {setupPending(summary.data.setup) && <SetupChecklist setup={summary.data.setup} />}
          <TaskList
            tasks={homeTasks(
              summary.data.counts,
              summary.data.capabilities.moderates,
              summary.data.role === 'INSTITUTE',
            )}
          />
        </>
      )}
    </Stack>
  );
}
