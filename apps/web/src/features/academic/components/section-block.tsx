import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClassSection } from '@noticeboard/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { sectionLabel, sectionName } from '../academic-labels';
import { useRemoveSection } from '../api/classes';
import { ClassSubjectRow } from './class-subject-row';

interface SectionBlockProps {
  section: ClassSection;
  onAddSubject: (section: ClassSection) => void;
}

/** A section with its student count and the subjects taught in it. */
export function SectionBlock({ section, onAddSubject }: SectionBlockProps) {
  const remove = useRemoveSection();
  const where = sectionLabel(section.studentClass, section.section);
  const removeSection = () =>
    remove.mutate(section.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `${where} removed.` }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <Stack gap="xs" component="section" aria-label={where}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {sectionName(section.section)}{' '}
          <Text span c="dimmed" size="xs">
            · {section.studentCount} student{section.studentCount === 1 ? '' : 's'}
          </Text>
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onAddSubject(section)}
            aria-label={`Add a subject to ${where}`}
          >
            Subject
          </Button>
          <Tooltip label="Remove section">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={`Remove ${where}`}
              loading={remove.isPending}
              onClick={removeSection}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {section.classSectionSubjectList.length === 0 ? (
        <Text size="xs" c="dimmed">
          No subjects yet.
        </Text>
      ) : (
        section.classSectionSubjectList.map((item) => <ClassSubjectRow key={item.id} item={item} />)
      )}
    </Stack>
  );
}
