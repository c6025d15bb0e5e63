import { Alert, Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MCQ_PRACTICE_PATH } from '@noticeboard/shared';
import { IconChartBar, IconListCheck, IconLogin } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { rememberRedirection } from '../../../../lib/session';
import { useSessionUser } from '../../../../lib/use-session';
import { type PracticeFilter, useMcqFilters } from '../api/practice';
import { filterFromParams, filterKey, paramsFromFilter } from '../components/filter-params';
import { PracticeFilters } from '../components/practice-filters';
import { PracticeSitting } from '../components/practice-sitting';

function SignInNote() {
  return (
    <Alert variant="light" color="blue" icon={<IconLogin size={20} />}>
      <Text size="sm">
        Practise as much as you like.{' '}
        <Anchor component={Link} to="/login" fw={600} onClick={() => rememberRedirection(MCQ_PRACTICE_PATH)}>
          Sign in to keep your progress
        </Anchor>{' '}
        and see which questions you got right.
      </Text>
    </Alert>
  );
}

function ProgressLinks() {
  return (
    <SimpleGrid cols={2} spacing="xs" maw={420}>
      <Button component={Link} to="/mcq-practice-summary" variant="light" leftSection={<IconChartBar size={18} />}>
        My summary
      </Button>
      <Button component={Link} to="/mcq-attempted" variant="light" leftSection={<IconListCheck size={18} />}>
        My answers
      </Button>
    </SimpleGrid>
  );
}

/** `/question-bank/mcq-practice` (open to visitors): pick a set, answer one question at a time, learn why. */
export default function McqPracticePage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const key = filterKey(filter);
  const filters = useMcqFilters();
  const change = (next: PracticeFilter) => setParams(paramsFromFilter(next), { replace: true });

  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          MCQ practice
        </Title>
        <Text c="dimmed">Choose a topic, tap your answer and see why it is right.</Text>
      </div>
      {user ? <ProgressLinks /> : <SignInNote />}
      <PracticeFilters
        filters={filters.data}
        loading={filters.isPending}
        value={filter}
        canFilterNew={user !== null}
        onChange={change}
      />
      <PracticeSitting
        key={`${user?.id ?? 'visitor'}:${key}`}
        filter={filter}
        signedIn={user !== null}
        hasFilters={key !== ''}
        onClearFilters={() => change({})}
      />
    </Stack>
  );
}
