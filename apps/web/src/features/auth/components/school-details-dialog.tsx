import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AccountDetails, instituteUpdateBodySchema } from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useSchoolDetails, useUpdateSchoolDetails } from '../api/school-details';
import { AddressFields } from './address-fields';

interface SchoolDetailsValues {
  name: string;
  phone: string;
  address: { line1: string; countryCode: string; stateCode: string; city: string; pincode: string };
}

const toBody = (values: SchoolDetailsValues) => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  address: { ...values.address, line1: values.address.line1.trim(), pincode: values.address.pincode.trim() },
});

function SchoolDetailsForm({ details, onDone }: { details: AccountDetails; onDone: () => void }) {
  const update = useUpdateSchoolDetails();
  const form = useForm<SchoolDetailsValues>({
    initialValues: {
      name: details.name,
      phone: details.phone ?? '',
      address: details.address ?? { line1: '', countryCode: '', stateCode: '', city: '', pincode: '' },
    },
    validate: zodResolver(instituteUpdateBodySchema, toBody),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'School details saved.' });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="School details">
      <Stack gap="sm">
        <TextInput label="School name" autoComplete="organization" required {...form.getInputProps('name')} />
        <TextInput label="Login email" value={details.email} disabled readOnly />
        <TextInput label="Contact number" type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
        <AddressFields form={form} />
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

/** The dialog with the form, loaded when the school opens it (the address selects weigh more than the page). */
export default function SchoolDetailsDialog({ onClose }: { onClose: () => void }) {
  const details = useSchoolDetails();
  return (
    <Modal opened onClose={onClose} title="School details" size="lg">
      {details.data ? (
        <SchoolDetailsForm details={details.data} onDone={onClose} />
      ) : details.isError ? (
        messageOf(details.error)
      ) : (
        <Loader size="sm" aria-label="Loading school details" />
      )}
    </Modal>
  );
}
