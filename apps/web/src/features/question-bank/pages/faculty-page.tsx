import { Anchor, Badge, Card, Group, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { facultyDetailsRowSchema } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FetchError } from '../../../components/fetch-error';
import { useFacultyDetails } from '../api/analytics';
import { facultyQuestionsPath } from '../api/bank-paths';
import { questionsCount } from '../components/bank-format';
import { BankHeader } from '../components/bank-nav';

type FacultyRow = z.infer<typeof facultyDetailsRowSchema>;

const lastAdded = (row: FacultyRow) => (row.lastAddedAt ? formatDate(row.lastAddedAt) : '—');
const subjectsOf = (row: FacultyRow) => (row.subjects.length > 0 ? row.subjects.join(', ') : '—');

function Counts({ row }: { row: FacultyRow }) {
  return (
    <Group gap={6}>
      <Badge size="sm" color="teal" variant="light">
        {row.approved} approved
      </Badge>
      <Badge size="sm" color="yellow" variant="light">
        {row.pending} waiting
      </Badge>
      <Badge size="sm" color="red" variant="light">
        {row.rejected} rejected
      </Badge>
    </Group>
  );
}

function FacultyLink({ row }: { row: FacultyRow }) {
  return (
    <Anchor component={Link} to={facultyQuestionsPath(row.facultyId)} fw={600} size="sm">
      {row.name}
    </Anchor>
  );
}

/** `/question-bank/faculty-details` (school or admin): each teacher's questions by status; a name opens them. */
export default function FacultyDetailsPage() {
  const faculty = useFacultyDetails();
  return (
    <Stack gap="lg">
      <BankHeader title="Faculty details" subtitle="Who is adding questions, and how many wait for review." />
      {faculty.isPending ? (
        <Skeleton height={200} role="status" aria-label="Loading faculty" />
      ) : faculty.isError ? (
        <FetchError
          error={faculty.error}
          fallback="Could not load the faculty."
          onRetry={() => void faculty.refetch()}
        />
      ) : faculty.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Your school has no faculty yet.
        </Text>
      ) : (
        <>
          <ScrollArea visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Faculty and their questions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Faculty</Table.Th>
                  <Table.Th>Subjects</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Approved</Table.Th>
                  <Table.Th ta="right">Waiting</Table.Th>
                  <Table.Th ta="right">Rejected</Table.Th>
                  <Table.Th>Last added</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {faculty.data.map((row) => (
                  <Table.Tr key={row.facultyId}>
                    <Table.Td>
                      <FacultyLink row={row} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{subjectsOf(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.total}</Table.Td>
                    <Table.Td ta="right">{row.approved}</Table.Td>
                    <Table.Td ta="right">{row.pending}</Table.Td>
                    <Table.Td ta="right">{row.rejected}</Table.Td>
                    <Table.Td>{lastAdded(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Stack
            gap="sm"
            hiddenFrom="sm"
            component="ul"
            aria-label="Faculty and their questions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {faculty.data.map((row) => (
              <Card key={row.facultyId} withBorder radius="md" padding="sm" component="li">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <FacultyLink row={row} />
                    <Text size="sm" fw={600}>
                      {questionsCount(row.total)}
                    </Text>
                  </Group>
                  <Counts row={row} />
                  <Text size="xs" c="dimmed">
                    {subjectsOf(row)} · Last added {lastAdded(row)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
