import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { QUIZ_MESSAGES, type QuizSession } from '@noticeboard/shared';
import { IconArrowRight, IconPlayerSkipForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ProgressDots } from './progress-dots';
import { QuestionAudio } from './question-audio';
import { QuestionCard } from './question-card';
import { QuizClock } from './quiz-clock';
import { SaveStateText } from './save-state';
import { SubmitDialog } from './submit-dialog';
import { countAnswered, type Submitted, useQuizPlay } from './use-quiz-play';

interface PlayerBodyProps {
  session: QuizSession;
  receivedAtMs: number;
  audioEligible: boolean;
  onSubmitted: (done: Submitted) => void;
}

/** One question at a time, the server clock, saved answers, and one submission. */
export function PlayerBody({ session, receivedAtMs, audioEligible, onSubmitted }: PlayerBodyProps) {
  const play = useQuizPlay(session, receivedAtMs, onSubmitted);
  const [confirming, setConfirming] = useState(false);
  const { questions } = session;
  const question = questions[play.index];
  if (!question) return null;
  const last = play.index === questions.length - 1;
  const counts = countAnswered(session, play.answers);
  const goNext = () => (last ? setConfirming(true) : play.setIndex(play.index + 1));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lineClamp={2}>
            {session.quiz.title}
          </Title>
          <Text size="sm" c="dimmed">
            {counts.answered} of {counts.total} answered
          </Text>
        </div>
        <QuizClock seconds={play.left} />
      </Group>
      <ProgressDots questions={questions} answers={play.answers} current={play.index} onPick={play.setIndex} />
      {play.timeUp && (
        <Alert color="orange" variant="light" role="status">
          {QUIZ_MESSAGES.timeUp}. Submitting your answers…
        </Alert>
      )}
      <QuestionCard
        question={question}
        number={play.index + 1}
        total={questions.length}
        selected={play.answers[question.id] ?? null}
        disabled={play.timeUp || play.submitting}
        onChoose={(selectedIndex) => play.choose(question.id, selectedIndex)}
        aside={
          <Group gap="xs" wrap="nowrap">
            <SaveStateText state={play.saveStates[question.id]} />
            {audioEligible && (
              <QuestionAudio key={question.id} sessionId={session.quizSessionId} questionId={question.id} />
            )}
          </Group>
        }
      />
      <Group grow gap="xs">
        <Button
          variant="default"
          size="md"
          px="xs"
          disabled={play.index === 0}
          onClick={() => play.setIndex(play.index - 1)}
        >
          Previous
        </Button>
        <Button
          variant="subtle"
          size="md"
          px="xs"
          leftSection={<IconPlayerSkipForward size={16} />}
          disabled={play.timeUp}
          onClick={() => {
            if (play.answers[question.id] != null) play.choose(question.id, null);
            goNext();
          }}
        >
          Skip
        </Button>
        <Button size="md" px="xs" rightSection={<IconArrowRight size={16} />} onClick={goNext}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </Group>
      <Button
        variant="light"
        size="md"
        leftSection={<IconSend size={16} />}
        onClick={() => setConfirming(true)}
        disabled={play.submitting}
      >
        Submit quiz
      </Button>
      <SubmitDialog
        opened={confirming || (play.timeUp && play.submitError != null)}
        answered={counts.answered}
        skipped={counts.skipped}
        submitting={play.submitting}
        error={play.submitError}
        onClose={() => setConfirming(false)}
        onConfirm={() => void play.submit()}
      />
    </Stack>
  );
}
