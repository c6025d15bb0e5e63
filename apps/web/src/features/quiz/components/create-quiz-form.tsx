import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type CreateFacultyQuizBody,
  calendarDayOf,
  createFacultyQuizBodySchema,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { issuesToErrors } from '../../../lib/zod-form';
import { useCreateFacultyQuiz } from '../api/faculty';
import { BankQuestionPicker } from './bank-question-picker';

const CLASS_OPTIONS = STUDENT_CLASSES.map((code) => ({ value: code, label: STUDENT_CLASS_INFO[code].label }));

/** YYYY-MM-DD of a date in India, where reading days (and quiz days) start. */

/** Staff build a quiz for one class from their school's approved bank questions. */
export function CreateQuizForm({ onCreated }: { onCreated: () => void }) {
  const user = useSessionUser();
  const create = useCreateFacultyQuiz(user);
  const today = calendarDayOf(new Date());
  const [title, setTitle] = useState('');
  const [studentClass, setStudentClass] = useState<StudentClass | null>(null);
  const [timeLimitMinutes, setTimeLimit] = useState<number | string>(15);
  const [opensOn, setOpensOn] = useState(today);
  const [closesOn, setClosesOn] = useState(calendarDayOf(new Date(Date.now() + 7 * 86_400_000)));
  const [questionIds, setQuestionIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = createFacultyQuizBodySchema.safeParse({
      title,
      studentClass,
      questionIds,
      timeLimitMinutes: Number(timeLimitMinutes),
      opensOn,
      closesOn,
    } satisfies Record<keyof CreateFacultyQuizBody, unknown>);
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues) as Record<string, string>;
      if (found.questionIds) found.questionIds = QUIZ_MESSAGES.facultyQuizNeedsQuestions;
      setErrors(found);
      return;
    }
    if (parsed.data.closesOn < parsed.data.opensOn) {
      setErrors({ closesOn: 'Close on or after the opening day' });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setQuestionIds([]);
        onCreated();
      },
    });
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label="Title"
        placeholder="Water cycle check-in"
        maxLength={QUIZ_LIMITS.titleMaxChars}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Class"
          data={CLASS_OPTIONS}
          value={studentClass}
          onChange={(value) => {
            setStudentClass(value as StudentClass | null);
            setQuestionIds([]);
          }}
          error={errors.studentClass}
          required
        />
        <NumberInput
          label="Time limit (minutes)"
          min={QUIZ_LIMITS.timeLimitMinutesMin}
          max={QUIZ_LIMITS.timeLimitMinutesMax}
          value={timeLimitMinutes}
          onChange={setTimeLimit}
          error={errors.timeLimitMinutes}
          required
        />
        <TextInput
          type="date"
          label="Opens on"
          value={opensOn}
          onChange={(event) => setOpensOn(event.currentTarget.value)}
          error={errors.opensOn}
          required
        />
        <TextInput
          type="date"
          label="Closes on"
          value={closesOn}
          min={opensOn}
          onChange={(event) => setClosesOn(event.currentTarget.value)}
          error={errors.closesOn}
          required
        />
      </SimpleGrid>
      <BankQuestionPicker
        studentClass={studentClass}
        chosen={questionIds}
        onChange={setQuestionIds}
        error={errors.questionIds}
      />
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(create.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={create.isPending}>
          Create quiz
        </Button>
      </Group>
    </Stack>
  );
}
