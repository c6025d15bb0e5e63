import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  type AnswerGrade,
  ASSIGNMENT_LIMITS,
  type GradedAnswer,
  type GradingQuestion,
  ASSESSMENT_GRADING_MESSAGES as MESSAGES,
} from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-error';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface AnswerGradeFormProps {
  question: GradingQuestion;
  answer: GradedAnswer;
  /** Saves this answer's grade (the others keep theirs); rejects with the server's refusal. */
  onSave: (grade: AnswerGrade) => Promise<unknown>;
  disabled?: boolean;
  /** Names the fields for assistive technology when several forms share a page ("Asha Verma", "Q2"). */
  context: string;
}

const asNumber = (value: string | number) => (typeof value === 'number' ? value : value === '' ? null : Number(value));

/** A whole number from 0 to `most`, or what is wrong with it. */
function marksProblem(value: number | null, most: number): string | null {
  if (value === null) return 'Enter the marks';
  if (!Number.isInteger(value) || value < 0) return 'Enter a whole number of marks';
  if (value > most) return MESSAGES.marksTooHigh(most);
  return null;
}

/**
 * One written answer's marks: with a rubric, a number per line (each within its own marks) and the total is their
 * sum; without, the marks (0 to the question's). Feedback is optional. Checked before anything is sent; the save's
 * state is announced politely.
 */
export function AnswerGradeForm({ question, answer, onSave, disabled, context }: AnswerGradeFormProps) {
  const withRubric = question.rubric.length > 0;
  const [marks, setMarks] = useState<number | null>(answer.marksAwarded);
  const [lines, setLines] = useState<Array<number | null>>(
    question.rubric.map((_, index) => answer.rubricMarks?.[index] ?? null),
  );
  const [feedback, setFeedback] = useState(answer.feedback ?? '');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const lineProblems = question.rubric.map((line, index) => marksProblem(lines[index] ?? null, line.marks));
  const rubricTotal = lines.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const total = withRubric ? rubricTotal : marks;
  const totalProblem = withRubric ? null : marksProblem(marks, question.marks);
  const invalid = withRubric ? lineProblems.some(Boolean) : totalProblem !== null;

  const changed = () => setState((current) => (current.kind === 'saved' ? { kind: 'idle' } : current));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid || total === null) return;
    setState({ kind: 'saving' });
    try {
      await onSave({
        questionId: question.id,
        marks: total,
        feedback: feedback.trim() || null,
        ...(withRubric ? { rubricMarks: lines.map((value) => value ?? 0) } : {}),
      });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Marks for ${context}`}>
      <Stack gap="xs">
        {withRubric ? (
          <Stack gap={6}>
            {question.rubric.map((line, index) => (
              <NumberInput
                key={line.criterion}
                label={`${line.criterion} (out of ${line.marks})`}
                min={0}
                max={line.marks}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={lines[index] ?? ''}
                onChange={(value) => {
                  setLines((current) => current.map((old, at) => (at === index ? asNumber(value) : old)));
                  changed();
                }}
                error={tried ? lineProblems[index] : null}
                disabled={disabled}
                w={{ base: '100%', xs: 320 }}
              />
            ))}
            <Text size="sm" fw={600} aria-live="polite">
              Total: {rubricTotal} of {question.marks}
            </Text>
          </Stack>
        ) : (
          <NumberInput
            label={`Marks (out of ${question.marks})`}
            min={0}
            max={question.marks}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={marks ?? ''}
            onChange={(value) => {
              setMarks(asNumber(value));
              changed();
            }}
            error={tried ? totalProblem : null}
            disabled={disabled}
            w={{ base: '100%', xs: 200 }}
          />
        )}
        <Textarea
          label="Feedback (optional)"
          autosize
          minRows={2}
          maxLength={ASSIGNMENT_LIMITS.feedbackMax}
          value={feedback}
          onChange={(event) => {
            setFeedback(event.currentTarget.value);
            changed();
          }}
          disabled={disabled}
        />
        <Group gap="sm">
          <Button type="submit" loading={state.kind === 'saving'} disabled={disabled}>
            Save marks
          </Button>
          <Text size="sm" role="status" c={state.kind === 'failed' ? 'red.8' : 'dimmed'} data-testid="save-state">
            {state.kind === 'saving'
              ? 'Saving…'
              : state.kind === 'saved'
                ? 'Saved'
                : state.kind === 'failed'
                  ? `Not saved: ${state.message}`
                  : answer.marksAwarded === null
                    ? 'Not marked yet'
                    : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
