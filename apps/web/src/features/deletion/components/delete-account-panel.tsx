import { Alert, Button, Paper, PasswordInput, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DELETION_REASON_LABELS,
  DELETION_REASONS,
  type DeletionReason,
  deletionRequestBodySchema,
  type UserDetails,
} from '@noticeboard/shared';
import { FetchError } from '../../../components/fetch-error';
import { isApiError } from '../../../lib/api-error';
import { setUserData } from '../../../lib/session';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useRequestDeletion } from '../api/request-deletion';

interface Values {
  reason: DeletionReason | '';
  reasonText: string;
  password: string;
  confirmName: string;
}

const toBody = (values: Values) => ({
  reason: values.reason || undefined,
  reasonText: values.reason === 'OTHER' ? blankToUndefined(values.reasonText) : undefined,
  password: values.password,
  confirmName: blankToUndefined(values.confirmName),
});

/**
 * "Delete account" (issue 20 §2): a reason from spec §9's list (Other with words), the password again, and for a
 * school account its name typed, since the whole school goes with it. Scheduling it brings up the countdown at once.
 */
export function DeleteAccountPanel({ user }: { user: UserDetails }) {
  const request = useRequestDeletion();
  const wholeSchool = user.type === 'INSTITUTE';
  const schoolName = user.instituteName ?? user.name;
  const form = useForm<Values>({
    initialValues: { reason: '', reasonText: '', password: '', confirmName: '' },
    validate: (values) => {
      const errors = zodResolver<Values>(deletionRequestBodySchema, toBody)(values);
      if (!values.reason) errors.reason = 'Choose a reason';
      if (wholeSchool && values.confirmName.trim().toLowerCase() !== schoolName.trim().toLowerCase()) {
        errors.confirmName = `Type ${schoolName} to confirm`;
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) =>
    request.mutate(deletionRequestBodySchema.parse(toBody(values)), {
      onSuccess: (status) => setUserData({ ...user, deletionScheduledFor: status.deletion?.scheduledFor ?? null }),
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
      },
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delete-account-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="delete-account-title">
              Delete account
            </Title>
            <Text size="sm" c="dimmed">
              {wholeSchool
                ? 'This deletes the whole school on Noticeboard: the school account and every student, teacher and admin account, with what they made.'
                : 'Your account and what belongs only to you will be deleted. Comments and work others rely on stay, shown as "Former member".'}{' '}
              It happens after a waiting time, shown as a countdown. Until then the account cannot be used, and you can
              cancel by signing in.
            </Text>
          </Stack>
          {wholeSchool && (
            <Alert color="red" variant="light" title="Everyone at the school loses their account">
              Students, teachers and admins of {schoolName} will not be able to use Noticeboard during the countdown,
              and their accounts are deleted with the school's.
            </Alert>
          )}
          <Radio.Group label="Why are you leaving?" withAsterisk {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {DELETION_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={DELETION_REASON_LABELS[reason]} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.reason === 'OTHER' && (
            <Textarea
              label="Tell us the reason"
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('reasonText')}
            />
          )}
          {wholeSchool && (
            <TextInput
              label={`Type the school's name to confirm: ${schoolName}`}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('confirmName')}
            />
          )}
          <PasswordInput
            label="Your password"
            description="Entered again, to be sure it is you."
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          {request.isError && !isApiError(request.error) && (
            <FetchError error={request.error} fallback="Could not schedule the deletion" />
          )}
          {request.isError && isApiError(request.error) && request.error.details.length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {request.error.message}
            </Alert>
          )}
          <Button type="submit" color="red" size="md" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
            {wholeSchool ? 'Delete the school' : 'Delete my account'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
