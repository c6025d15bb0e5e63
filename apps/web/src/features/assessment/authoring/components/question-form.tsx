import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentQuestionInput,
  type AssignmentType,
  assignmentQuestionInputSchema,
  type StaffQuestion,
} from '@noticeboard/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { wholeOrNull } from './editor-values';

interface Draft {
  kind: 'MCQ' | 'WRITTEN';
  prompt: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  marks: number | null;
  allowFile: boolean;
  rubric: Array<{ criterion: string; marks: number | null }>;
}

const draftOf = (question: StaffQuestion | null, type: AssignmentType): Draft => ({
  kind: question?.kind ?? (type === 'ASSESSMENT' ? 'MCQ' : 'WRITTEN'),
  prompt: question?.prompt ?? '',
  options: question?.options ?? ['', '', '', ''],
  answerIndex: question?.answerIndex ?? 0,
  explanation: question?.explanation ?? '',
  marks: question?.marks ?? (type === 'ASSESSMENT' ? 1 : 5),
  allowFile: question?.allowFile ?? false,
  rubric: question?.rubric ?? [],
});

function inputOf(draft: Draft): AssignmentQuestionInput {
  if (draft.kind === 'MCQ') {
    return {
      kind: 'MCQ',
      prompt: draft.prompt,
      options: draft.options,
      answerIndex: draft.answerIndex,
      explanation: draft.explanation,
      marks: draft.marks ?? 0,
    };
  }
  return {
    kind: 'WRITTEN',
    prompt: draft.prompt,
    marks: draft.marks ?? 0,
    allowFile: draft.allowFile,
    explanation: draft.explanation,
    rubric: draft.rubric.map((line) => ({ criterion: line.criterion, marks: line.marks ?? 0 })),
  };
}

interface QuestionFormProps {
  type: AssignmentType;
  /** The question being edited; null for a new one. */
  question: StaffQuestion | null;
  pending: boolean;
  /** Problems the server named, by field. */
  serverErrors?: Partial<Record<string, string>>;
  onSubmit: (input: AssignmentQuestionInput) => void;
  onCancel: () => void;
}

/**
 * A hand-written question: multiple choice with 2–6 options and the right one chosen, or (Q&A) a written answer with
 * its marks, whether a file may be attached, and rubric lines that add up to the marks. Checked here with the same
 * schema as the server before it is sent.
 */
export function QuestionForm({ type, question, pending, serverErrors = {}, onSubmit, onCancel }: QuestionFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(question, type));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = (fields: Partial<Draft>) => setDraft((old) => ({ ...old, ...fields }));
  const shown = { ...serverErrors, ...errors };
  const rubricSum = draft.rubric.reduce((sum, line) => sum + (line.marks ?? 0), 0);

  const submit = () => {
    const parsed = assignmentQuestionInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(inputOf(draft));
  };

  const heading = question ? `Edit question ${question.position}` : 'New question';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{heading}</Text>
        {type === 'QNA' && (
          <SegmentedControl
            aria-label="Kind of question"
            value={draft.kind}
            onChange={(value) => update({ kind: value as Draft['kind'] })}
            data={[
              { value: 'WRITTEN', label: 'Written answer' },
              { value: 'MCQ', label: 'Multiple choice' },
            ]}
          />
        )}
        <Textarea
          label="Question"
          required
          autosize
          minRows={2}
          maxLength={ASSIGNMENT_LIMITS.promptMax}
          value={draft.prompt}
          error={shown.prompt}
          onChange={(event) => update({ prompt: event.currentTarget.value })}
        />
        {draft.kind === 'MCQ' ? (
          <Radio.Group
            label="Options — choose the right answer"
            value={String(draft.answerIndex)}
            onChange={(value) => update({ answerIndex: Number(value) })}
            error={shown.options ?? shown.answerIndex}
          >
            <Stack gap="xs" mt={6}>
              {draft.options.map((option, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
                <Group key={at} gap="xs" wrap="nowrap" align="center">
                  <Radio value={String(at)} aria-label={`Option ${at + 1} is the right answer`} />
                  <TextInput
                    aria-label={`Option ${at + 1}`}
                    placeholder={`Option ${at + 1}`}
                    value={option}
                    maxLength={ASSIGNMENT_LIMITS.optionMax}
                    error={shown[`options.${at}`]}
                    style={{ flex: 1 }}
                    onChange={(event) => {
                      const options = [...draft.options];
                      options[at] = event.currentTarget.value;
                      update({ options });
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Remove option ${at + 1}`}
                    disabled={draft.options.length <= ASSIGNMENT_LIMITS.optionsMin}
                    onClick={() =>
                      update({
                        options: draft.options.filter((_, index) => index !== at),
                        answerIndex:
                          draft.answerIndex === at
                            ? 0
                            : draft.answerIndex > at
                              ? draft.answerIndex - 1
                              : draft.answerIndex,
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              {draft.options.length < ASSIGNMENT_LIMITS.optionsMax && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => update({ options: [...draft.options, ''] })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add an option
                </Button>
              )}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap="xs">
            <Checkbox
              label="Students may attach a file (a photo of their work or a PDF)"
              checked={draft.allowFile}
              onChange={(event) => update({ allowFile: event.currentTarget.checked })}
            />
            <Text size="sm" fw={500}>
              Rubric (optional)
            </Text>
            {draft.rubric.map((line, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rubric lines are edited in place by position
              <Group key={at} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  aria-label={`Rubric line ${at + 1}: what is looked for`}
                  placeholder="What is looked for"
                  value={line.criterion}
                  style={{ flex: 1 }}
                  error={shown[`rubric.${at}.criterion`]}
                  onChange={(event) => {
                    const rubric = [...draft.rubric];
                    rubric[at] = { ...line, criterion: event.currentTarget.value };
                    update({ rubric });
                  }}
                />
                <NumberInput
                  aria-label={`Rubric line ${at + 1}: marks`}
                  min={1}
                  max={ASSIGNMENT_LIMITS.marksMax}
                  w={90}
                  value={line.marks ?? ''}
                  onChange={(value) => {
                    const rubric = [...draft.rubric];
                    rubric[at] = { ...line, marks: wholeOrNull(value) };
                    update({ rubric });
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove rubric line ${at + 1}`}
                  onClick={() => update({ rubric: draft.rubric.filter((_, index) => index !== at) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {draft.rubric.length < ASSIGNMENT_LIMITS.rubricCriteriaMax && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => update({ rubric: [...draft.rubric, { criterion: '', marks: 1 }] })}
                style={{ alignSelf: 'flex-start' }}
              >
                Add a rubric line
              </Button>
            )}
            {draft.rubric.length > 0 && (
              <Text size="sm" c={shown.rubric ? 'red.8' : 'dimmed'} role={shown.rubric ? 'alert' : undefined}>
                {shown.rubric ?? `The rubric adds up to ${rubricSum} of ${draft.marks ?? 0} marks.`}
              </Text>
            )}
          </Stack>
        )}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label="Marks"
            required
            min={1}
            max={ASSIGNMENT_LIMITS.marksMax}
            w={120}
            value={draft.marks ?? ''}
            error={shown.marks}
            onChange={(value) => update({ marks: wholeOrNull(value) })}
          />
          <Textarea
            label={
              draft.kind === 'MCQ' ? 'Explanation (shown with the result)' : 'What a good answer says (for markers)'
            }
            autosize
            minRows={1}
            style={{ flex: 1, minWidth: 220 }}
            value={draft.explanation}
            onChange={(event) => update({ explanation: event.currentTarget.value })}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {question ? 'Save question' : 'Add question'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
