import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addCandidateBodySchema } from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useAddCandidate } from '../api/add-candidate';
import { CLASS_OPTIONS, SECTION_OPTIONS } from '../labels';
import { SeatLimitDialog, seatLimitOfError } from './seat-limit-dialog';

const EMPTY = {
  name: '',
  email: '',
  studentClass: '',
  section: 'NA',
  rollNumber: '',
  dateOfBirth: '',
  parentName: '',
  parentEmail: '',
};
type Values = typeof EMPTY;

const toBody = (values: Values) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  studentClass: values.studentClass,
  section: values.section,
  rollNumber: blankToUndefined(values.rollNumber),
  dateOfBirth: blankToUndefined(values.dateOfBirth),
  parentName: blankToUndefined(values.parentName),
  parentEmail: blankToUndefined(values.parentEmail),
});

/** Adds one student; they get an email to set a password, and a minor's parent is asked for consent. */
export function AddCandidateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddCandidate();
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodResolver(addCandidateBodySchema, toBody) });
  // Past the paid seats the form steps aside for the seat dialog, and comes back as typed after "Not now".
  const seatLimit = opened ? seatLimitOfError(add.error) : null;
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    add.mutate(addCandidateBodySchema.parse(toBody(values)), {
      onSuccess: (student) => {
        notifications.show({
          color: 'teal',
          message: `${student.name} was added and emailed a link to set a password.`,
        });
        close();
      },
      onError: (error) => {
        if (seatLimitOfError(error)) return;
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    });
  });

  return (
    <>
      <SeatLimitDialog limit={seatLimit} onClose={() => add.reset()} />
      <Modal opened={opened && !seatLimit} onClose={close} title="Add a student" centered>
        <form onSubmit={submit} noValidate aria-label="Add a student">
          <Stack gap="sm">
            <TextInput label="Full name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <SimpleGrid cols={2}>
              <Select label="Class" required data={CLASS_OPTIONS} {...form.getInputProps('studentClass')} />
              <Select label="Section" required data={SECTION_OPTIONS} {...form.getInputProps('section')} />
              <TextInput label="Roll number" {...form.getInputProps('rollNumber')} />
              <TextInput label="Date of birth" type="date" {...form.getInputProps('dateOfBirth')} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Under 18: give a parent's email and they will be asked for consent.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Parent name" {...form.getInputProps('parentName')} />
              <TextInput label="Parent email" type="email" {...form.getInputProps('parentEmail')} />
            </SimpleGrid>
            <Button type="submit" loading={add.isPending}>
              Add student
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
