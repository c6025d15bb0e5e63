import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  JOIN_LINK_MESSAGES,
  type JoinLinkPreview,
  type JoinRegistrationBody,
  type JoinRegistrationResult,
  joinRegistrationBodySchema,
} from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { issuesToErrors, serverFieldErrors } from '../../../lib/zod-form';
import { isUnder18 } from '../age';
import { useJoinRegistration } from '../api/join-links';

export interface RegistrationSlots {
  /** The sign-up forms' password rules, live under the field. */
  passwordRules?: (value: string, id: string) => ReactNode;
  /** The sign-up forms' "I accept the privacy policy and the safety advisory" box. */
  policyCheckbox?: (props: {
    checked: boolean;
    onChange: (event: { currentTarget: { checked: boolean } }) => void;
    error?: ReactNode;
  }) => ReactNode;
}

interface Values {
  name: string;
  email: string;
  dateOfBirth: string;
  parentName: string;
  parentEmail: string;
  password: string;
  acceptsPolicies: boolean;
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** The person's details for a join link: students give their date of birth, a child a parent's email too. */
export function RegistrationForm({
  slug,
  link,
  slots,
  onDone,
}: {
  slug: string;
  link: JoinLinkPreview;
  slots: RegistrationSlots;
  onDone: (result: JoinRegistrationResult, email: string) => void;
}) {
  const student = link.role === 'CANDIDATE';
  const register = useJoinRegistration(slug);
  const form = useForm<Values>({
    initialValues: {
      name: '',
      email: '',
      dateOfBirth: '',
      parentName: '',
      parentEmail: '',
      password: '',
      acceptsPolicies: false,
    },
  });
  const child = student && isUnder18(form.values.dateOfBirth);

  const toBody = (values: Values) => ({
    name: values.name,
    email: values.email,
    password: values.password,
    dateOfBirth: student ? blank(values.dateOfBirth) : undefined,
    parentName: child ? blank(values.parentName) : undefined,
    parentEmail: child ? blank(values.parentEmail) : undefined,
    acceptsPolicies: values.acceptsPolicies,
  });

  const submit = form.onSubmit((values) => {
    const parsed = joinRegistrationBodySchema.safeParse(toBody(values));
    const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (student && !values.dateOfBirth) errors.dateOfBirth = 'Enter your date of birth';
    if (child && !values.parentEmail.trim()) errors.parentEmail = JOIN_LINK_MESSAGES.parentNeeded;
    if (!parsed.success || Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const body: JoinRegistrationBody = parsed.data;
    register.mutate(body, {
      onSuccess: (result) => onDone(result, body.email),
      onError: (error) => isApiError(error) && form.setErrors(serverFieldErrors(error)),
    });
  });

  const policy = form.getInputProps('acceptsPolicies', { type: 'checkbox' });
  return (
    <form onSubmit={submit} noValidate aria-label="Join your school">
      <Stack gap="md">
        <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        {student && (
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            required
            description="We ask a parent to agree for anyone under 18."
            {...form.getInputProps('dateOfBirth')}
          />
        )}
        {child && (
          <>
            <TextInput label="Parent or guardian's name" autoComplete="off" {...form.getInputProps('parentName')} />
            <TextInput
              label="Parent or guardian's email"
              type="email"
              autoComplete="off"
              required
              description="We email them to ask if they agree."
              {...form.getInputProps('parentEmail')}
            />
          </>
        )}
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          aria-describedby="join-password-rules"
          {...form.getInputProps('password')}
        />
        {slots.passwordRules?.(form.values.password, 'join-password-rules')}
        {slots.policyCheckbox?.({
          checked: form.values.acceptsPolicies,
          onChange: (event) => form.setFieldValue('acceptsPolicies', event.currentTarget.checked),
          error: policy.error,
        })}
        {register.isError && !hasErrorCode(register.error, 'VALIDATION_FAILED') && (
          <Alert color="red" title="Could not send your details" role="alert">
            {messageOf(register.error)}
          </Alert>
        )}
        <Button type="submit" loading={register.isPending} size="md" fullWidth>
          {link.needsApproval ? 'Ask to join' : 'Join'}
        </Button>
      </Stack>
    </form>
  );
}
