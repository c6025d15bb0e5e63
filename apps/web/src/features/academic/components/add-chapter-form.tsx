import { Button, Group, TextInput } from '@mantine/core';
import { updateChapterBodySchema } from '@noticeboard/shared';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { type ChapterScope, useAddChapter } from '../api/chapters';

/** Adds a chapter at the end of the subject's list for the class. */
export function AddChapterForm({ scope }: { scope: ChapterScope }) {
  const add = useAddChapter();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateChapterBodySchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a title');
      return;
    }
    add.mutate(
      { ...scope, title: parsed.data.title },
      {
        onSuccess: () => {
          setTitle('');
          setError(null);
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Add a chapter">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          aria-label="New chapter title"
          placeholder="New chapter title"
          value={title}
          error={error}
          onChange={(event) => setTitle(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default" loading={add.isPending}>
          Add chapter
        </Button>
      </Group>
    </form>
  );
}
