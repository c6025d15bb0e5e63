import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Candidate } from '@noticeboard/shared';
import { IconArrowsExchange, IconDownload, IconPlus, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { messageOf } from '../../../lib/api-error';
import { query } from '../../../lib/http';
import { type CandidateFilters as Filters, useCandidates } from '../api/list-candidates';
import { useRestoreCandidate } from '../api/remove-candidate';
import { downloadFile } from '../api/upload-students';
import { AddCandidateModal } from './add-candidate-modal';
import { CandidateFilters } from './candidate-filters';
import { CandidatesTable } from './candidates-table';
import { EditCandidateModal } from './edit-candidate-modal';
import { MoveSelectedModal } from './move-selected-modal';
import { RemoveCandidateModal } from './remove-candidate-modal';
import { SeatLimitDialog, seatLimitOfError } from './seat-limit-dialog';
import { UploadStudentsModal } from './upload-students-modal';

const NO_FILTERS: Omit<Filters, 'search'> = { studentClass: '', section: '', status: 'ACTIVE' };

/** The school's students: search, filter, page, add, upload, edit, move, remove and restore. */
export function StudentsPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, addModal] = useDisclosure(false);
  const [uploading, uploadModal] = useDisclosure(false);
  const [moving, moveModal] = useDisclosure(false);
  const [editing, setEditing] = useState<Candidate | null>(null);
  const [removing, setRemoving] = useState<Candidate | null>(null);
  const restore = useRestoreCandidate();
  const students = useCandidates({ ...filters, search: debounced }, page);
  const filtered =
    debounced !== '' || filters.studentClass !== '' || filters.section !== '' || filters.status !== NO_FILTERS.status;
  /** No current student at all (not a search or a filter that found none): the school's first visit. */
  const noStudentsYet = !filtered && page === 0 && students.data?.content.length === 0;
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
    setPage(0);
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) checked ? next.add(id) : next.delete(id);
      return next;
    });
  const restoreOne = (student: Candidate) =>
    restore.mutate(student.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `${student.name} was restored.` }),
      onError: (error) => {
        if (!seatLimitOfError(error)) notifications.show({ color: 'red', message: messageOf(error) });
      },
    });

  const exportList = () =>
    downloadFile(`/candidates/export${query({ ...filters, search: debounced, format: 'csv' })}`, 'students.csv').catch(
      (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    );

  return (
    <Stack gap="md">
      {!noStudentsYet && (
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addModal.open}>
            Add student
          </Button>
          <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={uploadModal.open}>
            Upload students
          </Button>
          <Button variant="subtle" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportList}>
            Export CSV
          </Button>
          {selected.size > 0 && (
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={moveModal.open}
            >
              Move selected ({selected.size})
            </Button>
          )}
        </Group>
      )}
      {noStudentsYet ? (
        <>
          <EmptyState
            icon={<IconUsersGroup size={30} />}
            title="Add your first students"
            actions={
              <>
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addModal.open}>
                  Add students
                </Button>
                <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={uploadModal.open}>
                  Import from a sheet
                </Button>
              </>
            }
          >
            Add a student with their name, email, class and section, or import a whole class at once from a CSV or Excel
            sheet. Each student gets an email to set their password.
          </EmptyState>
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'center' }}
            onClick={() => setFilters({ ...NO_FILTERS, status: 'REMOVED' })}
          >
            See removed students
          </Button>
        </>
      ) : (
        <CandidateFilters
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
          filters={{ ...filters, search }}
          onChange={({ search: _ignored, ...next }) => {
            setFilters(next);
            setPage(0);
            setSelected(new Set());
          }}
        />
      )}
      {students.isPending && (
        <Center py="xl" role="status" aria-label="Loading students">
          <Loader />
        </Center>
      )}
      {students.isError && (
        <Alert color="red" role="alert">
          {messageOf(students.error)}
        </Alert>
      )}
      {students.data?.content.length === 0 && !noStudentsYet && (
        <Stack gap="xs" align="center" py="xl">
          <Text c="dimmed" ta="center">
            No students match these filters.
          </Text>
          {filtered && (
            <Button variant="subtle" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </Stack>
      )}
      {students.data && students.data.content.length > 0 && (
        <>
          <CandidatesTable
            students={students.data.content}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onEdit={setEditing}
            onRemove={setRemoving}
            onRestore={restoreOne}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {students.data.totalElements} in total
            </Text>
            {students.data.totalPages > 1 && (
              <Pagination
                total={students.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                size="sm"
                siblings={0}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Group>
        </>
      )}
      <AddCandidateModal opened={adding} onClose={addModal.close} />
      <UploadStudentsModal opened={uploading} onClose={uploadModal.close} />
      <MoveSelectedModal
        ids={[...selected]}
        opened={moving}
        onClose={moveModal.close}
        onMoved={() => setSelected(new Set())}
      />
      <EditCandidateModal student={editing} onClose={() => setEditing(null)} />
      <RemoveCandidateModal student={removing} onClose={() => setRemoving(null)} />
      <SeatLimitDialog limit={seatLimitOfError(restore.error)} action="restore" onClose={() => restore.reset()} />
    </Stack>
  );
}
