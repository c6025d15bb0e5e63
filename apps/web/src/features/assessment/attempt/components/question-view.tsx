import { Alert, Anchor, Badge, Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ASSIGNMENT_LIMITS, type AttemptQuestion } from '@noticeboard/shared';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../../lib/api-error';
import { answerFileUrl, attachAnswerFile, removeAnswerFile } from '../api/answer-file';
import type { AnswerValue } from '../api/save-queue';

interface QuestionViewProps {
  customUrl: string;
  question: AttemptQuestion;
  number: number;
  total: number;
  value: AnswerValue | undefined;
  fileName: string | null;
  disabled: boolean;
  onAnswer: (value: AnswerValue) => void;
  onFileName: (fileName: string | null) => void;
  aside?: ReactNode;
}

const LETTERS = 'ABCDEFGHIJ';
/** Typing settles for this long before the text is queued (the queue keeps only the newest anyway). */
const TYPING_PAUSE_MS = 600;

/** One question: big option buttons (MCQ) or a text box with an optional file (written). */
export function QuestionView(props: QuestionViewProps) {
  const { question, number, total, aside } = props;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`q-${question.id}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm" c="dimmed" fw={600}>
              Question {number} of {total}
            </Text>
            <Badge variant="light" size="sm">
              {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
            </Badge>
          </Group>
          {aside}
        </Group>
        <Text
          id={`q-${question.id}`}
          fz={{ base: 'lg', sm: 'xl' }}
          fw={600}
          lh={1.4}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {question.prompt}
        </Text>
        {question.kind === 'MCQ' ? <Options {...props} /> : <Written {...props} />}
      </Stack>
    </Paper>
  );
}

function Options({ question, value, disabled, onAnswer }: QuestionViewProps) {
  const selected = value && 'selectedOptionId' in value ? value.selectedOptionId : null;
  return (
    <Stack gap="sm" role="group" aria-label="Options">
      {(question.options ?? []).map((option) => {
        const chosen = selected === option.id;
        return (
          <Button
            key={option.id}
            variant={chosen ? 'filled' : 'default'}
            size="lg"
            radius="md"
            fullWidth
            justify="flex-start"
            disabled={disabled}
            aria-pressed={chosen}
            data-testid="attempt-option"
            onClick={() => onAnswer({ selectedOptionId: chosen ? null : option.id })}
            styles={{
              root: { height: 'auto', minHeight: 56, paddingBlock: 10 },
              label: { whiteSpace: 'normal', textAlign: 'left', fontWeight: 500 },
            }}
            leftSection={
              <Text component="span" fw={700} w={22}>
                {LETTERS[option.id]}
              </Text>
            }
          >
            {option.text}
          </Button>
        );
      })}
      <Text size="xs" c="dimmed">
        Tap a chosen answer again to clear it.
      </Text>
    </Stack>
  );
}

function Written({ customUrl, question, value, fileName, disabled, onAnswer, onFileName }: QuestionViewProps) {
  const stored = value && 'text' in value ? value.text : '';
  const [text, setText] = useState(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(text);
  const [fileBusy, setFileBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const queueNow = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current !== stored) onAnswer({ text: latest.current });
  };
  // Leaving the question (or the page) queues what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on unmount only, with the latest text
  useEffect(() => () => queueNow(), []);

  const change = (next: string) => {
    setText(next);
    latest.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(queueNow, TYPING_PAUSE_MS);
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    setFileBusy(true);
    setFileError(null);
    try {
      const saved = await attachAnswerFile(customUrl, question.id, file);
      onFileName(saved.answer.fileName);
    } catch (error) {
      setFileError(messageOf(error));
    } finally {
      setFileBusy(false);
    }
  };
  const remove = async () => {
    setFileBusy(true);
    setFileError(null);
    try {
      await removeAnswerFile(customUrl, question.id);
      onFileName(null);
    } catch (error) {
      setFileError(messageOf(error));
    } finally {
      setFileBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label="Your answer"
        autosize
        minRows={6}
        maxRows={20}
        maxLength={ASSIGNMENT_LIMITS.writtenAnswerMax}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={queueNow}
        description={`${text.length.toLocaleString('en-IN')} of ${ASSIGNMENT_LIMITS.writtenAnswerMax.toLocaleString('en-IN')} characters`}
      />
      {question.allowFile && (
        <Group gap="sm">
          {fileName ? (
            <>
              <Anchor href={answerFileUrl(customUrl, question.id)} target="_blank" rel="noopener" size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <span>{fileName}</span>
                </Group>
              </Anchor>
              <Button
                variant="subtle"
                color="red"
                size="compact-md"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void remove()}
                loading={fileBusy}
                disabled={disabled}
              >
                Remove file
              </Button>
            </>
          ) : (
            <FileButton onChange={(file) => void attach(file)} accept="application/pdf,image/*" disabled={disabled}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  loading={fileBusy}
                >
                  Attach a PDF or photo
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      )}
      {fileError && (
        <Alert color="red" variant="light" role="alert">
          {fileError}
        </Alert>
      )}
    </Stack>
  );
}
