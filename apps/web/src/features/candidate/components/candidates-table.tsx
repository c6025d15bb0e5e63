import { ActionIcon, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { Candidate } from '@noticeboard/shared';
import { classSectionLabel } from '@noticeboard/shared';
import { IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';

interface CandidatesTableProps {
  students: Candidate[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], checked: boolean) => void;
  onEdit: (student: Candidate) => void;
  onRemove: (student: Candidate) => void;
  onRestore: (student: Candidate) => void;
}

function StatusBadge({ student }: { student: Candidate }) {
  if (student.status === 'REMOVED')
    return (
      <Badge color="gray" variant="light">
        Removed
      </Badge>
    );
  return student.passwordSet ? (
    <Badge color="teal" variant="light">
      Active
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      Invited
    </Badge>
  );
}

export function CandidatesTable({
  students,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onRemove,
  onRestore,
}: CandidatesTableProps) {
  const ids = students.map((student) => student.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all students on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onToggleAll(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th visibleFrom="sm">Status</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${student.name}`}
                  checked={selected.has(student.id)}
                  onChange={() => onToggle(student.id)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {student.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {student.email}
                  {student.rollNumber ? ` · Roll ${student.rollNumber}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{classSectionLabel(student.studentClass, student.section)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <StatusBadge student={student} />
              </Table.Td>
              <Table.Td>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  {student.status === 'ACTIVE' ? (
                    <>
                      <Tooltip label="Edit or move">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${student.name}`}
                          onClick={() => onEdit(student)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${student.name}`}
                          onClick={() => onRemove(student)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  ) : (
                    <Tooltip label="Restore">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Restore ${student.name}`}
                        onClick={() => onRestore(student)}
                      >
                        <IconArrowBackUp size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
