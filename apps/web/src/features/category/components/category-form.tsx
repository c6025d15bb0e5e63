import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { categoryBodySchema } from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useCreateCategory, useRenameCategory } from '../api/categories';

interface CategoryFormProps {
  /** Renames this category when given; adds a new one otherwise. */
  renaming?: { id: string; name: string };
  onDone?: () => void;
}

/** One-field form to add or rename a category. */
export function CategoryForm({ renaming, onDone }: CategoryFormProps) {
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const form = useForm({ initialValues: { name: renaming?.name ?? '' }, validate: zodResolver(categoryBodySchema) });
  const label = renaming ? 'New name' : 'Category name';

  const submit = form.onSubmit(({ name }) => {
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: renaming ? 'Category renamed.' : `“${name.trim()}” was added.` });
        form.reset();
        onDone?.();
      },
      onError: (error: unknown) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        else notifications.show({ color: 'red', message: messageOf(error) });
      },
    };
    if (renaming) rename.mutate({ id: renaming.id, name: name.trim() }, handlers);
    else create.mutate({ name: name.trim() }, handlers);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={renaming ? `Rename ${renaming.name}` : 'Add a category'}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          placeholder="e.g. Science Club"
          maxLength={40}
          style={{ flex: '1 1 220px' }}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Button type="submit" mt={25} loading={create.isPending || rename.isPending}>
          {renaming ? 'Save' : 'Add'}
        </Button>
      </Group>
    </form>
  );
}
