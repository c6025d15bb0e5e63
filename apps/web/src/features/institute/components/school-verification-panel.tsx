import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  formatDate,
  type SchoolVerification,
  type SchoolVerificationState,
  VERIFICATION_EVIDENCE_LABELS,
  verificationRequestBodySchema,
} from '@noticeboard/shared';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError, messageOf } from '../../../lib/api-error';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useRequestVerification, useSchoolVerification } from '../api/school-verification';

interface Values {
  udiseCode: string;
  affiliationNumber: string;
  note: string;
}

const toBody = (values: Values) => ({
  udiseCode: blankToUndefined(values.udiseCode),
  affiliationNumber: blankToUndefined(values.affiliationNumber),
  note: blankToUndefined(values.note),
});

const STATUS: Record<SchoolVerificationState, { label: string; color: string }> = {
  NONE: { label: 'Not verified', color: 'gray' },
  PENDING: { label: 'Waiting for our check', color: 'blue' },
  VERIFIED: { label: 'Verified', color: 'teal' },
  REJECTED: { label: 'Not verified', color: 'orange' },
};

/** The UDISE code and affiliation number, checked with the API's own schema. */
export function VerificationRequestForm({
  saved,
  onDone,
  onCancel,
}: {
  saved: SchoolVerification;
  onDone: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const request = useRequestVerification();
  const form = useForm<Values>({
    initialValues: {
      udiseCode: saved.udiseCode ?? '',
      affiliationNumber: saved.affiliationNumber ?? '',
      note: saved.note ?? '',
    },
    validate: zodResolver(verificationRequestBodySchema, toBody),
  });
  const submit = form.onSubmit((values) =>
    request.mutate(verificationRequestBodySchema.parse(toBody(values)), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Sent. We will check your details and let you know.' });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Request verification">
      <Stack gap="sm" maw={520}>
        <TextInput
          label="UDISE code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={15}
          description="11 digits, as on UDISE+ (udiseplus.gov.in)"
          {...form.getInputProps('udiseCode')}
        />
        <TextInput
          label="Board affiliation number"
          autoComplete="off"
          maxLength={30}
          description="If you have no UDISE code: the number your board (CBSE, CISCE, state board) gave your school"
          {...form.getInputProps('affiliationNumber')}
        />
        <Textarea
          label="Note for the Noticeboard team (optional)"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <Group gap="sm">
          <Button type="submit" loading={request.isPending}>
            Request verification
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function Evidence({ verification }: { verification: SchoolVerification }) {
  const sent = [
    verification.udiseCode ? `UDISE code ${verification.udiseCode}` : null,
    verification.affiliationNumber ? `affiliation number ${verification.affiliationNumber}` : null,
  ].filter(Boolean);
  if (sent.length === 0) return null;
  return (
    <Text size="sm">
      You sent: {sent.join(' and ')}
      {verification.requestedAt ? ` on ${formatDate(verification.requestedAt)}` : ''}.
    </Text>
  );
}

/** What the school reads in each state, and what it can do next. */
function VerificationState({ verification }: { verification: SchoolVerification }) {
  const [editing, setEditing] = useState(false);
  const { status } = verification;
  if (status === 'VERIFIED') {
    return (
      <Stack gap={4}>
        <Text size="sm">
          Noticeboard checked your {VERIFICATION_EVIDENCE_LABELS[verification.verifiedWith ?? 'UDISE']} on{' '}
          {formatDate(verification.verifiedAt)}. Your public page shows the Verified badge.
        </Text>
        <Text size="sm" c="dimmed">
          If your school’s details change,{' '}
          <Anchor component={Link} to="/submission-contact-us" inherit>
            write to us
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  if (status === 'NONE') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Parents and other schools see a Verified badge on your page once the Noticeboard team has checked that your
          school is real. Send your UDISE code (or your board affiliation number) and we will check it against the
          UDISE+ directory or your board’s list.
        </Text>
        {editing ? (
          <VerificationRequestForm
            saved={verification}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Button onClick={() => setEditing(true)}>Request verification</Button>
        )}
      </Stack>
    );
  }
  if (editing) {
    return (
      <VerificationRequestForm
        saved={verification}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      {status === 'REJECTED' && (
        <Alert color="orange" title="We could not verify your school" role="status" w="100%">
          {verification.decisionNote ?? 'Please check your details and send them again.'}
        </Alert>
      )}
      {status === 'PENDING' && (
        <Text size="sm">
          Thank you. The Noticeboard team will check your details and your page will show the Verified badge once they
          match.
        </Text>
      )}
      <Evidence verification={verification} />
      <Button variant="light" onClick={() => setEditing(true)}>
        {status === 'REJECTED' ? 'Correct and send again' : 'Change details'}
      </Button>
    </Stack>
  );
}

/** Shown to the school on its own page: ask Noticeboard to verify it, and follow the answer. */
export function SchoolVerificationPanel() {
  const verification = useSchoolVerification();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="school-verification-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="school-verification-title">
            <Group gap={6} component="span">
              <IconRosetteDiscountCheck size={20} aria-hidden />
              Verification
            </Group>
          </Title>
          {verification.data && (
            <Badge color={STATUS[verification.data.status].color} variant="light">
              {STATUS[verification.data.status].label}
            </Badge>
          )}
        </Group>
        {verification.isPending && (
          <Center role="status" aria-label="Loading verification">
            <Loader size="sm" />
          </Center>
        )}
        {verification.isError && (
          <Alert color="red" role="alert">
            {messageOf(verification.error)}
          </Alert>
        )}
        {verification.data && <VerificationState verification={verification.data} />}
      </Stack>
    </Paper>
  );
}
