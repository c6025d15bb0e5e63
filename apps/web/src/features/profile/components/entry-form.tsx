import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PROFILE_LIMITS, type ProfileEntry, profileEntryBodySchema } from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { addEntry, editEntry, useProfileWrite } from '../api/edit-profile';
import type { EntrySectionText } from '../profile-sections';

interface EntryValues {
  title: string;
  organisation: string;
  startDate: string;
  endDate: string;
  description: string;
  link: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toBody = (values: EntryValues) => ({
  title: values.title.trim(),
  organisation: orNull(values.organisation),
  startDate: orNull(values.startDate),
  endDate: orNull(values.endDate),
  description: orNull(values.description),
  link: orNull(values.link),
});

/** Adds an entry to a section, or edits one (`entry`). */
export function EntryForm({
  section,
  entry,
  onDone,
}: {
  section: EntrySectionText;
  entry?: ProfileEntry;
  onDone: () => void;
}) {
  const add = useProfileWrite(addEntry);
  const edit = useProfileWrite(editEntry);
  const form = useForm<EntryValues>({
    initialValues: {
      title: entry?.title ?? '',
      organisation: entry?.organisation ?? '',
      startDate: entry?.startDate ?? '',
      endDate: entry?.endDate ?? '',
      description: entry?.description ?? '',
      link: entry?.link ?? '',
    },
    validate: zodResolver(profileEntryBodySchema, toBody),
  });
  const submit = form.onSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: entry ? 'Saved.' : 'Added to your profile.' });
        onDone();
      },
      onError: (error: unknown) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    };
    if (entry) edit.mutate({ kind: section.kind, id: entry.id, body: toBody(values) }, handlers);
    else add.mutate({ kind: section.kind, body: toBody(values) }, handlers);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={entry ? `Edit ${entry.title}` : section.addLabel}>
      <Stack gap="sm">
        <TextInput
          label={section.title}
          placeholder={section.titlePlaceholder}
          required
          maxLength={PROFILE_LIMITS.title}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={section.organisation}
          maxLength={PROFILE_LIMITS.organisation}
          {...form.getInputProps('organisation')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" label={section.startDate} miw={150} {...form.getInputProps('startDate')} />
          {section.endDate && (
            <TextInput type="date" label={section.endDate} miw={150} {...form.getInputProps('endDate')} />
          )}
        </Group>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={PROFILE_LIMITS.description}
          {...form.getInputProps('description')}
        />
        {section.kind === 'CERTIFICATION' && (
          <TextInput label="Link to the certificate" placeholder="https://…" {...form.getInputProps('link')} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {entry ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
