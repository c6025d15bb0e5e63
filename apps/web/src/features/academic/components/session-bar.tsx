import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACADEMIC_SESSION_FROM_YEAR,
  academicSessionLabel,
  academicSessionYears,
  formatDate,
} from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useCreateSession, useMakeSessionCurrent, useSessions } from '../api/sessions';
import { FirstSessionPrompt } from './first-session-prompt';

interface SessionBarProps {
  sessionId: string | null;
  onChange: (sessionId: string) => void;
}

/** Picks the academic session shown, adds a session and makes one current. */
export function SessionBar({ sessionId, onChange }: SessionBarProps) {
  const sessions = useSessions();
  const create = useCreateSession();
  const makeCurrent = useMakeSessionCurrent();
  const [newYear, setNewYear] = useState<string | null>(null);
  const list = sessions.data ?? [];
  const selected = list.find((session) => session.id === sessionId);
  const taken = new Set(list.map((session) => session.startYear));
  const freeYears = academicSessionYears(ACADEMIC_SESSION_FROM_YEAR)
    .filter((year) => !taken.has(year))
    .reverse()
    .map((year) => ({ value: String(year), label: academicSessionLabel(year) }));
  const fail = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

  if (sessions.isSuccess && list.length === 0) return <FirstSessionPrompt onCreated={onChange} />;

  const add = () => {
    if (!newYear) return;
    create.mutate(Number(newYear), {
      onSuccess: (session) => {
        notifications.show({ color: 'teal', message: `Session ${session.label} added.` });
        setNewYear(null);
        onChange(session.id);
      },
      onError: fail,
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Academic session"
            data={list.map((session) => ({ value: session.id, label: session.label }))}
            value={sessionId}
            onChange={(value) => value && onChange(value)}
            allowDeselect={false}
            w={180}
          />
          {selected?.isCurrent && (
            <Badge color="teal" variant="light" mb={8}>
              Current session
            </Badge>
          )}
          {selected && !selected.isCurrent && (
            <Button
              variant="light"
              loading={makeCurrent.isPending}
              onClick={() =>
                makeCurrent.mutate(selected.id, {
                  onSuccess: () => notifications.show({ color: 'teal', message: `${selected.label} is now current.` }),
                  onError: fail,
                })
              }
            >
              Make current
            </Button>
          )}
        </Group>
        {freeYears.length > 0 && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="New session"
              placeholder="Choose a year"
              data={freeYears}
              value={newYear}
              onChange={setNewYear}
              w={180}
            />
            <Button variant="default" onClick={add} disabled={!newYear} loading={create.isPending}>
              Add session
            </Button>
          </Group>
        )}
        {selected && (
          <Text size="xs" c="dimmed">
            Plans in {selected.label} may run from {formatDate(selected.startsOn)} to {formatDate(selected.endsOn)}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
