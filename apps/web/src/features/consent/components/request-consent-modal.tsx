import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { classSectionLabel, requestConsentBodySchema } from '@noticeboard/shared';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useStudents } from '../api/list-students';
import { useRequestConsent } from '../api/request-consent';

interface Values {
  studentId: string;
  parentName: string;
  parentEmail: string;
}

/** Picks a student and emails their parent a consent link. */
export function RequestConsentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The chosen student stays an option while the search text shows its label.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const students = useStudents(debounced === chosen?.label ? '' : debounced);
  const send = useRequestConsent();
  const form = useForm<Values>({
    initialValues: { studentId: '', parentName: '', parentEmail: '' },
    validate: zodResolver(requestConsentBodySchema),
  });
  const found = (students.data?.content ?? []).map((student) => ({
    value: student.id,
    label: `${student.name} (${classSectionLabel(student.studentClass, student.section)})`,
  }));
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;

  const close = () => {
    form.reset();
    send.reset();
    setChosen(null);
    setSearch('');
    onClose();
  };
  const submit = form.onSubmit((values) =>
    send.mutate(requestConsentBodySchema.parse(values), {
      onSuccess: (consent) => {
        notifications.show({ color: 'teal', message: `A consent link was sent to ${consent.parentName}.` });
        close();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Ask a parent for consent" centered>
      <form onSubmit={submit} noValidate aria-label="Ask a parent for consent">
        <Stack gap="md">
          <Select
            label="Student"
            required
            searchable
            data={options}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage="No student found"
            value={form.values.studentId || null}
            error={form.errors.studentId}
            onChange={(value, option) => {
              form.setFieldValue('studentId', value ?? '');
              setChosen(value ? option : null);
            }}
          />
          <TextInput label="Parent's name" required {...form.getInputProps('parentName')} />
          <TextInput label="Parent's email" type="email" required {...form.getInputProps('parentEmail')} />
          <Button type="submit" loading={send.isPending}>
            Send consent link
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
