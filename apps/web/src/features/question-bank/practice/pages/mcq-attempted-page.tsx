import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MCQ_PRACTICE_PATH } from '@noticeboard/shared';
import { IconChartBar, IconPencil } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import {
  type AttemptedFilter,
  type McqAttemptedItem,
  useMcqAttempted,
  useMcqAttemptedCount,
  useMcqSummary,
} from '../api/practice';
import { AttemptedItem } from '../components/attempted-item';

const ATTEMPTED_FAILED = 'We could not load the questions you tried.';
const OUTCOMES = [
  { value: 'ALL', label: 'All' },
  { value: 'RIGHT', label: 'Right' },
  { value: 'WRONG', label: 'Wrong' },
];

function filterOf(params: URLSearchParams): AttemptedFilter {
  const outcome = params.get('outcome');
  return {
    outcome: outcome === 'RIGHT' || outcome === 'WRONG' ? outcome : undefined,
    subject: params.get('subject')?.trim() || undefined,
  };
}

function countText(count: number | undefined) {
  if (count === undefined) return ' ';
  return count === 1 ? 'You have practised 1 question.' : `You have practised ${count} questions.`;
}

/** `/mcq-attempted` (student or individual): what was practised, newest first, right or wrong and why. */
export default function McqAttemptedPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const count = useMcqAttemptedCount();
  const subjects = (useMcqSummary().data?.bySubject ?? []).map((row) => row.subject);
  const list = useMcqAttempted(filter);
  const items: McqAttemptedItem[] = list.data?.pages.flatMap((page) => page.content) ?? [];
  const change = (next: AttemptedFilter) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        if (next.outcome) out.set('outcome', next.outcome);
        if (next.subject) out.set('subject', next.subject);
        return out;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Questions I tried
        </Title>
        <Text c="dimmed" aria-live="polite">
          {countText(count.data?.count)}
        </Text>
      </div>
      <Group gap="xs">
        <Button component={Link} to={MCQ_PRACTICE_PATH} leftSection={<IconPencil size={18} />}>
          Practise again
        </Button>
        <Button component={Link} to="/mcq-practice-summary" variant="light" leftSection={<IconChartBar size={18} />}>
          My summary
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          size="md"
          data={OUTCOMES}
          value={filter.outcome ?? 'ALL'}
          aria-label="Show"
          onChange={(value) =>
            change({ ...filter, outcome: value === 'RIGHT' || value === 'WRONG' ? value : undefined })
          }
        />
        <Select
          size="md"
          aria-label="Subject"
          placeholder="All subjects"
          clearable
          data={subjects.includes(filter.subject ?? '') || !filter.subject ? subjects : [...subjects, filter.subject]}
          value={filter.subject ?? null}
          onChange={(value) => change({ ...filter, subject: value ?? undefined })}
          style={{ flex: 1, minWidth: 160 }}
        />
      </Group>
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading questions">
          <Skeleton height={140} radius="lg" />
          <Skeleton height={140} radius="lg" />
        </Stack>
      ) : list.isError && items.length === 0 ? (
        <FetchError error={list.error} fallback={ATTEMPTED_FAILED} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filter.outcome || filter.subject
            ? 'No questions match this choice.'
            : 'You have not practised any questions yet.'}
        </Text>
      ) : (
        <>
          <Stack
            gap="sm"
            component="ul"
            aria-label="Questions you tried"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item) => (
              <AttemptedItem key={item.id} item={item} />
            ))}
          </Stack>
          {list.isFetchNextPageError && (
            <FetchError error={list.error} fallback={ATTEMPTED_FAILED} onRetry={() => void list.fetchNextPage()} />
          )}
          {list.hasNextPage && !list.isFetchNextPageError && (
            <Button
              variant="default"
              size="md"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
