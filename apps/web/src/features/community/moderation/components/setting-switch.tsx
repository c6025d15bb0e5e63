import { Alert, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { messageOf } from '../../../../lib/api-error';
import { type CommunitySetting, useChangeSetting, useSetting } from '../api/settings';
import { errorText } from './list-states';

interface SettingSwitchProps {
  setting: CommunitySetting;
  label: string;
  /** What the switch does, in the reader's words. */
  explanation: ReactNode;
  on: string;
  off: string;
}

/** One school switch with its explanation; it flips at once and a toast says what changed. */
export function SettingSwitch({ setting, label, explanation, on, off }: SettingSwitchProps) {
  const current = useSetting(setting);
  const change = useChangeSetting(setting);
  const enabled = current.data?.enabled ?? false;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        {current.isPending ? (
          <Skeleton height={24} width={220} role="status" aria-label={`Loading ${label}`} />
        ) : current.isError ? (
          <Alert color="red" role="alert">
            {errorText(current.error)}
          </Alert>
        ) : (
          <Switch
            size="md"
            label={label}
            checked={enabled}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate(event.currentTarget.checked, {
                onSuccess: (value) => notifications.show({ color: 'teal', message: value.enabled ? on : off }),
                onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
              })
            }
            description={enabled ? 'On' : 'Off'}
          />
        )}
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
      </Stack>
    </Paper>
  );
}
