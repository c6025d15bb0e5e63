import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { IconAdjustments } from '@tabler/icons-react';
import { type ComponentProps, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';
import { usePublicToday } from '../api/hub';
import type { PlayerHub as PlayerHubPart } from '../components/player-hub';
import { QuizFetchError } from '../components/quiz-fetch-error';
import { TodayCard, TodayCardSkeleton } from '../components/today-card';
import { VisitorHub } from '../components/visitor-hub';

// Each role's part loads for that role only: a visitor's first load carries neither the player's nor the staff's.
const PlayerHub = lazyWithRetry<ComponentProps<typeof PlayerHubPart>>(
  () => import('../components/player-hub').then((module) => ({ default: module.PlayerHub })),
  'player-hub',
);
const FacultySection = lazyWithRetry<Record<string, never>>(
  () => import('../components/faculty-section').then((module) => ({ default: module.FacultySection })),
  'faculty-section',
);

/** `/quiz` (open): the daily quiz hub for visitors, players and staff. */
export default function QuizHubPage() {
  const user = useSessionUser();
  const role = user ? roleOf(user) : null;
  const plays = role === 'CANDIDATE' || role === 'INDIVIDUAL';
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Daily Quiz
          </Title>
          <Text size="sm" c="dimmed">
            Ten questions a day from the news you read.
          </Text>
        </div>
        {plays && (
          <ActionIcon
            component={Link}
            to="/quiz-settings"
            variant="light"
            size="lg"
            aria-label="Quiz settings"
            title="Quiz settings"
          >
            <IconAdjustments size={20} />
          </ActionIcon>
        )}
      </Group>
      {!user ? (
        <VisitorHub />
      ) : plays ? (
        <Suspense fallback={<TodayCardSkeleton />}>
          <PlayerHub user={user} />
        </Suspense>
      ) : (
        <StaffHub withSchool={role === 'FACULTY' || role === 'ADMIN'} />
      )}
    </Stack>
  );
}

/** Staff and school accounts see today's quiz; faculty and admins also manage their school's quizzes. */
function StaffHub({ withSchool }: { withSchool: boolean }) {
  const today = usePublicToday();
  return (
    <Stack gap="lg">
      {today.isError ? (
        <QuizFetchError error={today.error} onRetry={() => void today.refetch()} />
      ) : today.data ? (
        <TodayCard today={today.data} />
      ) : (
        <TodayCardSkeleton />
      )}
      {withSchool && (
        <Suspense fallback={null}>
          <FacultySection />
        </Suspense>
      )}
    </Stack>
  );
}
