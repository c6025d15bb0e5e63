import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  JOIN_LINK_DEFAULT_DAYS,
  JOIN_LINK_MAX_DAYS,
  JOIN_LINK_MAX_USES,
  type JoinLinkRole,
  SECTION_TYPES,
  type SectionType,
  STUDENT_CLASS_INFO,
  type StudentClass,
} from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/zod-form';
import { useClassList, useCreateJoinLink } from '../api/join-links';

interface Values {
  studentClass: string | null;
  section: string | null;
  needsApproval: boolean;
  expiresInDays: number | string;
  maxUses: number | string;
}

const WHOLE_CLASS = 'ALL';

/** Makes a link for students of one class (and optionally section) or for teachers. */
export function NewJoinLinkModal({
  audience: role,
  opened,
  onClose,
}: {
  audience: JoinLinkRole;
  opened: boolean;
  onClose: () => void;
}) {
  const students = role === 'CANDIDATE';
  const classes = useClassList(opened);
  const create = useCreateJoinLink();
  const form = useForm<Values>({
    initialValues: {
      studentClass: null,
      section: WHOLE_CLASS,
      needsApproval: true,
      expiresInDays: JOIN_LINK_DEFAULT_DAYS,
      maxUses: '',
    },
    validate: {
      studentClass: (value) => (students && !value ? 'Choose the class this link is for' : null),
      expiresInDays: (value) =>
        typeof value === 'number' && value >= 1 && value <= JOIN_LINK_MAX_DAYS
          ? null
          : `Between 1 and ${JOIN_LINK_MAX_DAYS} days`,
      maxUses: (value) =>
        value === '' || (typeof value === 'number' && value >= 1 && value <= JOIN_LINK_MAX_USES)
          ? null
          : `Between 1 and ${JOIN_LINK_MAX_USES}, or empty for no limit`,
    },
  });
  const chosen = classes.data?.find((entry) => entry.studentClass === form.values.studentClass);

  const submit = form.onSubmit((values) => {
    const section = values.section && values.section !== WHOLE_CLASS ? (values.section as SectionType) : null;
    create.mutate(
      {
        role,
        studentClass: students ? (values.studentClass as StudentClass) : null,
        section: students ? section : null,
        needsApproval: values.needsApproval,
        expiresInDays: Number(values.expiresInDays),
        maxUses: values.maxUses === '' ? null : Number(values.maxUses),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Join link made. Copy it from the list to share it.' });
          form.reset();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverFieldErrors(error));
          notifications.show({ color: 'red', message: messageOf(error) });
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={students ? 'New join link for students' : 'New join link for teachers'}
    >
      <form onSubmit={submit} noValidate aria-label="New join link">
        <Stack gap="md">
          {students && (
            <>
              <Select
                label="Class"
                required
                placeholder={classes.isPending ? 'Loading classes…' : 'Choose a class'}
                data={(classes.data ?? []).map((entry) => ({ value: entry.studentClass, label: entry.label }))}
                nothingFoundMessage="Add the classes your school runs first (Curriculum)"
                {...form.getInputProps('studentClass')}
                onChange={(value) => {
                  form.setFieldValue('studentClass', value);
                  form.setFieldValue('section', WHOLE_CLASS);
                }}
              />
              <Select
                label="Section"
                disabled={!chosen}
                allowDeselect={false}
                data={[
                  { value: WHOLE_CLASS, label: 'Choose later (no section)' },
                  ...SECTION_TYPES.filter((section) => section !== 'NA' && chosen?.sectionTypes.includes(section)).map(
                    (section) => ({ value: section, label: `Section ${section}` }),
                  ),
                ]}
                {...form.getInputProps('section')}
              />
            </>
          )}
          <Switch
            label="The school approves each person before they join"
            description={
              form.values.needsApproval
                ? 'Requests wait below until you approve or decline them.'
                : 'People join at once, using a seat each.'
            }
            {...form.getInputProps('needsApproval', { type: 'checkbox' })}
          />
          <NumberInput
            label="Works for (days)"
            min={1}
            max={JOIN_LINK_MAX_DAYS}
            allowDecimal={false}
            required
            {...form.getInputProps('expiresInDays')}
          />
          <NumberInput
            label="Most people who may use it (optional)"
            min={1}
            max={JOIN_LINK_MAX_USES}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          {students && form.values.studentClass && (
            <Text size="sm" c="dimmed">
              For {STUDENT_CLASS_INFO[form.values.studentClass as StudentClass].label}. Students under 18 give a
              parent's email; the parent is asked to agree, as when you add a child yourself.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Make link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
