import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Leaderboard } from '@noticeboard/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { QuizFetchError } from '../../components/quiz-fetch-error';
import { ranksSkip } from './board-format';
import { BoardList } from './board-rows';
import { MyRank } from './my-rank';
import { Podium } from './podium';

/** A board: the podium, everyone after it, the caller's pinned row and the tie rule; loading and failure states. */
export function BoardView({ board, showMine = true }: { board: UseQueryResult<Leaderboard>; showMine?: boolean }) {
  const { data } = board;
  if (board.isError && !data) return <QuizFetchError error={board.error} onRetry={() => void board.refetch()} />;
  if (!data) return <BoardSkeleton />;
  const withSchool = data.scope === 'PLATFORM';
  return (
    <Stack gap="md" aria-busy={board.isFetching} style={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}>
      {data.entries.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>No one has played in this range yet</Text>
          <Text size="sm" c="dimmed">
            Scores appear here as soon as the first quiz is submitted.
          </Text>
        </Paper>
      ) : (
        <>
          <Podium entries={data.entries} withSchool={withSchool} />
          <BoardList entries={data.entries.slice(3)} withSchool={withSchool} />
        </>
      )}
      {ranksSkip(data.entries) && (
        <Text size="xs" c="dimmed" data-testid="ranks-skip">
          Missing ranks belong to students of other schools whose parents have not agreed to show them outside their
          school.
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="tie-rule">
        {data.tieRule} Counted {data.from === data.to ? `on ${data.from}` : `from ${data.from} to ${data.to}`}.
      </Text>
      {showMine && <MyRank me={data.me} totalPlayers={data.totalPlayers} />}
    </Stack>
  );
}

function BoardSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading the leaderboard">
      <Skeleton h={160} radius="md" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={48} radius="md" />
      ))}
    </Stack>
  );
}
