import { Alert, Button, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ENQUIRY_MESSAGE_MAX,
  type EnquiryBody,
  type EnquiryCreated,
  type EnquiryKind,
  enquiryBodySchema,
  formatNumber,
} from '@noticeboard/shared';
import { useState } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useSendEnquiry } from '../api/enquiries';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryValues, enquiryInput } from './enquiry-fields';

interface EnquiryFormProps {
  kind: EnquiryKind;
  /** The accessible name of the form. */
  label: string;
  submitLabel: string;
  /** The plan or pricing page the enquiry comes from. */
  productType?: string;
  onSent: (created: EnquiryCreated) => void;
}

interface Problem {
  title: string;
  message: string;
}

/** One enquiry form (call back, contact, custom plans), checked by the same shared schema as the API. */
export function EnquiryForm({ kind, label, submitLabel, productType, onSent }: EnquiryFormProps) {
  const send = useSendEnquiry();
  const [problem, setProblem] = useState<Problem | null>(null);
  const toInput = (values: EnquiryValues) => enquiryInput(kind, values, productType);
  const form = useForm<EnquiryValues>({
    initialValues: EMPTY_ENQUIRY,
    validate: zodResolver(enquiryBodySchema, toInput),
  });
  const fields = ENQUIRY_FIELDS[kind];

  const submit = form.onSubmit((values) => {
    setProblem(null);
    // The resolver has just accepted this very input, so the parse cannot fail.
    const body: EnquiryBody = enquiryBodySchema.parse(toInput(values));
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        if (hasErrorCode(error, 'RATE_LIMITED')) {
          setProblem({ title: 'Too many enquiries', message: messageOf(error) });
        } else if (isApiError(error) && error.details.length > 0) {
          form.setErrors(serverFieldErrors(error));
        } else {
          setProblem({ title: 'Your enquiry was not sent', message: messageOf(error) });
        }
      },
    });
  });

  const text = (key: 'organisation' | 'role' | 'preferredTime', autoComplete: string) => {
    const setting = fields[key];
    return (
      setting && (
        <TextInput
          label={setting.label}
          withAsterisk={setting.required}
          autoComplete={autoComplete}
          maxLength={key === 'organisation' ? 150 : 80}
          {...form.getInputProps(key)}
        />
      )
    );
  };
  const count = (key: 'studentCount' | 'schoolCount') => {
    const setting = fields[key];
    return (
      setting && (
        <NumberInput
          label={setting.label}
          withAsterisk={setting.required}
          min={key === 'schoolCount' ? 2 : 1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          inputMode="numeric"
          {...form.getInputProps(key)}
        />
      )
    );
  };
  const message = fields.message;

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" title={problem.title} role="alert">
            {problem.message}
          </Alert>
        )}
        <TextInput label="Your name" withAsterisk autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Mobile number"
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+919876543210"
            {...form.getInputProps('phone')}
          />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        {text('organisation', 'organization')}
        {text('role', 'organization-title')}
        {(fields.studentCount || fields.schoolCount) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {count('schoolCount')}
            {count('studentCount')}
          </SimpleGrid>
        )}
        {text('preferredTime', 'off')}
        {message && (
          <Textarea
            label={message.label}
            withAsterisk={message.required}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={ENQUIRY_MESSAGE_MAX}
            description={`${form.values.message.length} / ${formatNumber(ENQUIRY_MESSAGE_MAX)} characters`}
            {...form.getInputProps('message')}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
