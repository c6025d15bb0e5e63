import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordSchema } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error';
import { issuesToErrors, serverFieldErrors } from '../../../lib/zod-form';
import { PasswordChecklist } from './password-checklist';

export interface NewPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

interface NewPasswordFormProps {
  /** Ask for the current password too (change, not reset). */
  withCurrent?: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: NewPasswordValues, reset: () => void) => void;
  children?: ReactNode;
}

function validate(withCurrent: boolean) {
  return (values: NewPasswordValues) => {
    const errors = issuesToErrors(passwordSchema.safeParse(values.newPassword).error?.issues ?? []);
    const result: Record<string, ReactNode> = {};
    if (errors['']) result.newPassword = errors[''];
    if (values.confirm !== values.newPassword) result.confirm = 'Passwords do not match';
    if (withCurrent && !values.currentPassword) result.currentPassword = 'Enter your current password';
    return result;
  };
}

/** New password with confirmation and the strength checklist; shared by reset and change. */
export function NewPasswordForm({
  withCurrent = false,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: validate(withCurrent),
  });
  const apiErrors = isApiError(error) ? serverFieldErrors(error) : {};
  const fieldError = (name: keyof NewPasswordValues) =>
    form.errors[name] ?? (name === 'newPassword' ? (apiErrors.newPassword ?? apiErrors.password) : apiErrors[name]);

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form.reset))} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {withCurrent && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
            error={fieldError('currentPassword')}
          />
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          aria-describedby="new-password-rules"
          {...form.getInputProps('newPassword')}
          error={fieldError('newPassword')}
        />
        <PasswordChecklist value={form.values.newPassword} id="new-password-rules" />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        {children}
        <Button type="submit" loading={pending} size="md" fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
