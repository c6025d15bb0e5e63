import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  acceptSuggestionBodySchema,
  BOARD_LABELS,
  BOARDS,
  DIFFICULTIES,
  QUESTION_LIMITS,
  type StudentClass,
  type suggestionSchema,
} from '@noticeboard/shared';
import type { z } from 'zod';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useSchoolSubjects, useSubjectChapters } from '../api/school-subjects';
import { useAcceptSuggestion } from '../api/suggestions';
import { CLASS_OPTIONS, difficultyLabel } from './bank-format';
import { withRequiredChoices } from './required-choices';

type Suggestion = z.infer<typeof suggestionSchema>;

interface Values {
  difficulty: string;
  board: string;
  studentClass: string;
  subjectId: string;
  chapterId: string;
  topic: string;
}

const bodyOf = (values: Values) => ({
  difficulty: values.difficulty || undefined,
  board: values.board || undefined,
  studentClass: values.studentClass || undefined,
  subjectId: values.subjectId || undefined,
  chapterId: values.chapterId || null,
  topic: values.topic.trim() || null,
});

/** "Add to bank": where the suggested question belongs (class, subject, chapter, difficulty, board), then accept. */
export function AcceptSuggestionDialog({
  suggestion,
  onClose,
}: {
  suggestion: Suggestion | null;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    initialValues: { difficulty: 'MEDIUM', board: 'CBSE', studentClass: '', subjectId: '', chapterId: '', topic: '' },
    validate: withRequiredChoices(zodResolver<Values>(acceptSuggestionBodySchema, bodyOf)),
  });
  const subjects = useSchoolSubjects();
  const { subjectId, studentClass } = form.values;
  const chapters = useSubjectChapters(subjectId || undefined, (studentClass || undefined) as StudentClass | undefined);
  const accept = useAcceptSuggestion();

  const close = () => {
    accept.reset();
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!suggestion) return;
    accept.mutate(
      { suggestionId: suggestion.id, body: acceptSuggestionBodySchema.parse(bodyOf(values)) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Added to your questions; it is waiting for review.' });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0) form.setErrors(serverFieldErrors(error));
        },
      },
    );
  });

  return (
    <Modal opened={suggestion !== null} onClose={close} title="Add to bank" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {suggestion?.stem}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Class"
              withAsterisk
              data={CLASS_OPTIONS}
              {...form.getInputProps('studentClass')}
              onChange={(value) => {
                form.setFieldValue('studentClass', value ?? '');
                form.setFieldValue('chapterId', '');
              }}
            />
            <Select
              label="Subject"
              withAsterisk
              searchable
              data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
              {...form.getInputProps('subjectId')}
              onChange={(value) => {
                form.setFieldValue('subjectId', value ?? '');
                form.setFieldValue('chapterId', '');
              }}
            />
            <Select
              label="Chapter"
              clearable
              searchable
              disabled={!subjectId || !studentClass}
              placeholder={subjectId && studentClass ? 'Optional' : 'Choose class and subject first'}
              data={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
              {...form.getInputProps('chapterId')}
            />
            <Select
              label="Difficulty"
              withAsterisk
              allowDeselect={false}
              data={DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }))}
              {...form.getInputProps('difficulty')}
            />
            <Select
              label="Board"
              withAsterisk
              allowDeselect={false}
              data={BOARDS.map((value) => ({ value, label: BOARD_LABELS[value] }))}
              {...form.getInputProps('board')}
            />
            <TextInput
              label="Topic"
              placeholder="Optional"
              maxLength={QUESTION_LIMITS.topicMaxChars}
              {...form.getInputProps('topic')}
            />
          </SimpleGrid>
          {accept.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(accept.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={accept.isPending}>
              Add to bank
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
