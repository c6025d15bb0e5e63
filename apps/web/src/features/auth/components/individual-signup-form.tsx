import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customUrlSchema, individualSignupBodySchema } from '@noticeboard/shared';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/zod-form';
import { useIndividualSignup } from '../api/signup';
import {
  emptyIndividualValues,
  type IndividualSignupValues,
  toIndividualBody,
  validateIndividual,
} from '../signup-values';
import { useSignupSuccess } from '../use-signup-success';
import { AvailabilityHint, EMAIL_HINT, HINT_BELOW } from './availability-hint';
import { FormError } from './form-error';
import { PasswordChecklist } from './password-checklist';
import { PolicyAcceptanceCheckbox } from './policy-acceptance-checkbox';

/** Sign-up for an individual reader; phone and profile address are optional. */
export function IndividualSignupForm() {
  const signup = useIndividualSignup();
  const onSuccess = useSignupSuccess();
  const form = useForm<IndividualSignupValues>({ initialValues: emptyIndividualValues, validate: validateIndividual });
  const { customUrl, password } = form.values;

  const submit = form.onSubmit((values) => {
    signup.mutate(individualSignupBodySchema.parse(toIndividualBody(values)), {
      onSuccess,
      onError: (error) => isApiError(error) && form.setErrors(serverFieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Individual sign-up">
      <Stack gap="md">
        <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          inputWrapperOrder={HINT_BELOW}
          description={EMAIL_HINT}
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput
          label="Profile address (optional)"
          leftSection="/"
          placeholder="your-name"
          inputWrapperOrder={HINT_BELOW}
          description={
            customUrl.trim() ? (
              <AvailabilityHint
                field="customUrl"
                value={customUrl}
                valid={customUrlSchema.safeParse(customUrl).success}
              />
            ) : undefined
          }
          {...form.getInputProps('customUrl')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          aria-describedby="individual-password-rules"
          {...form.getInputProps('password')}
        />
        <PasswordChecklist value={password} id="individual-password-rules" />
        <PolicyAcceptanceCheckbox {...form.getInputProps('acceptsPolicies', { type: 'checkbox' })} />
        <FormError error={signup.error} title="Could not create the account" />
        <Button type="submit" loading={signup.isPending} size="md" fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
