import { Anchor, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import type { MemberList } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCommunityMembers } from '../api/around';
import { Loading, Quiet, Widget } from './side-widgets';

const MEMBER_LIST_LABELS: Record<MemberList, { label: string; empty: string }> = {
  admins: { label: 'Admins', empty: 'No admins listed yet.' },
  mentors: { label: 'Mentors', empty: 'No teachers listed yet.' },
  members: { label: 'Members', empty: 'No students listed yet.' },
};

/** A school community's people: its admins, mentors (teachers) and members (students), more on request. */
export default function PeopleWidget({ customUrl }: { customUrl: string }) {
  const [list, setList] = useState<MemberList>('admins');
  const people = useCommunityMembers(list, customUrl);
  const shown = people.data?.pages.flatMap((page) => page.content) ?? [];
  const total = people.data?.pages[0]?.totalElements ?? 0;
  return (
    <Widget title="People">
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label="Which people"
        value={list}
        onChange={(value) => setList(value as MemberList)}
        data={Object.entries(MEMBER_LIST_LABELS).map(([value, { label }]) => ({ value, label }))}
      />
      {people.isPending ? (
        <Loading />
      ) : people.isError ? (
        <Quiet text="Could not load the people of this school." />
      ) : shown.length === 0 ? (
        <Quiet text={MEMBER_LIST_LABELS[list].empty} />
      ) : (
        <Stack
          gap={6}
          component="ul"
          style={{ paddingLeft: 18, margin: 0 }}
          aria-label={MEMBER_LIST_LABELS[list].label}
        >
          {shown.map((person) => (
            <li key={person.id}>
              {person.customUrl ? (
                <Anchor component={Link} to={`/user/${person.customUrl}`} size="sm">
                  {person.name}
                </Anchor>
              ) : (
                <Text size="sm" span>
                  {person.name}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {people.hasNextPage && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void people.fetchNextPage()}
          loading={people.isFetchingNextPage}
        >
          Show more ({shown.length} of {total})
        </Button>
      )}
    </Widget>
  );
}
