import { Accordion, Anchor, Badge, Button, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ClassEntry, type ClassSection, SECTION_TYPES, type SectionType } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { sectionName } from '../academic-labels';
import { useAddSection } from '../api/classes';
import { SectionBlock } from './section-block';

interface ClassCardProps {
  entry: ClassEntry;
  /** The session chosen on the page, carried to the class plan. */
  sessionId: string | null;
  onAddSubject: (section: ClassSection) => void;
}

/** A class with its sections, folded to one line; sections can be added (NA or A-G) and removed when empty. */
export function ClassCard({ entry, sessionId, onAddSubject }: ClassCardProps) {
  const add = useAddSection();
  const [section, setSection] = useState<string | null>(null);
  const present = new Set(entry.sections.map((item) => item.section));
  const free = SECTION_TYPES.filter((code) => !present.has(code)).map((code) => ({
    value: code,
    label: sectionName(code),
  }));

  const addSection = () => {
    if (!section) return;
    add.mutate(
      { studentClass: entry.studentClass, section: section as SectionType },
      {
        onSuccess: () => setSection(null),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );
  };

  const subjectCount = entry.sections.reduce((sum, item) => sum + item.classSectionSubjectList.length, 0);

  return (
    <Accordion.Item value={entry.studentClass}>
      <Accordion.Control>
        <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
          <Text fw={600}>{entry.label}</Text>
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" color={entry.sections.length > 0 ? 'blue' : 'gray'} tt="none">
              {entry.sections.length === 0
                ? 'No sections yet'
                : `${entry.sections.length} section${entry.sections.length === 1 ? '' : 's'}`}
            </Badge>
            {subjectCount > 0 && (
              <Badge variant="light" color="grape" tt="none" visibleFrom="xs">
                {subjectCount} subjects
              </Badge>
            )}
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Anchor
            component={Link}
            to={`/curriculum/class?class=${entry.studentClass}${sessionId ? `&session=${sessionId}` : ''}`}
            size="sm"
          >
            Chapters and plan of {entry.label}
          </Anchor>
          {entry.sections.length === 0 && (
            <Text size="sm" c="dimmed">
              If your school teaches {entry.label}, add its first section below (choose “No section” if it has just
              one), then add the subjects taught in it.
            </Text>
          )}
          {entry.sections.map((item, index) => (
            <Stack key={item.id} gap="sm">
              {index > 0 && <Divider />}
              <SectionBlock section={item} onAddSubject={onAddSubject} />
            </Stack>
          ))}
          {free.length > 0 && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                aria-label={`New section for ${entry.label}`}
                placeholder="New section"
                size="xs"
                data={free}
                value={section}
                onChange={setSection}
                style={{ flex: 1 }}
              />
              <Button size="xs" variant="default" onClick={addSection} disabled={!section} loading={add.isPending}>
                Add section
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
