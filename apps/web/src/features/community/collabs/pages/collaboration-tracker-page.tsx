import { Anchor, Badge, Card, Group, ScrollArea, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import {
  COLLAB_MESSAGES,
  COLLAB_STATUS_LABELS,
  COLLAB_STATUSES,
  type CollabCard,
  type CollabStatus,
  formatDate,
  formatRelative,
} from '@noticeboard/shared';
import { Link, useSearchParams } from 'react-router';
import { CountedLabel } from '../../../../components/counted-label';
import { FetchError } from '../../components/fetch-error';
import { LoadMoreFooter } from '../../components/load-more-footer';
import { collabDetailsPath } from '../api/collab-paths';
import { collabsOf, useCollabTracker, useCollabTrackerCounts } from '../api/collabs';
import { isOverdue } from '../components/collab-format';
import { CollabStatusBadge } from '../components/collab-status-badge';

const ALL = 'all';
const isStatus = (value: string | null): value is CollabStatus => COLLAB_STATUSES.includes(value as CollabStatus);

/** The due day, red with an Overdue badge once passed; `prefix` where no column header names it. */
function DueDate({ collab, prefix = '' }: { collab: CollabCard; prefix?: string }) {
  if (!collab.dueOn)
    return (
      <Text size="sm" c="dimmed">
        No due date
      </Text>
    );
  const overdue = isOverdue(collab.dueOn, collab.status);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
        {prefix}
        {formatDate(collab.dueOn)}
      </Text>
      {overdue && (
        <Badge color="red" size="xs" variant="filled">
          Overdue
        </Badge>
      )}
    </Group>
  );
}

const teamOf = (collab: CollabCard) => `${collab.participantCount + 1}`;
const mentorsOf = (collab: CollabCard) => (collab.facultyNames.length > 0 ? collab.facultyNames.join(', ') : '—');

function TrackerTable({ collabs }: { collabs: CollabCard[] }) {
  return (
    <ScrollArea visibleFrom="sm">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Collabs of the school">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Mentors</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Last update</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {collabs.map((collab) => (
            <Table.Tr key={collab.id}>
              <Table.Td>
                <Anchor component={Link} to={collabDetailsPath(collab.slug)} fw={600} size="sm">
                  {collab.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {collab.owner.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <CollabStatusBadge status={collab.status} />
              </Table.Td>
              <Table.Td>{teamOf(collab)}</Table.Td>
              <Table.Td>
                <Text size="sm">{mentorsOf(collab)}</Text>
              </Table.Td>
              <Table.Td>
                <DueDate collab={collab} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatRelative(collab.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function TrackerCards({ collabs }: { collabs: CollabCard[] }) {
  return (
    <Stack
      gap="sm"
      hiddenFrom="sm"
      component="ul"
      aria-label="Collabs of the school"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {collabs.map((collab) => (
        <Card key={collab.id} withBorder radius="md" padding="sm" component="li">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={collabDetailsPath(collab.slug)} fw={600} size="sm">
                {collab.title}
              </Anchor>
              <CollabStatusBadge status={collab.status} size="xs" />
            </Group>
            <Text size="xs" c="dimmed">
              {collab.owner.name} · Team of {teamOf(collab)} · Mentors: {mentorsOf(collab)}
            </Text>
            <Group justify="space-between">
              <DueDate collab={collab} prefix="Due " />
              <Text size="xs" c="dimmed">
                Updated {formatRelative(collab.updatedAt)}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** `/collaboration-tracker` (the school): every project of the school by state, overdue ones marked. */
export default function CollaborationTrackerPage() {
  const [search, setSearch] = useSearchParams();
  const param = search.get('status');
  const status = isStatus(param) ? param : undefined;
  const list = useCollabTracker(status);
  const counts = useCollabTrackerCounts().data;
  const { data, error, isPending, isError } = list;
  const collabs = collabsOf(data);

  const choose = (value: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (!value || value === ALL) params.delete('status');
        else params.set('status', value);
        return params;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Collaboration tracker
        </Title>
        <Text size="sm" c="dimmed">
          Every project of your school, from draft to published.
        </Text>
      </div>
      {/* Wraps on a phone, so every state and its count stays in sight (issue 17 §4). */}
      <Tabs value={status ?? ALL} onChange={choose} variant="pills">
        <Tabs.List aria-label="Status">
          <Tabs.Tab value={ALL}>
            <CountedLabel label="All" count={counts?.ALL} noun="collabs" one="collab" />
          </Tabs.Tab>
          {COLLAB_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              <CountedLabel label={COLLAB_STATUS_LABELS[value]} count={counts?.[value]} noun="collabs" one="collab" />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading collabs">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : isError && !data ? (
        <FetchError
          error={error}
          fallback={COLLAB_MESSAGES.fetchCollabListFailed}
          onRetry={() => void list.refetch()}
        />
      ) : collabs.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {status
            ? `No collabs are “${COLLAB_STATUS_LABELS[status]}”.`
            : 'Your students have not started a collab yet.'}
        </Text>
      ) : (
        <>
          <TrackerTable collabs={collabs} />
          <TrackerCards collabs={collabs} />
          <LoadMoreFooter list={list} moreFailedText={COLLAB_MESSAGES.fetchMoreCollabListFailed} />
        </>
      )}
    </Stack>
  );
}
