import { Accordion, Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ClassSection } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useClasses } from '../api/classes';
import { useSessions } from '../api/sessions';
import { AddSubjectModal } from '../components/add-subject-modal';
import { ClassCard } from '../components/class-card';
import { SessionBar } from '../components/session-bar';
import { SubjectsBar } from '../components/subjects-bar';

/** `/curriculum` (institute only): sessions, classes and sections, the subjects taught and their teachers. */
export default function CurriculumPage() {
  const sessions = useSessions();
  const classes = useClasses();
  const [chosen, setChosen] = useState<string | null>(null);
  const [addingTo, setAddingTo] = useState<ClassSection | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const sessionId = chosen ?? sessions.data?.find((session) => session.isCurrent)?.id ?? null;
  const noSectionsYet = classes.data?.every((group) => group.classes.every((entry) => entry.sections.length === 0));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Curriculum</Title>
        <Text c="dimmed">
          Your classes and sections, the subjects taught in each and who teaches them.{' '}
          {/* Underlined: a link inside a sentence must stand apart by more than colour (WCAG 1.4.1). */}
          <Anchor
            component={Link}
            to={`/curriculum/class${sessionId ? `?session=${sessionId}` : ''}`}
            underline="always"
          >
            Plan chapters class by class
          </Anchor>
        </Text>
      </Stack>
      <SessionBar sessionId={sessionId} onChange={setChosen} />
      <SubjectsBar />
      {classes.isPending && (
        <Center py="xl" role="status" aria-label="Loading classes">
          <Loader />
        </Center>
      )}
      {classes.isError && (
        <Alert color="red" role="alert">
          {messageOf(classes.error)}
        </Alert>
      )}
      {noSectionsYet && (
        <Alert color="blue" variant="light" title="Which classes does your school teach?">
          Open each class you teach and add its sections. Then add the subjects taught in each section and who teaches
          them.
        </Alert>
      )}
      {classes.data?.map((group) => (
        <Stack key={group.group} gap="sm" component="section" aria-labelledby={`group-${group.group}`}>
          <Title order={2} size="h3" id={`group-${group.group}`}>
            {group.label}
          </Title>
          <Accordion multiple variant="separated" radius="md" value={open} onChange={setOpen}>
            {group.classes.map((entry) => (
              <ClassCard key={entry.studentClass} entry={entry} sessionId={sessionId} onAddSubject={setAddingTo} />
            ))}
          </Accordion>
        </Stack>
      ))}
      <AddSubjectModal section={addingTo} onClose={() => setAddingTo(null)} />
    </Stack>
  );
}
