import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetRequestBodySchema } from '@noticeboard/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { zodResolver } from '../../../lib/zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { FormError } from './form-error';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function RequestResetForm({ instituteCustomUrl }: { instituteCustomUrl?: string }) {
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(resetRequestBodySchema) });

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} title="Check your email" role="status">
        If an account exists for {form.values.email.trim()}, we sent a link to reset its password. The link works once
        and expires soon.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit(({ email }) => request.mutate({ email: email.trim(), instituteCustomUrl }))}
      noValidate
      aria-label="Request a password reset link"
    >
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <FormError error={request.error} title="Could not send the link" />
        <Button type="submit" loading={request.isPending} size="md" fullWidth>
          Send reset link
        </Button>
        <Anchor
          component={Link}
          to={instituteCustomUrl ? `/${instituteCustomUrl}/login` : '/login'}
          size="sm"
          ta="center"
        >
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
