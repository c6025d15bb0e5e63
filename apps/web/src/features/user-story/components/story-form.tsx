import { Alert, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { USER_STORY_MAX_LENGTH, userStoryTextSchema } from '@noticeboard/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/zod-form';
import { useSendStory } from '../api/user-stories';

interface StoryValues {
  story: string;
  picture: File | null;
}

interface Problem {
  title: string;
  message: string;
}

const ACCEPTED_PICTURES = 'image/jpeg,image/png,image/webp';

/** The story and an optional photo, checked with the same rule as the API before anything is sent. */
export function StoryForm({ onSent }: { onSent: () => void }) {
  const send = useSendStory();
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<StoryValues>({
    initialValues: { story: '', picture: null },
    validate: {
      story: (value) => {
        const parsed = userStoryTextSchema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
    },
  });
  const length = form.values.story.trim().length;

  const submit = form.onSubmit((values) => {
    setProblem(null);
    send.mutate(
      { story: values.story.trim(), picture: values.picture },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (hasErrorCode(error, 'CONSENT_REQUIRED')) {
            setProblem({ title: 'A parent’s consent is needed', message: messageOf(error) });
          } else if (hasErrorCode(error, 'CONFLICT')) {
            setProblem({ title: 'Your earlier story is still waiting', message: messageOf(error) });
          } else if (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE')) {
            form.setFieldError('picture', messageOf(error));
          } else if (isApiError(error) && error.details.length > 0) {
            form.setErrors(serverFieldErrors(error));
          } else {
            setProblem({ title: 'Your story was not sent', message: messageOf(error) });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your Noticeboard story">
      <Stack gap="md">
        {problem && (
          <Alert color="red" title={problem.title} role="alert">
            {problem.message}
          </Alert>
        )}
        <Textarea
          label="Your story"
          description="What do you do with Noticeboard, and what has it changed for you? Between 50 and 2,000 characters."
          withAsterisk
          autosize
          minRows={6}
          maxRows={14}
          maxLength={USER_STORY_MAX_LENGTH}
          {...form.getInputProps('story')}
        />
        <Text size="xs" c="dimmed" aria-live="polite" mt={-8}>
          {length.toLocaleString('en-IN')} of {USER_STORY_MAX_LENGTH.toLocaleString('en-IN')} characters
        </Text>
        <FileInput
          label="A picture (optional)"
          description="A photo that goes with your story. We remove hidden details such as where it was taken."
          accept={ACCEPTED_PICTURES}
          clearable
          leftSection={<IconPhoto size={18} aria-hidden />}
          placeholder="Choose a photo"
          {...form.getInputProps('picture')}
        />
        <Button type="submit" size="md" loading={send.isPending} fullWidth>
          Send my story
        </Button>
      </Stack>
    </form>
  );
}
