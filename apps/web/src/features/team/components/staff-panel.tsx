import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { StaffRole } from '@noticeboard/shared';
import { IconPlus, IconSearch, IconUserShield, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { messageOf } from '../../../lib/api-error';
import { useStaff } from '../api/list-staff';
import { STAFF_LABELS } from '../team-labels';
import { StaffFormModal } from './staff-form-modal';
import { StaffRow } from './staff-row';
import { TeachingModal } from './teaching-modal';
import { useStaffActions } from './use-staff-actions';

type Status = 'ACTIVE' | 'DEACTIVATED';

/** What a school with nobody in this role yet reads, and its first step. */
function NoStaffYet({ role, onAdd }: { role: StaffRole; onAdd: () => void }) {
  const add = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
      Add {STAFF_LABELS[role].one}
    </Button>
  );
  if (role === 'ADMIN') {
    return (
      <EmptyState icon={<IconUserShield size={30} />} title="No admins yet" order={3} actions={add}>
        Admins are staff who help you run your school on Noticeboard. Each gets an email to set a password, and you can
        deactivate them at any time.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconUsers size={30} />}
      title="Add your teachers"
      order={3}
      actions={
        <>
          {add}
          <Button component={Link} to="/curriculum" variant="light">
            Set up classes first
          </Button>
        </>
      }
    >
      Each teacher gets an email to set a password. Then give them their classes and subjects, and put some on the
      approval committee to review students’ posts.
    </EmptyState>
  );
}

/** Search, filter, page through and manage the school's faculty or admins. */
export function StaffPanel({ staffRole: role }: { staffRole: StaffRole }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<Status>('ACTIVE');
  const [page, setPage] = useState(0);
  const [adding, addModal] = useDisclosure(false);
  const staff = useStaff({ role, search: debounced, status, page });
  const actions = useStaffActions(role);
  const labels = STAFF_LABELS[role];
  const data = staff.data;
  const unfiltered = !debounced && status === 'ACTIVE' && page === 0;

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
      <SegmentedControl
        aria-label="Status"
        style={{ alignSelf: 'flex-start' }}
        value={status}
        onChange={(value) => {
          setStatus(value === 'DEACTIVATED' ? 'DEACTIVATED' : 'ACTIVE');
          setPage(0);
        }}
        data={[
          { value: 'ACTIVE', label: 'Active' },
          { value: 'DEACTIVATED', label: 'Deactivated' },
        ]}
      />
      {staff.isPending && (
        <Center py="xl" role="status" aria-label="Loading">
          <Loader />
        </Center>
      )}
      {staff.isError && (
        <Alert color="red" role="alert">
          {messageOf(staff.error)}
        </Alert>
      )}
      {data?.content.length === 0 && unfiltered && <NoStaffYet role={role} onAdd={addModal.open} />}
      {data?.content.length === 0 && !unfiltered && (
        <Text c="dimmed" ta="center" py="xl">
          {debounced
            ? `No ${labels.many.toLowerCase()} match “${debounced}”.`
            : status === 'DEACTIVATED'
              ? `No deactivated ${labels.many.toLowerCase()}.`
              : `No ${labels.many.toLowerCase()} here.`}
        </Text>
      )}
      {data && data.content.length > 0 && (
        <>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            spacing="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={labels.many}
          >
            {data.content.map((member) => (
              <StaffRow key={member.id} member={member} onAction={actions.onAction} />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.totalElements} in total
            </Text>
            {data.totalPages > 1 && (
              <Pagination
                total={data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Group>
        </>
      )}
      <StaffFormModal staffRole={role} opened={adding} editing={null} onClose={addModal.close} />
      <StaffFormModal
        staffRole={role}
        opened={actions.editing !== null}
        editing={actions.editing}
        onClose={actions.closeEdit}
      />
      <TeachingModal member={actions.teaching} onClose={actions.closeTeaching} />
      <Modal opened={actions.deactivating !== null} onClose={actions.closeDeactivate} title="Deactivate?" centered>
        <Text size="sm">
          {actions.deactivating?.name} will be signed out and cannot sign in. Everything they wrote stays, and you can
          reactivate them later.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={actions.closeDeactivate}>
            Cancel
          </Button>
          <Button color="red" onClick={actions.confirmDeactivate} loading={actions.deactivatePending}>
            Deactivate
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
