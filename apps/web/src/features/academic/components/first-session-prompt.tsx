import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACADEMIC_SESSION_FROM_YEAR, academicSessionLabel, academicSessionYears } from '@noticeboard/shared';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useCreateSession } from '../api/sessions';

/** The session a school is in today: Indian school years begin in April. */
export function currentSessionYear(now: Date = new Date()): number {
  const year = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  return Math.max(year, ACADEMIC_SESSION_FROM_YEAR);
}

/** Instead of an empty session picker: what a session is, with this school year ready to add. */
export function FirstSessionPrompt({ onCreated, now }: { onCreated: (sessionId: string) => void; now?: Date }) {
  const create = useCreateSession();
  const [year, setYear] = useState(String(currentSessionYear(now)));
  const years = academicSessionYears(ACADEMIC_SESSION_FROM_YEAR, now)
    .reverse()
    .map((value) => ({ value: String(value), label: academicSessionLabel(value) }));
  const add = () =>
    create.mutate(Number(year), {
      onSuccess: (session) => {
        notifications.show({ color: 'teal', message: `Session ${session.label} added. It is your current session.` });
        onCreated(session.id);
      },
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="first-session-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarPlus size={22} aria-hidden />
          <Title order={2} size="h4" id="first-session-title">
            Start your first academic session
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          A session is one school year (April to March). Your chapter plans belong to a session, so add this year’s
          first; you can add other years at any time.
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Session"
            data={years}
            value={year}
            onChange={(value) => value && setYear(value)}
            allowDeselect={false}
            w={180}
          />
          <Button onClick={add} loading={create.isPending}>
            Add session {academicSessionLabel(Number(year))}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
