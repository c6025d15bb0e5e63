/**
 * A staff member's own choice (issue 19 §2): whether their birthday appears in the school's assembly bulletin and
 * birthdays card. Off until they turn it on; students' birthdays follow their parent's consent instead.
 */
import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { messageOf } from '../../../lib/api-error';
import { useBirthdaySharing, useSaveBirthdaySharing } from '../api/birthdays';

export function BirthdaySharingPanel() {
  const sharing = useBirthdaySharing();
  const save = useSaveBirthdaySharing();
  const checked = save.isPending ? (save.variables ?? false) : (sharing.data?.shareBirthday ?? false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="birthday-sharing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="birthday-sharing-title">
          Your birthday at school
        </Title>
        {sharing.isPending && <Loader size="sm" aria-label="Loading your birthday choice" />}
        {sharing.isError && (
          <Alert color="red" role="alert">
            {messageOf(sharing.error)}
          </Alert>
        )}
        {sharing.data && (
          <>
            <Switch
              label="Show my birthday (first name only, no date or age) in the school's assembly bulletin"
              description="Colleagues and students can then send you a wish on the day. You can turn this off at any time."
              checked={checked}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.currentTarget.checked)}
            />
            {save.isError && (
              <Alert color="red" role="alert">
                {messageOf(save.error)}
              </Alert>
            )}
            {save.isSuccess && (
              <Text size="sm" c="dimmed" role="status">
                {save.data.shareBirthday
                  ? 'Your first name will appear on your birthday.'
                  : 'Your birthday will not be shown.'}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
