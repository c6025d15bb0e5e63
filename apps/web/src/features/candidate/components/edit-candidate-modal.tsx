import { Button, Divider, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Candidate, type SectionType, type StudentClass, updateCandidateBodySchema } from '@noticeboard/shared';
import { useEffect } from 'react';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useMoveCandidates } from '../api/move-candidates';
import { useUpdateCandidate } from '../api/update-candidate';
import { CLASS_OPTIONS, SECTION_OPTIONS } from '../labels';
import { StudentDataExport } from './student-data-export';
import { StudentDeletion } from './student-deletion';

interface Values {
  name: string;
  rollNumber: string;
  dateOfBirth: string;
  studentClass: string;
  section: string;
}

const toBody = (values: Values) => ({
  name: values.name.trim(),
  rollNumber: values.rollNumber.trim() || null,
  dateOfBirth: values.dateOfBirth || null,
});

/** Edits a student's details and moves them to another class or section. */
export function EditCandidateModal({ student, onClose }: { student: Candidate | null; onClose: () => void }) {
  const update = useUpdateCandidate();
  const move = useMoveCandidates();
  const form = useForm<Values>({
    initialValues: { name: '', rollNumber: '', dateOfBirth: '', studentClass: '', section: 'NA' },
    validate: zodResolver(updateCandidateBodySchema, toBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is refilled only when another student opens
  useEffect(() => {
    if (!student) return;
    form.setValues({
      name: student.name,
      rollNumber: student.rollNumber ?? '',
      dateOfBirth: student.dateOfBirth ?? '',
      studentClass: student.studentClass ?? '',
      section: student.section ?? 'NA',
    });
  }, [student]);

  const submit = form.onSubmit(async (values) => {
    if (!student) return;
    try {
      await update.mutateAsync({ id: student.id, body: updateCandidateBodySchema.parse(toBody(values)) });
      if (values.studentClass !== student.studentClass || values.section !== student.section) {
        await move.mutateAsync({
          ids: [student.id],
          studentClass: values.studentClass as StudentClass,
          section: values.section as SectionType,
        });
      }
      notifications.show({ color: 'teal', message: `${values.name} was updated.` });
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(serverFieldErrors(error));
      notifications.show({ color: 'red', message: messageOf(error) });
    }
  });

  return (
    <Modal opened={student !== null} onClose={onClose} title="Edit student" centered>
      <form onSubmit={submit} noValidate aria-label="Edit student">
        <Stack gap="sm">
          <TextInput label="Full name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Roll number" {...form.getInputProps('rollNumber')} />
            <TextInput label="Date of birth" type="date" {...form.getInputProps('dateOfBirth')} />
            <Select label="Class" allowDeselect={false} data={CLASS_OPTIONS} {...form.getInputProps('studentClass')} />
            <Select label="Section" allowDeselect={false} data={SECTION_OPTIONS} {...form.getInputProps('section')} />
          </SimpleGrid>
          <Button type="submit" loading={update.isPending || move.isPending}>
            Save
          </Button>
        </Stack>
      </form>
      {student ? (
        <>
          <Divider my="md" />
          <StudentDataExport studentId={student.id} studentName={student.name} />
          <Divider my="md" />
          <StudentDeletion studentId={student.id} studentName={student.name} />
        </>
      ) : null}
    </Modal>
  );
}
