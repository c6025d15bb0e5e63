import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ASSIGNMENT_LIMITS, type StaffAssignment } from '@noticeboard/shared';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-error';
import { useAccommodations, useSetExtraTime, useTargetedStudents } from '../api/extra-time';
import { targetLabel } from './authoring-format';
import { wholeOrNull } from './editor-values';

/** Extra minutes for students who need them (an accommodation), chosen from the classes it is set for. */
export function ExtraTimeCard({ assignment, editable }: { assignment: StaffAssignment; editable: boolean }) {
  const list = useAccommodations(assignment.code);
  const save = useSetExtraTime(assignment.code);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [minutes, setMinutes] = useState<number | null>(15);
  const students = useTargetedStudents(assignment.code, debounced, 0, editable && debounced.length > 0);
  const set = (candidateId: string, extraMinutes: number | null, name: string) =>
    save.mutate(
      { candidateId, extraMinutes },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: extraMinutes ? `${name} has ${extraMinutes} extra minutes.` : `${name}’s extra time removed.`,
          }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="extra-time-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="extra-time-heading">
          Extra time
        </Title>
        <Text size="sm" c="dimmed">
          Students who need longer get these minutes on top of the time limit (never past the closing time).
        </Text>
        {!list.data ? (
          <Skeleton h={40} radius="sm" />
        ) : list.data.length === 0 ? (
          <Text size="sm">No student has extra time.</Text>
        ) : (
          <Table aria-label="Students with extra time" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Extra minutes</Table.Th>
                {editable && <Table.Th w={60}>Remove</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row) => (
                <Table.Tr key={row.candidateId}>
                  <Table.Td>
                    {row.name}
                    {row.studentClass && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {targetLabel({ studentClass: row.studentClass, section: row.section })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.extraMinutes}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove ${row.name}’s extra time`}
                        onClick={() => set(row.candidateId, null, row.name)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {editable &&
          (assignment.targets.length === 0 ? (
            <Text size="sm" c="dimmed">
              Choose the classes (in Publish) to give a student extra time.
            </Text>
          ) : (
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label="Find a student"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  w={{ base: '100%', xs: 260 }}
                />
                <NumberInput
                  label="Extra minutes"
                  min={1}
                  max={ASSIGNMENT_LIMITS.extraMinutesMax}
                  value={minutes ?? ''}
                  onChange={(value) => setMinutes(wholeOrNull(value))}
                  w={140}
                />
              </Group>
              {students.data && debounced && (
                <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Matching students">
                  {students.data.content.length === 0 && (
                    <Text size="sm" c="dimmed" component="li">
                      No student of these classes matches.
                    </Text>
                  )}
                  {students.data.content.map((student) => (
                    <Group key={student.candidateId} component="li" justify="space-between" gap="xs">
                      <Text size="sm">
                        {student.name}
                        {student.studentClass &&
                          ` · ${targetLabel({ studentClass: student.studentClass, section: student.section })}`}
                        {student.extraMinutes ? ` · ${student.extraMinutes} extra minutes now` : ''}
                      </Text>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!minutes}
                        aria-label={`Give ${student.name} ${minutes ?? 0} extra minutes`}
                        onClick={() => minutes && set(student.candidateId, minutes, student.name)}
                      >
                        Give {minutes ?? 0} minutes
                      </Button>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
