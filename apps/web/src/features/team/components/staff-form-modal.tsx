import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addStaffBodySchema, type StaffMember, type StaffRole } from '@noticeboard/shared';
import { useEffect } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useAddStaff, useUpdateStaff } from '../api/change-staff';
import { STAFF_LABELS } from '../team-labels';

interface Values {
  name: string;
  email: string;
  phone: string;
}

interface StaffFormModalProps {
  staffRole: StaffRole;
  opened: boolean;
  /** The member being edited; null when adding. */
  editing: StaffMember | null;
  onClose: () => void;
}

const toBody = (values: Values) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: blankToUndefined(values.phone),
});

/** Adds a faculty member or admin (they get a set-password email) or edits name and phone. */
export function StaffFormModal({ staffRole: role, opened, editing, onClose }: StaffFormModalProps) {
  const add = useAddStaff(role);
  const update = useUpdateStaff(role);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '' },
    validate: zodResolver(addStaffBodySchema, toBody),
  });
  const label = STAFF_LABELS[role].one;
  const title = editing ? `Edit ${editing.name}` : `Add a ${label}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; refill only when the member changes.
  useEffect(() => {
    if (opened) form.setValues({ name: editing?.name ?? '', email: editing?.email ?? '', phone: editing?.phone ?? '' });
  }, [opened, editing]);

  const close = () => {
    form.reset();
    add.reset();
    update.reset();
    onClose();
  };
  const failed = (error: unknown) => {
    if (isApiError(error)) form.setErrors(serverFieldErrors(error));
    notifications.show({ color: 'red', message: messageOf(error) });
  };
  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    if (editing) {
      update.mutate(
        { id: editing.id, body: { name: body.name, phone: body.phone ?? null } },
        {
          onSuccess: (member) => {
            notifications.show({ color: 'teal', message: `${(member as StaffMember).name} was updated.` });
            close();
          },
          onError: failed,
        },
      );
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `${body.name} was added and emailed a link to set a password.` });
        close();
      },
      onError: failed,
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required disabled={editing !== null} {...form.getInputProps('email')} />
          <TextInput label="Phone (optional)" type="tel" {...form.getInputProps('phone')} />
          <Button type="submit" loading={add.isPending || update.isPending}>
            {editing ? 'Save changes' : `Add ${label}`}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
