import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Radio,
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
import { fromIndiaInput, targetLabel, toIndiaInput } from './authoring-format';
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

/** Which classes and sections: a whole class, or some of its sections (never both). */
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
    <Fieldset legend="Classes" variant="unstyled" aria-describedby={error ? 'targets-error' : undefined}>
      {options.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your school has no classes with students yet. Add students first.
        </Text>
      ) : (
        <Stack gap="xs">
          {options.data.map((option) => {
            const whole = { studentClass: option.studentClass, section: null };
            return (
              <Group key={option.studentClass} gap="md" wrap="wrap">
                <Checkbox
                  label={`${STUDENT_CLASS_INFO[option.studentClass].label} — all sections (${option.students})`}
                  checked={has(whole)}
                  onChange={(event) => toggle(whole, event.currentTarget.checked)}
                />
                {option.sections.length > 1 &&
                  option.sections.map((section) => {
                    const target = { studentClass: option.studentClass, section: section.section };
                    return (
                      <Checkbox
                        key={section.section}
                        label={`${targetLabel(target)} (${section.students})`}
                        checked={has(target)}
                        disabled={has(whole)}
                        onChange={(event) => toggle(target, event.currentTarget.checked)}
                      />
                    );
                  })}
              </Group>
            );
          })}
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red.8" mt={4} id="targets-error">
          {error}
        </Text>
      )}
    </Fieldset>
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
