import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClassSectionSubject } from '@noticeboard/shared';
import { IconX } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { sectionLabel } from '../academic-labels';
import { useSetFaculty, useUnassignSubject } from '../api/class-subjects';
import { FacultySelect } from './faculty-select';

/** One subject of a section: who teaches it, and a way to stop teaching it there. */
export function ClassSubjectRow({ item }: { item: ClassSectionSubject }) {
  const setFaculty = useSetFaculty();
  const unassign = useUnassignSubject();
  const where = sectionLabel(item.studentClass, item.section);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" fw={500} style={{ flex: '0 0 38%' }} truncate>
        {item.subjectName}
      </Text>
      <FacultySelect
        aria-label={`Teacher of ${item.subjectName}, ${where}`}
        size="xs"
        value={item.faculty?.id ?? null}
        disabled={setFaculty.isPending}
        onChange={(facultyId) =>
          setFaculty.mutate(
            { id: item.id, facultyId },
            {
              onSuccess: (saved) =>
                notifications.show({
                  color: 'teal',
                  message: saved.faculty
                    ? `${saved.faculty.name} teaches ${item.subjectName} in ${where}.`
                    : `${item.subjectName} in ${where} has no teacher now.`,
                }),
              onError: fail,
            },
          )
        }
        style={{ flex: 1, minWidth: 0 }}
      />
      <Tooltip label="Remove subject">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${item.subjectName} from ${where}`}
          loading={unassign.isPending}
          onClick={() => unassign.mutate(item.id, { onError: fail })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
