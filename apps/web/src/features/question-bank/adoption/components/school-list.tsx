import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FetchError } from '../../../../components/fetch-error';
import { type AdoptableSchool, useAdoptableSchools } from '../api/adoptions';
import { AdoptionStatusBadge } from './adoption-status-badge';
import { RequestDialog } from './request-dialog';

const SCHOOLS_FAILED = 'We could not load the schools.';
/** Statuses after which a school may be asked again. */
const ASKABLE_AGAIN = new Set(['DECLINED', 'WITHDRAWN', 'ENDED']);

const canAsk = (school: AdoptableSchool) =>
  school.approvedQuestions > 0 && (!school.adoption || ASKABLE_AGAIN.has(school.adoption.status));

function SchoolCard({ school, onAsk }: { school: AdoptableSchool; onAsk: () => void }) {
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={school.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{school.name}</Text>
            <Text size="sm" c="dimmed">
              {school.approvedQuestions === 1
                ? '1 approved question'
                : `${school.approvedQuestions} approved questions`}
            </Text>
          </div>
          {school.adoption && <AdoptionStatusBadge status={school.adoption.status} />}
        </Group>
        {school.subjects.length > 0 && (
          <Group gap={6}>
            {school.subjects.map((subject) => (
              <Badge key={subject} variant="outline" color="gray" tt="none">
                {subject}
              </Badge>
            ))}
          </Group>
        )}
        {canAsk(school) && (
          <Button size="md" leftSection={<IconSend size={18} />} onClick={onAsk} style={{ alignSelf: 'flex-start' }}>
            Request their question bank
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Schools whose approved questions this school may ask to use, with a search. */
export function SchoolList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useAdoptableSchools(debounced);
  const [asking, setAsking] = useState<AdoptableSchool | null>(null);
  const schools = list.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <Stack gap="md">
      <TextInput
        size="md"
        label="Find a school"
        placeholder="School name"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
      />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading schools">
          <Skeleton height={110} radius="lg" />
          <Skeleton height={110} radius="lg" />
        </Stack>
      ) : list.isError && schools.length === 0 ? (
        <FetchError error={list.error} fallback={SCHOOLS_FAILED} onRetry={() => void list.refetch()} />
      ) : schools.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {debounced ? `No school matches “${debounced}”.` : 'No other school shares a question bank yet.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label="Schools" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {schools.map((school) => (
            <SchoolCard key={school.instituteId} school={school} onAsk={() => setAsking(school)} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button variant="default" size="md" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more schools
        </Button>
      )}
      <RequestDialog school={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
