import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BankQuestion,
  BOARD_LABELS,
  BOARDS,
  type Board,
  DIFFICULTIES,
  type Difficulty,
  QUESTION_LIMITS,
  type QuestionInput,
  questionInputSchema,
  type StudentClass,
} from '@noticeboard/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useSchoolSubjects, useSubjectChapters } from '../api/school-subjects';
import { CLASS_OPTIONS, difficultyLabel, optionLetter } from './bank-format';
import { withRequiredChoices } from './required-choices';

interface Values {
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  difficulty: Difficulty | '';
  board: Board;
  studentClass: StudentClass | '';
  subjectId: string;
  chapterId: string;
  topic: string;
}

const valuesOf = (question?: BankQuestion): Values => ({
  stem: question?.stem ?? '',
  options: question?.options ?? ['', '', '', ''],
  answerIndex: question?.answerIndex ?? 0,
  explanation: question?.explanation ?? '',
  difficulty: question?.difficulty ?? '',
  board: question?.board ?? 'CBSE',
  studentClass: question?.studentClass ?? '',
  subjectId: question?.subject.id ?? '',
  chapterId: question?.chapter?.id ?? '',
  topic: question?.topic ?? '',
});

/** The form's values as the API's body: blank chapter and topic are null, unchosen selects left out. */
const bodyOf = (values: Values) => ({
  stem: values.stem,
  options: values.options,
  answerIndex: values.answerIndex,
  explanation: values.explanation,
  difficulty: values.difficulty || undefined,
  board: values.board,
  studentClass: values.studentClass || undefined,
  subjectId: values.subjectId || undefined,
  chapterId: values.chapterId || null,
  topic: values.topic.trim() || null,
});

interface QuestionFormProps {
  question?: BankQuestion;
  saving: boolean;
  submitLabel: string;
  onSubmit: (body: QuestionInput, callbacks: { onError: (error: unknown) => void }) => void;
  onCancel?: () => void;
}

/** Stem, 2–6 options with the correct one, explanation, difficulty, board, class, subject, chapter and topic. */
export function QuestionForm({ question, saving, submitLabel, onSubmit, onCancel }: QuestionFormProps) {
  const form = useForm<Values>({
    initialValues: valuesOf(question),
    validate: withRequiredChoices(zodResolver<Values>(questionInputSchema, bodyOf)),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const subjects = useSchoolSubjects();
  const { studentClass, subjectId, options } = form.values;
  const chapters = useSubjectChapters(subjectId || undefined, studentClass || undefined);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    onSubmit(questionInputSchema.parse(bodyOf(values)), {
      onError: (error) => {
        if (isApiError(error) && error.details.length > 0) form.setErrors(serverFieldErrors(error));
        setFailure(messageOf(error));
      },
    });
  });

  const removeOption = (index: number) => {
    form.removeListItem('options', index);
    const answer = form.values.answerIndex;
    if (answer === index) form.setFieldValue('answerIndex', 0);
    else if (answer > index) form.setFieldValue('answerIndex', answer - 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={question ? 'Edit question' : 'New question'}>
      <Stack gap="md">
        <Textarea
          label="Question"
          withAsterisk
          autosize
          minRows={2}
          maxLength={QUESTION_LIMITS.stemMaxChars}
          placeholder="e.g. Which gas do plants take in during photosynthesis?"
          {...form.getInputProps('stem')}
        />
        <Radio.Group
          label="Options"
          description="Mark the correct answer"
          withAsterisk
          value={String(form.values.answerIndex)}
          onChange={(value) => form.setFieldValue('answerIndex', Number(value))}
          error={form.errors.answerIndex ?? form.errors.options}
        >
          <Stack gap="xs" mt="xs">
            {options.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <Radio value={String(index)} aria-label={`Option ${optionLetter(index)} is correct`} mt={8} />
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`Option ${optionLetter(index)}`}
                  placeholder={`Option ${optionLetter(index)}`}
                  maxLength={QUESTION_LIMITS.optionMaxChars}
                  {...form.getInputProps(`options.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={4}
                  aria-label={`Remove option ${optionLetter(index)}`}
                  disabled={options.length <= QUESTION_LIMITS.optionsMin}
                  onClick={() => removeOption(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {options.length < QUESTION_LIMITS.optionsMax && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('options', '')}
            >
              Add option
            </Button>
          </Group>
        )}
        <Textarea
          label="Explanation"
          description="Shown after a student answers"
          autosize
          minRows={2}
          maxLength={QUESTION_LIMITS.explanationMaxChars}
          {...form.getInputProps('explanation')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Difficulty"
            withAsterisk
            data={DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }))}
            {...form.getInputProps('difficulty')}
          />
          <Select
            label="Board"
            withAsterisk
            data={BOARDS.map((value) => ({ value, label: BOARD_LABELS[value] }))}
            allowDeselect={false}
            {...form.getInputProps('board')}
          />
          <Select
            label="Class"
            withAsterisk
            data={CLASS_OPTIONS}
            {...form.getInputProps('studentClass')}
            onChange={(value) => {
              form.setFieldValue('studentClass', (value ?? '') as StudentClass | '');
              form.setFieldValue('chapterId', '');
            }}
          />
          <Select
            label="Subject"
            withAsterisk
            searchable
            data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
            nothingFoundMessage={subjects.isPending ? 'Loading subjects…' : 'Your school has no such subject'}
            {...form.getInputProps('subjectId')}
            onChange={(value) => {
              form.setFieldValue('subjectId', value ?? '');
              form.setFieldValue('chapterId', '');
            }}
          />
          <Select
            label="Chapter"
            searchable
            clearable
            placeholder={subjectId && studentClass ? 'Optional' : 'Choose class and subject first'}
            disabled={!subjectId || !studentClass}
            data={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
            nothingFoundMessage="No chapters for this subject and class"
            {...form.getInputProps('chapterId')}
          />
          <TextInput
            label="Topic"
            placeholder="Optional, e.g. Photosynthesis"
            maxLength={QUESTION_LIMITS.topicMaxChars}
            {...form.getInputProps('topic')}
          />
        </SimpleGrid>
        {question?.status === 'APPROVED' && (
          <Text size="sm" c="dimmed">
            Saving changes sends this question back for review.
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
