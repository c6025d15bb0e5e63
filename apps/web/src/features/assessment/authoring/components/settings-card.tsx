import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { ASSIGNMENT_LIMITS, STUDENT_CLASS_INFO, STUDENT_CLASSES, type StudentClass } from '@noticeboard/shared';
import { useSchoolSubjects, useSubjectChapters } from '../api/school-subjects';
import type { EditorValues } from './editor-values';
import type { FieldErrors } from './use-autosave';

interface SettingsCardProps {
  values: EditorValues;
  errors: FieldErrors;
  set: (fields: Partial<EditorValues>) => void;
  disabled?: boolean;
}

/** Title, instructions, and the class, subject and chapter it is written for (the bank picker starts there). */
export function SettingsCard({ values, errors, set, disabled }: SettingsCardProps) {
  const subjects = useSchoolSubjects();
  const chapters = useSubjectChapters(values.subjectId, values.studentClass);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="settings-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-heading">
          Details
        </Title>
        <TextInput
          label="Title"
          required
          maxLength={ASSIGNMENT_LIMITS.titleMax}
          value={values.title}
          error={errors.title}
          disabled={disabled}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <Textarea
          label="Instructions for students"
          description="Shown before they start."
          autosize
          minRows={3}
          maxLength={ASSIGNMENT_LIMITS.instructionsMax}
          value={values.instructions}
          error={errors.instructions}
          disabled={disabled}
          onChange={(event) => set({ instructions: event.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Class"
            placeholder="Any class"
            clearable
            data={STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }))}
            value={values.studentClass}
            error={errors.studentClass}
            disabled={disabled}
            onChange={(value) => set({ studentClass: value as StudentClass | null, chapterId: null })}
          />
          <Select
            label="Subject"
            placeholder={subjects.data?.length === 0 ? 'No subjects yet' : 'Any subject'}
            clearable
            data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
            value={values.subjectId}
            error={errors.subjectId}
            disabled={disabled}
            onChange={(value) => set({ subjectId: value, chapterId: null })}
          />
          <Select
            label="Chapter"
            placeholder={values.subjectId && values.studentClass ? 'Any chapter' : 'Choose a class and subject'}
            clearable
            data={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
            value={values.chapterId}
            error={errors.chapterId}
            disabled={disabled || !values.subjectId || !values.studentClass}
            onChange={(value) => set({ chapterId: value })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
