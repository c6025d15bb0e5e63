import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentTarget,
  RESULT_RELEASE_LABELS,
  RESULT_RELEASES,
  type ResultRelease,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  type ScheduleFrequency,
  STUDENT_CLASS_INFO,
  type StaffAssignment,
} from '@noticeboard/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { hasErrorCode, isApiError, messageOf } from '../../../../lib/api-error';
import { usePublish } from '../api/publish';
import { useTargetOptions } from '../api/target-options';
import { fromIndiaInput, targetsLabel, toIndiaInput } from './authoring-format';
import { type EditorValues, publishPartOf, wholeOrNull } from './editor-values';
import type { Autosave, FieldErrors } from './use-autosave';

interface PublishDialogProps {
  assignment: StaffAssignment;
  opened: boolean;
  values: EditorValues;
  set: (fields: Partial<EditorValues>) => void;
  autosave: Autosave;
  onClose: () => void;
  onConflict: () => void;
}

const NO_REPEAT = 'NONE';

/**
 * Which classes and sections: per class a row of chips, "All sections" or some of them (never both). Each row is a
 * fieldset named by its class, so "A" is read as "Class 8, A".
 */
function TargetsField({
  targets,
  onChange,
  error,
}: {
  targets: AssignmentTarget[];
  onChange: (targets: AssignmentTarget[]) => void;
  error: string | undefined;
}) {
  const options = useTargetOptions();
  if (!options.data) return <Skeleton h={80} radius="sm" aria-label="Loading classes" />;
  const has = (target: AssignmentTarget) =>
    targets.some((chosen) => chosen.studentClass === target.studentClass && chosen.section === target.section);
  const toggle = (target: AssignmentTarget, on: boolean) => {
    const others = targets.filter((chosen) => chosen.studentClass !== target.studentClass);
    const sameClass = targets.filter((chosen) => chosen.studentClass === target.studentClass);
    if (target.section === null) return onChange(on ? [...others, target] : others);
    const sections = sameClass.filter((chosen) => chosen.section !== null && chosen.section !== target.section);
    onChange([...others, ...sections, ...(on ? [target] : [])]);
  };
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id="targets-label">
          Classes <span aria-hidden>*</span>
        </Text>
        <Text size="sm" c="dimmed">
          {targets.length ? `Chosen: ${targetsLabel(targets)}` : 'None chosen yet'}
        </Text>
      </Group>
      {options.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your school has no classes with students yet. Add students first.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack gap={4} role="group" aria-labelledby="targets-label">
            {options.data.map((option) => {
              const whole = { studentClass: option.studentClass, section: null };
              const label = STUDENT_CLASS_INFO[option.studentClass].label;
              return (
                <Fieldset key={option.studentClass} variant="unstyled" aria-label={label} p={0}>
                  <Group gap={6} wrap="wrap" align="center">
                    <Text size="sm" w={{ base: '100%', xs: 150 }} fw={500}>
                      {label}{' '}
                      <Text span size="xs" c="dimmed">
                        ({option.students} {option.students === 1 ? 'student' : 'students'})
                      </Text>
                    </Text>
                    <Chip size="md" checked={has(whole)} onChange={(on) => toggle(whole, on)}>
                      All sections
                    </Chip>
                    {option.sections.length > 1 &&
                      option.sections.map((section) => {
                        const target = { studentClass: option.studentClass, section: section.section };
                        return (
                          <Chip
                            key={section.section}
                            size="md"
                            checked={has(target)}
                            disabled={has(whole)}
                            onChange={(on) => toggle(target, on)}
                          >
                            {section.section}
                          </Chip>
                        );
                      })}
                  </Group>
                </Fieldset>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Publishing: classes and sections, the open and close times in India's time, the time limit, shuffles, when results
 * show, face checks, a schedule and parents' emails. Each choice is saved as it is made; Publish sends them all and
 * the server checks everything at once: what it refuses is shown beside its field and nothing is published.
 */
export default function PublishDialog({
  assignment,
  opened,
  values,
  set,
  autosave,
  onClose,
  onConflict,
}: PublishDialogProps) {
  const publish = usePublish(assignment.code);
  const errors: FieldErrors = autosave.errors;
  const kind = assignment.type === 'ASSESSMENT' ? 'assessment' : 'Q&A assignment';

  const submit = async () => {
    await autosave.flush();
    if (autosave.conflicted()) return onConflict();
    publish.mutate(
      { revision: autosave.revision(), ...publishPartOf(values) },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          if (hasErrorCode(error, 'ASSIGNMENT_CHANGED')) return onConflict();
          if (isApiError(error) && error.details.length) {
            const found: FieldErrors = {};
            for (const issue of error.details) found[issue.field] ??= issue.message;
            autosave.setErrors(found);
          }
        },
      },
    );
  };

  const refusal = publish.error && !isApiError(publish.error) ? messageOf(publish.error) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={`Publish “${values.title}”`} size="lg">
      <Stack gap="md">
        {publish.isError && isApiError(publish.error) && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {publish.error.message}
            {errors.questions && ` ${errors.questions}.`}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <TargetsField targets={values.targets} error={errors.targets} onChange={(targets) => set({ targets })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Opens (India time)"
            required
            value={toIndiaInput(values.opensAt)}
            error={errors.opensAt}
            onChange={(event) => set({ opensAt: fromIndiaInput(event.currentTarget.value) })}
          />
          <TextInput
            type="datetime-local"
            label="Closes (India time)"
            required
            value={toIndiaInput(values.closesAt)}
            error={errors.closesAt}
            onChange={(event) => set({ closesAt: fromIndiaInput(event.currentTarget.value) })}
          />
        </SimpleGrid>
        <NumberInput
          label="Time limit (minutes)"
          description="Leave empty for no limit beyond the closing time."
          min={1}
          max={ASSIGNMENT_LIMITS.timeLimitMinutesMax}
          value={values.timeLimitMinutes ?? ''}
          error={errors.timeLimitMinutes}
          onChange={(value) => set({ timeLimitMinutes: wholeOrNull(value) })}
          maw={260}
        />
        <Group gap="xl" wrap="wrap">
          <Switch
            label="Shuffle the questions"
            checked={values.shuffleQuestions}
            onChange={(event) => set({ shuffleQuestions: event.currentTarget.checked })}
          />
          <Switch
            label="Shuffle the options"
            checked={values.shuffleOptions}
            onChange={(event) => set({ shuffleOptions: event.currentTarget.checked })}
          />
        </Group>
        <Radio.Group
          label="Students see their marks and the answers"
          value={values.resultRelease}
          onChange={(value) => set({ resultRelease: value as ResultRelease })}
          error={errors.resultRelease}
        >
          <Stack gap={6} mt={6}>
            {RESULT_RELEASES.map((value) => (
              <Radio key={value} value={value} label={RESULT_RELEASE_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="xs">
          <Switch
            label="Face check before the attempt"
            description="Students whose parents said no are confirmed by a teacher instead."
            checked={values.faceCheckRequired}
            onChange={(event) => set({ faceCheckRequired: event.currentTarget.checked })}
          />
          {values.faceCheckRequired && (
            <NumberInput
              label="Check again every … minutes during the attempt"
              description="Leave empty to check at the start only."
              min={ASSIGNMENT_LIMITS.faceRecheckMinutesMin}
              max={ASSIGNMENT_LIMITS.faceRecheckMinutesMax}
              value={values.faceRecheckMinutes ?? ''}
              error={errors.faceRecheckMinutes}
              onChange={(value) => set({ faceRecheckMinutes: wholeOrNull(value) })}
              maw={320}
            />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Repeat"
            data={[
              { value: NO_REPEAT, label: 'Does not repeat' },
              ...SCHEDULE_FREQUENCIES.map((value) => ({ value, label: SCHEDULE_FREQUENCY_LABELS[value] })),
            ]}
            allowDeselect={false}
            value={values.scheduleFrequency ?? NO_REPEAT}
            error={errors.scheduleFrequency}
            onChange={(value) =>
              set({ scheduleFrequency: value === NO_REPEAT || !value ? null : (value as ScheduleFrequency) })
            }
          />
          {values.scheduleFrequency === 'CUSTOM' && (
            <NumberInput
              label="Every … days"
              min={1}
              max={ASSIGNMENT_LIMITS.customEveryDaysMax}
              value={values.scheduleEveryDays ?? ''}
              error={errors.scheduleEveryDays}
              onChange={(value) => set({ scheduleEveryDays: wholeOrNull(value) })}
            />
          )}
          {values.scheduleFrequency && (
            <TextInput
              type="datetime-local"
              label="Until (India time)"
              description="Empty: until you cancel it."
              value={toIndiaInput(values.scheduleUntil)}
              error={errors.scheduleUntil}
              onChange={(event) => set({ scheduleUntil: fromIndiaInput(event.currentTarget.value) })}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label="Email parents of students under 18 when marks are released"
          checked={values.emailParents}
          onChange={(event) => set({ emailParents: event.currentTarget.checked })}
        />
        {assignment.questions.length === 0 && (
          <Text size="sm" c="red.8">
            Add at least one question before publishing.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not yet
          </Button>
          <Button loading={publish.isPending} onClick={() => void submit()}>
            Publish {kind}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
