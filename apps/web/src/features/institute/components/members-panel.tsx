import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { Member, MemberRole } from '@noticeboard/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useMembers } from '../api/list-members';
import { ROLE_LABELS } from '../member-labels';
import { AddMemberModal } from './add-member-modal';
import { MembersTable } from './members-table';
import { RemoveMemberModal } from './remove-member-modal';

/** Search, page through, add and remove one kind of member of the signed-in school. */
export function MembersPanel({ memberRole: role }: { memberRole: MemberRole }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [adding, addModal] = useDisclosure(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const members = useMembers({ role, search: debounced, page });
  const labels = ROLE_LABELS[role];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={`Search ${labels.many.toLowerCase()}`}
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addModal.open}>
          Add {labels.one}
        </Button>
      </Group>
      {members.isPending && (
        <Center py="xl" role="status" aria-label="Loading members">
          <Loader />
        </Center>
      )}
      {members.isError && (
        <Alert color="red" role="alert">
          {messageOf(members.error)}
        </Alert>
      )}
      {members.data && members.data.content.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {debounced ? `No ${labels.many.toLowerCase()} match “${debounced}”.` : `No ${labels.many.toLowerCase()} yet.`}
        </Text>
      )}
      {members.data && members.data.content.length > 0 && (
        <>
          <MembersTable memberRole={role} members={members.data.content} onRemove={setRemoving} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {members.data.totalElements} in total
            </Text>
            {members.data.totalPages > 1 && (
              <Pagination
                total={members.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Group>
        </>
      )}
      <AddMemberModal memberRole={role} opened={adding} onClose={addModal.close} />
      <RemoveMemberModal member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
