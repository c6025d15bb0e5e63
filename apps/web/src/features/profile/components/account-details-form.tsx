import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AccountDetails, individualUpdateBodySchema, type UserDetails } from '@noticeboard/shared';
import { IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useAccountDetails, useUpdateAccountDetails } from '../api/account-details';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function DetailsForm({
  details,
  schoolMember,
  onDone,
}: {
  details: AccountDetails;
  schoolMember: boolean;
  onDone: () => void;
}) {
  const update = useUpdateAccountDetails();
  const toBody = (values: { name: string; phone: string; dateOfBirth: string }) => ({
    ...(schoolMember ? {} : { name: values.name.trim() }),
    phone: orNull(values.phone),
    dateOfBirth: orNull(values.dateOfBirth),
  });
  const form = useForm({
    initialValues: { name: details.name, phone: details.phone ?? '', dateOfBirth: details.dateOfBirth ?? '' },
    validate: zodResolver(individualUpdateBodySchema, toBody),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Account details saved.' });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Account details">
      <Stack gap="sm">
        <TextInput
          label="Name"
          disabled={schoolMember}
          description={schoolMember ? 'Your school keeps your name; ask the school to change it.' : undefined}
          {...form.getInputProps('name')}
        />
        <TextInput label="Email" value={details.email} disabled readOnly />
        <TextInput label="Mobile number" placeholder="+91…" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Date of birth" type="date" {...form.getInputProps('dateOfBirth')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/individual/update` from one's own profile: an individual's (or a school's staff member's) account details. */
export function AccountDetailsButton({ user }: { user: UserDetails }) {
  const [open, setOpen] = useState(false);
  const details = useAccountDetails(open);
  if (user.type !== 'INDIVIDUAL') return null;
  return (
    <>
      <Button variant="default" leftSection={<IconUserEdit size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Account details
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Account details">
        {details.data ? (
          <DetailsForm details={details.data} schoolMember={user.instituteId !== null} onDone={() => setOpen(false)} />
        ) : details.isError ? (
          messageOf(details.error)
        ) : (
          <Loader size="sm" aria-label="Loading account details" />
        )}
      </Modal>
    </>
  );
}
