import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { type LeaderboardScope, type QuizDateRange, roleOf, type UserDetails } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { RangeTabs } from '../../../../components/range-tabs';
import { useSessionUser } from '../../../../lib/use-session';
import { useLeaderboard } from '../api/leaderboard';
import { BoardView } from '../components/board-view';
import { ScopeControl } from '../components/scope-control';

/** Students pick among all four boards; school staff among all schools and their school; others see all schools. */
function scopesFor(user: UserDetails | null): LeaderboardScope[] {
  if (!user?.instituteId) return ['PLATFORM'];
  const role = roleOf(user);
  if (role === 'CANDIDATE' && user.studentClass) return ['PLATFORM', 'INSTITUTE', 'CLASS', 'SECTION'];
  return ['PLATFORM', 'INSTITUTE'];
}

/** `/leaderboard`: the top players of a range and board, with the caller's own rank pinned. */
export default function LeaderboardPage() {
  const user = useSessionUser();
  const scopes = scopesFor(user);
  const [range, setRange] = useState<QuizDateRange>('TODAY');
  const [scope, setScope] = useState<LeaderboardScope>('PLATFORM');
  const board = useLeaderboard(user, { range, scope });
  const staff = user ? ['INSTITUTE', 'FACULTY', 'ADMIN'].includes(roleOf(user)) : false;
  return (
    <Stack maw={760} mx="auto" w="100%" gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Leaderboard
          </Title>
          <Text c="dimmed" size="sm">
            Daily quiz scores, added up over the days you choose.
          </Text>
        </Stack>
        {(staff || scopes.includes('CLASS')) && (
          <Anchor component={Link} to="/leaderboard/class" size="sm" fw={600}>
            Class leaderboard
          </Anchor>
        )}
      </Group>
      <RangeTabs value={range} onChange={setRange} />
      {scopes.length > 1 && <ScopeControl scopes={scopes} value={scope} onChange={setScope} />}
      <BoardView board={board} showMine={!staff} />
    </Stack>
  );
}
