import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { usePublicToday } from '../api/hub';
import { FacultySection } from '../components/faculty-section';
import { PlayerHub } from '../components/player-hub';
import { QuizFetchError } from '../components/quiz-fetch-error';
import { TodayCard, TodayCardSkeleton } from '../components/today-card';
import { VisitorHub } from '../components/visitor-hub';

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
          <Tooltip label="Quiz settings">
            <ActionIcon component={Link} to="/quiz-settings" variant="light" size="lg" aria-label="Quiz settings">
              <IconAdjustments size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {!user ? (
        <VisitorHub />
      ) : plays ? (
        <PlayerHub user={user} />
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
      {withSchool && <FacultySection />}
    </Stack>
  );
}
