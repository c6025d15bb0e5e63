import { Alert, Button, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLAB_LIMITS, type Collab, type CollabBody, collabBodySchema } from '@noticeboard/shared';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../../lib/zod-form';
import { type PostingDialogContent, postingDialogOf } from '../../api/posting-dialog';
import { CATEGORY_TABS } from '../../components/community-format';
import { PostingRefusalDialog } from '../../components/posting-dialog';
import { PostEditor } from '../../components/rich-text-editor';

interface Values {
  title: string;
  summary: string;
  goals: string;
  category: string;
  topic: string;
  startsOn: string;
  dueOn: string;
}

const valuesOf = (collab?: Collab): Values => ({
  title: collab?.title ?? '',
  summary: collab?.summary ?? '',
  goals: collab?.goals ?? '',
  category: collab?.categorySlug ?? '',
  topic: collab?.topic ?? '',
  startsOn: collab?.startsOn?.slice(0, 10) ?? '',
  dueOn: collab?.dueOn?.slice(0, 10) ?? '',
});

/** The form's values as the API's body: blank optional fields are left out. */
function bodyOf(values: Values): Record<string, string | undefined> {
  return {
    title: values.title,
    summary: values.summary,
    goals: blankToUndefined(values.goals),
    category: values.category,
    topic: blankToUndefined(values.topic),
    startsOn: blankToUndefined(values.startsOn),
    dueOn: blankToUndefined(values.dueOn),
  };
}

interface CollabFormProps {
  /** Editing this project; without it a new one is started. */
  collab?: Collab;
  saving: boolean;
  submitLabel: string;
  onSubmit: (body: CollabBody, callbacks: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/**
 * A project's title, summary (rich text), goals, category, topic and dates, checked with the API's schema.
 * A refusal to post (subscription, restriction, consent) shows the composer's dialog.
 */
export function CollabForm({ collab, saving, submitLabel, onSubmit, onCancel }: CollabFormProps) {
  const form = useForm<Values>({
    initialValues: valuesOf(collab),
    validate: zodResolver<Values>(collabBodySchema, bodyOf),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PostingDialogContent | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    onSubmit(collabBodySchema.parse(bodyOf(values)), {
      onError: (error) => {
        const dialog = postingDialogOf(error);
        if (dialog) return setRefusal(dialog);
        if (isApiError(error) && error.details.length > 0) form.setErrors(serverFieldErrors(error));
        setFailure(messageOf(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={collab ? 'Edit collab' : 'New collab'}>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          maxLength={COLLAB_LIMITS.titleMaxChars}
          placeholder="e.g. A rain garden for the school yard"
          {...form.getInputProps('title')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Summary{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <PostEditor
            label="Summary"
            initialHtml={form.values.summary}
            onChange={(html) => form.setFieldValue('summary', html)}
          />
          {form.errors.summary && (
            <Text size="xs" c="red" mt={4} role="alert">
              {form.errors.summary}
            </Text>
          )}
        </div>
        <Textarea
          label="Goals"
          description="What the team wants to achieve"
          autosize
          minRows={3}
          maxLength={COLLAB_LIMITS.goalsMaxChars}
          {...form.getInputProps('goals')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Category"
              placeholder="Choose a category"
              withAsterisk
              searchable
              data={CATEGORY_TABS.map((tab) => ({ value: tab.slug, label: tab.label }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category')}
              onChange={(value) => form.setFieldValue('category', value ?? '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Topic"
              placeholder="Optional, e.g. Water"
              maxLength={60}
              {...form.getInputProps('topic')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <TextInput label="Start date" type="date" {...form.getInputProps('startsOn')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <TextInput label="Due date" type="date" {...form.getInputProps('dueOn')} />
          </Grid.Col>
        </Grid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <PostingRefusalDialog content={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}
