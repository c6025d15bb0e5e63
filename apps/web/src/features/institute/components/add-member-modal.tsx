import { Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AddMemberBody,
  addMemberBodySchema,
  type MemberRole,
  SECTION_TYPES,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
} from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { blankToUndefined, serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useAddMember } from '../api/add-member';
import { ROLE_LABELS } from '../member-labels';

interface Values {
  name: string;
  email: string;
  phone: string;
  studentClass: string;
  section: string;
}

const CLASS_OPTIONS = STUDENT_CLASSES.map((code) => ({ value: code, label: STUDENT_CLASS_INFO[code].label }));
const SECTION_OPTIONS = SECTION_TYPES.map((code) => ({ value: code, label: code === 'NA' ? 'No section' : code }));

function toBody(role: MemberRole, values: Values) {
  const base = { name: values.name.trim(), email: values.email.trim() };
  if (role === 'CANDIDATE') return { role, ...base, studentClass: values.studentClass, section: values.section };
  return { role, ...base, phone: blankToUndefined(values.phone) };
}

interface AddMemberModalProps {
  memberRole: MemberRole;
  opened: boolean;
  onClose: () => void;
}

/** Adds a faculty member, admin or student; they get an email to set their password. */
export function AddMemberModal({ memberRole: role, opened, onClose }: AddMemberModalProps) {
  const add = useAddMember();
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '', studentClass: '', section: 'NA' },
    validate: zodResolver(addMemberBodySchema, (values: Values) => toBody(role, values)),
  });
  const label = ROLE_LABELS[role].one;

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const body: AddMemberBody = addMemberBodySchema.parse(toBody(role, values));
    add.mutate(body, {
      onSuccess: (member) => {
        notifications.show({
          color: 'teal',
          message: `${member.name} was added and emailed a link to set a password.`,
        });
        close();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={`Add a ${label}`} centered>
      <form onSubmit={submit} noValidate aria-label={`Add a ${label}`}>
        <Stack gap="md">
          <TextInput label="Full name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          {role === 'CANDIDATE' ? (
            <SimpleGrid cols={2}>
              <Select label="Class" required data={CLASS_OPTIONS} {...form.getInputProps('studentClass')} />
              <Select label="Section" required data={SECTION_OPTIONS} {...form.getInputProps('section')} />
            </SimpleGrid>
          ) : (
            <TextInput label="Phone (optional)" type="tel" {...form.getInputProps('phone')} />
          )}
          <Button type="submit" loading={add.isPending}>
            Add {label}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
