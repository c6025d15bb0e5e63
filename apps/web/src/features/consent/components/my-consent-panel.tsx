import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../../lib/api-error';
import { useMyConsentChoices, useSetMyConsentChoice } from '../api/my-consent-choices';
import { ConsentChoicesList } from './consent-choices-list';

/** "What you allow": the consent ledger's purposes for the signed-in person (a child reads what their parent chose). */
export function MyConsentPanel() {
  const choices = useMyConsentChoices();
  const save = useSetMyConsentChoice();
  const data = choices.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-consent-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-consent-title">
          What you allow
        </Title>
        {choices.isPending && <Loader size="sm" aria-label="Loading your choices" />}
        {choices.isError && (
          <Alert color="red" role="alert">
            {messageOf(choices.error)}
          </Alert>
        )}
        {data && (
          <>
            <Text size="sm">
              {data.decidedBy === 'PARENT'
                ? 'Because you are under 18, your parent decides these with your school. To change one, ask them: they can do it from the link in the school’s email.'
                : 'Each switch takes effect at once. Switching one off stops that use of your data from now on.'}
            </Text>
            <ConsentChoicesList
              choices={data.choices}
              editable={data.decidedBy === 'SELF'}
              pending={save.isPending ? (save.variables?.purpose ?? null) : null}
              onChange={(purpose, granted) => save.mutate({ purpose, granted })}
            />
            {save.isError && (
              <Alert color="red" role="alert">
                {messageOf(save.error)}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
