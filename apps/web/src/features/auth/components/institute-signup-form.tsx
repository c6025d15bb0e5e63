import { Button, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customUrlSchema, instituteSignupBodySchema } from '@noticeboard/shared';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/zod-form';
import { useInstituteSignup } from '../api/signup';
import {
  BOARD_OPTIONS,
  emptyInstituteValues,
  type InstituteSignupValues,
  toInstituteBody,
  validateInstitute,
} from '../signup-values';
import { useSignupSuccess } from '../use-signup-success';
import { AddressFields } from './address-fields';
import { AvailabilityHint, EMAIL_HINT, HINT_BELOW } from './availability-hint';
import { FormError } from './form-error';
import { PasswordChecklist } from './password-checklist';
import { PolicyAcceptanceCheckbox } from './policy-acceptance-checkbox';

/** Sign-up for a school: checked on the client with the API's own schema before it is sent. */
export function InstituteSignupForm() {
  const signup = useInstituteSignup();
  const onSuccess = useSignupSuccess();
  const form = useForm<InstituteSignupValues>({ initialValues: emptyInstituteValues, validate: validateInstitute });
  const { customUrl, password } = form.values;

  const submit = form.onSubmit((values) => {
    signup.mutate(instituteSignupBodySchema.parse(toInstituteBody(values)), {
      onSuccess,
      onError: (error) => isApiError(error) && form.setErrors(serverFieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="School sign-up">
      <Stack gap="md">
        <TextInput label="School name" autoComplete="organization" required {...form.getInputProps('name')} />
        <TextInput
          label="School web address"
          leftSection="/"
          placeholder="greenfield-public-school"
          required
          inputWrapperOrder={HINT_BELOW}
          description={
            <AvailabilityHint
              field="customUrl"
              value={customUrl}
              valid={customUrlSchema.safeParse(customUrl).success}
            />
          }
          {...form.getInputProps('customUrl')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            inputWrapperOrder={HINT_BELOW}
            description={EMAIL_HINT}
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          aria-describedby="institute-password-rules"
          {...form.getInputProps('password')}
        />
        <PasswordChecklist value={password} id="institute-password-rules" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Board"
            placeholder="Choose a board"
            required
            data={BOARD_OPTIONS}
            {...form.getInputProps('board')}
          />
          <TextInput label="GSTIN (optional)" autoCapitalize="characters" {...form.getInputProps('gstin')} />
        </SimpleGrid>
        <AddressFields form={form} />
        <PolicyAcceptanceCheckbox {...form.getInputProps('acceptsPolicies', { type: 'checkbox' })} />
        <FormError error={signup.error} title="Could not create the account" />
        <Button type="submit" loading={signup.isPending} size="md" fullWidth>
          Create school account
        </Button>
      </Stack>
    </form>
  );
}
