import { Alert, Button, Center, Divider, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateTime, isEmail, MESSAGES } from '@noticeboard/shared';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { CardPage } from '../../../components/card-page';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useParentChoices, useParentManageLink, useSetParentChoice } from '../api/parent-choices';
import { ConsentChoicesList } from './consent-choices-list';

/** `?manage=`: the link a parent asked for; the choices they made for their child, one switch each. */
export function ParentChoices({ token }: { token: string }) {
  const view = useParentChoices(token);
  const save = useSetParentChoice(token);
  if (view.isError) {
    const expired = hasErrorCode(view.error, 'LINK_EXPIRED');
    return (
      <CardPage title={expired ? 'Link expired' : 'Cannot open these choices'}>
        <Text>{expired ? `${MESSAGES.linkExpired}.` : messageOf(view.error)}</Text>
        {expired && <ParentManageLinkForm />}
      </CardPage>
    );
  }
  if (!view.data) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  const { studentFirstName, schoolName, consentGiven, choices, expiresAt } = view.data;
  const pending = save.isPending ? (save.variables?.purpose ?? null) : null;
  return (
    <CardPage title={`Your choices for ${studentFirstName}`} subtitle={schoolName}>
      <Text size="sm">
        Each switch takes effect at once: switched off, that use of {studentFirstName}’s data stops from now on, and the
        school sees that you changed it. This link works until {formatDateTime(expiresAt)}.
      </Text>
      {!consentGiven && (
        <Alert color="yellow" variant="light" role="status">
          You have not given consent for {studentFirstName}’s account, so everything below is off. {studentFirstName}{' '}
          can still sign in, read and learn.
        </Alert>
      )}
      <ConsentChoicesList
        choices={choices}
        editable
        pending={pending}
        disabledPurposes={consentGiven ? [] : choices.map((choice) => choice.purpose)}
        onChange={(purpose, granted) => save.mutate({ purpose, granted })}
      />
      {save.isError && (
        <Alert color="red" role="alert">
          {messageOf(save.error)}
        </Alert>
      )}
      <Divider />
      {consentGiven ? (
        <Stack gap={6}>
          <Text size="sm">
            Withdrawing your consent as a whole switches everything off. To delete {studentFirstName}’s account and
            data, ask the school: it deletes it for you.
          </Text>
          <Button
            variant="default"
            color="red"
            loading={pending === 'ACCOUNT'}
            onClick={() => save.mutate({ purpose: 'ACCOUNT', granted: false })}
          >
            Withdraw all consent
          </Button>
        </Stack>
      ) : (
        <Button
          leftSection={<IconCircleCheck size={18} aria-hidden />}
          loading={pending === 'ACCOUNT'}
          onClick={() => save.mutate({ purpose: 'ACCOUNT', granted: true })}
        >
          Give consent for {studentFirstName}
        </Button>
      )}
    </CardPage>
  );
}

/** A parent who answered before asks for a link to change their choices (the same reply for any address). */
export function ParentManageLinkForm() {
  const ask = useParentManageLink();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (isEmail(value.trim()) ? null : 'Enter the email address the school wrote to') },
  });
  if (ask.isSuccess) {
    return (
      <Alert color="teal" icon={<IconMailForward size={18} aria-hidden />} role="status">
        If this address gave consent for a child, a link to change your choices is on its way. It works for 7 days.
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => ask.mutate(values.email.trim()))} noValidate>
      <Stack gap="xs">
        <Text fw={500}>Already answered? Change your choices</Text>
        <Text size="sm" c="dimmed">
          We will email you a link to see and change what you allowed for your child.
        </Text>
        <TextInput label="Your email address" type="email" autoComplete="email" {...form.getInputProps('email')} />
        {ask.isError && (
          <Alert color="red" role="alert">
            {messageOf(ask.error)}
          </Alert>
        )}
        <Button type="submit" loading={ask.isPending}>
          Email me a link
        </Button>
      </Stack>
    </form>
  );
}
