import { Badge, Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { subjectBodySchema } from '@noticeboard/shared';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useCreateSubject, useRemoveSubject, useSubjects } from '../api/subjects';

/** The school's subjects (those taught nowhere can be removed), and a field to add one. */
export function SubjectsBar() {
  const subjects = useSubjects();
  const create = useCreateSubject();
  const remove = useRemoveSubject();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = subjectBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a name');
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (subject) => {
        notifications.show({ color: 'teal', message: `${subject.name} added.` });
        setName('');
        setError(null);
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Subjects
        </Title>
        <Group gap={6}>
          {(subjects.data ?? []).map((subject) => (
            <Badge
              key={subject.id}
              variant="light"
              color={subject.classSectionCount > 0 ? 'blue' : 'gray'}
              tt="none"
              rightSection={
                subject.classSectionCount === 0 && (
                  <CloseButton
                    size="xs"
                    aria-label={`Remove subject ${subject.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(subject.id, {
                        onError: (failure) => notifications.show({ color: 'red', message: messageOf(failure) }),
                      })
                    }
                  />
                )
              }
            >
              {subject.name}
            </Badge>
          ))}
          {subjects.data?.length === 0 && (
            <Text c="dimmed" size="sm">
              No subjects yet. Add the ones your school teaches, such as Mathematics or English; then add them to each
              section below.
            </Text>
          )}
        </Group>
        <form onSubmit={submit} aria-label="Add a subject">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              aria-label="New subject name"
              placeholder="e.g. Environmental Science"
              value={name}
              error={error}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="default" loading={create.isPending}>
              Add subject
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
