import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { QUESTION_LIMITS, type QuestionPaperDownload } from '@noticeboard/shared';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { DOWNLOAD_HISTORY_PATH } from '../api/bank-paths';
import { fileUrlOf, useCreatePaper } from '../api/downloads';
import { questionsCount } from './bank-format';

/** Open and download links for a paper and, when made, its answer key. */
export function PaperLinks({ paper }: { paper: QuestionPaperDownload }) {
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={fileUrlOf(paper.paperUrl)}
        target="_blank"
        rel="noopener"
        size="xs"
        variant="light"
        leftSection={<IconFileText size={14} />}
        aria-label={`Question paper: ${paper.title}`}
      >
        Question paper
      </Button>
      {paper.answerKeyUrl && (
        <Button
          component="a"
          href={fileUrlOf(paper.answerKeyUrl)}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconDownload size={14} />}
          aria-label={`Answer key: ${paper.title}`}
        >
          Answer key
        </Button>
      )}
    </Group>
  );
}

interface PaperDialogProps {
  opened: boolean;
  questionIds: string[];
  onClose: () => void;
  /** After the paper is made (the selection may be cleared). */
  onMade: () => void;
}

/** Title and answer-key choice, then POST /question-bank/downloads; the result's links replace the form. */
export function PaperDialog({ opened, questionIds, onClose, onMade }: PaperDialogProps) {
  const [title, setTitle] = useState('');
  const [includeAnswerKey, setIncludeAnswerKey] = useState(true);
  const [titleError, setTitleError] = useState<string | null>(null);
  const create = useCreatePaper();
  const made = create.data;

  const close = () => {
    create.reset();
    setTitle('');
    setTitleError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < 3) return setTitleError('Give the paper a title of at least 3 characters');
    setTitleError(null);
    create.mutate({ title: trimmed, questionIds, includeAnswerKey }, { onSuccess: onMade });
  };

  return (
    <Modal opened={opened} onClose={close} title="Download question paper" centered>
      {made ? (
        <Stack gap="md">
          <Text size="sm">
            “{made.title}” is ready with {questionsCount(made.questionCount)}.
          </Text>
          <PaperLinks paper={made} />
          <Text size="xs" c="dimmed">
            You can download it again from the{' '}
            <Anchor component={Link} to={DOWNLOAD_HISTORY_PATH} size="xs">
              download history
            </Anchor>
            .
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{questionsCount(questionIds.length)} chosen.</Text>
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              placeholder="e.g. Class 8 Science — Unit test 2"
              maxLength={QUESTION_LIMITS.paperTitleMaxChars}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={titleError}
            />
            <Checkbox
              label="Include an answer key"
              checked={includeAnswerKey}
              onChange={(event) => setIncludeAnswerKey(event.currentTarget.checked)}
            />
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {messageOf(create.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Make the paper
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
