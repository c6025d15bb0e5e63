import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AttemptView } from '@noticeboard/shared';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { AttemptClock } from './attempt-clock';
import { QuestionMap } from './question-map';
import { QuestionView } from './question-view';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { type Finished, isAnswered, useAttemptPlay } from './use-attempt-play';

interface AttemptPlayerProps {
  view: AttemptView;
  receivedAtMs: number;
  onFinished: (finished: Finished) => void;
}

/** One question at a time with the question map, the server's clock, the save state, and one hand-in. */
export function AttemptPlayer({ view, receivedAtMs, onFinished }: AttemptPlayerProps) {
  const play = useAttemptPlay(view, receivedAtMs, onFinished);
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [fileNames, setFileNames] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(view.answers.map((answer) => [answer.questionId, answer.fileName])),
  );
  const { questions } = view;
  const question = questions[index];
  if (!question) return null;
  const answeredOf = (id: string) => isAnswered(play.answers[id]) || Boolean(fileNames[id]);
  const unanswered = questions.flatMap((item, at) => (answeredOf(item.id) ? [] : [at + 1]));
  const answered = questions.length - unanswered.length;
  const last = index === questions.length - 1;
  const locked = play.timeUp || play.submitting;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lineClamp={2}>
            {view.assignment.title}
          </Title>
          <Text size="sm" c="dimmed">
            {answered} of {questions.length} answered
          </Text>
        </div>
        <AttemptClock seconds={play.left} />
      </Group>
      <SaveStatus snapshot={play.snapshot} />
      <QuestionMap questions={questions} answers={play.answers} current={index} onPick={setIndex} />
      {play.timeUp && (
        <Alert color="blue" variant="light" role="status" title="Time is up">
          Well done for working on it! We are handing in the answers you saved.
        </Alert>
      )}
      <QuestionView
        key={question.id}
        customUrl={view.assignment.customUrl}
        question={question}
        number={index + 1}
        total={questions.length}
        value={play.answers[question.id]}
        fileName={fileNames[question.id] ?? null}
        disabled={locked}
        onAnswer={(value) => play.setAnswer(question.id, value)}
        onFileName={(name) => setFileNames((current) => ({ ...current, [question.id]: name }))}
      />
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous
        </Button>
        {last ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={locked}
          >
            Hand in
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        )}
      </Group>
      {!last && (
        <Button
          variant="subtle"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          disabled={locked}
          style={{ alignSelf: 'flex-end' }}
        >
          Hand in now
        </Button>
      )}
      {play.timeUp && play.submitError != null && (
        <Alert color="orange" variant="light" role="alert">
          We could not reach the server to hand in. Your saved answers count; we will try again when you are back
          online.
          <Button mt="sm" size="compact-md" onClick={() => void play.submit()}>
            Try again
          </Button>
        </Alert>
      )}
      <SubmitDialog
        opened={confirming && !play.timeUp}
        unanswered={unanswered}
        total={questions.length}
        submitting={play.submitting}
        error={play.submitError}
        onClose={() => setConfirming(false)}
        onConfirm={() => void play.submit()}
      />
    </Stack>
  );
}
