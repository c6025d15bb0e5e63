import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { consentDecisionBodySchema } from '@noticeboard/shared';
import { useState } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useDecideConsent } from '../api/consent-request';

type Decision = 'GRANT' | 'DECLINE';

interface ConsentDecisionFormProps {
  token: string;
  onDecided: (status: 'GRANTED' | 'DECLINED') => void;
  onExpired: () => void;
}

/** The parent confirms their name, then grants or declines. */
export function ConsentDecisionForm({ token, onDecided, onExpired }: ConsentDecisionFormProps) {
  const decide = useDecideConsent();
  const [choice, setChoice] = useState<Decision>('GRANT');
  const form = useForm({
    initialValues: { parentName: '' },
    validate: zodResolver(consentDecisionBodySchema, (values: { parentName: string }) => ({
      token,
      decision: 'GRANT',
      ...values,
    })),
  });

  const submit = (decision: Decision) =>
    form.onSubmit((values) => {
      setChoice(decision);
      decide.mutate(
        { token, decision, parentName: values.parentName.trim() },
        {
          onSuccess: (result) => onDecided(result.status),
          onError: (error) => {
            if (hasErrorCode(error, 'LINK_EXPIRED')) onExpired();
            else if (isApiError(error)) form.setErrors(serverFieldErrors(error));
          },
        },
      );
    });

  const failed = decide.isError && isApiError(decide.error) && decide.error.details.length === 0;
  return (
    <form onSubmit={submit('GRANT')} noValidate aria-label="Your answer">
      <Stack gap="md">
        <TextInput
          label="Your name"
          description="As it appears in the email from the school"
          autoComplete="name"
          required
          {...form.getInputProps('parentName')}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(decide.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button type="submit" loading={decide.isPending && choice === 'GRANT'}>
            I give consent
          </Button>
          <Button
            variant="default"
            color="red"
            loading={decide.isPending && choice === 'DECLINE'}
            onClick={() => submit('DECLINE')()}
          >
            I do not consent
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
