import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { McqQuestion } from '@noticeboard/shared';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconHistory } from '@tabler/icons-react';
import { markOf, OptionButton } from './option-button';
import { QuestionMeta } from './question-meta';
import { type AnsweredQuestion, optionLetter } from './sitting';

interface QuestionCardProps {
  question: McqQuestion;
  /** 1-based, for "Question 3 of 40". */
  position: number;
  total: number;
  answered: AnsweredQuestion | undefined;
  /** The option being checked right now. */
  checkingIndex: number | null;
  onChoose: (selectedIndex: number) => void;
  onNext: () => void;
}

function Verdict({ question, answered }: { question: McqQuestion; answered: AnsweredQuestion }) {
  const { correct, answerIndex, explanation } = answered.result;
  return (
    <Alert
      color={correct ? 'green' : 'red'}
      variant="light"
      icon={correct ? <IconCircleCheck size={24} /> : <IconCircleX size={24} />}
      title={correct ? 'Right! Well done.' : 'Not quite.'}
      role="status"
      aria-live="polite"
    >
      <Stack gap={6}>
        {!correct && (
          <Text size="sm">
            The right answer is {optionLetter(answerIndex)}: {question.options[answerIndex]}
          </Text>
        )}
        {explanation && (
          <Text size="sm">
            <Text span fw={700}>
              Why:{' '}
            </Text>
            {explanation}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** One practice question: tap an option, see right or wrong with the explanation, then Next. */
export function QuestionCard({
  question,
  position,
  total,
  answered,
  checkingIndex,
  onChoose,
  onNext,
}: QuestionCardProps) {
  const selectedIndex = answered?.selectedIndex;
  const answerIndex = answered?.result.answerIndex;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={`Question ${position}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="sm" fw={600} c="dimmed">
            Question {position} of {Math.max(total, position)}
          </Text>
          <QuestionMeta question={question} />
        </Group>
        <Title order={2} fz={{ base: 19, sm: 22 }} fw={600} lh={1.4}>
          {question.stem}
        </Title>
        {question.lastAttempt && !answered && (
          <Group gap={6} c="dimmed">
            <IconHistory size={16} aria-hidden />
            <Text size="sm">
              {question.lastAttempt.correct
                ? 'You got this right last time.'
                : 'You tried this one before. Have another go!'}
            </Text>
          </Group>
        )}
        <Stack gap="sm" role="group" aria-label="Options">
          {question.options.map((option, index) => (
            <OptionButton
              key={option}
              index={index}
              text={option}
              mark={markOf(index, selectedIndex, answerIndex)}
              checking={checkingIndex === index}
              disabled={answered !== undefined || checkingIndex !== null}
              onChoose={() => onChoose(index)}
            />
          ))}
        </Stack>
        {answered && (
          <>
            <Verdict question={question} answered={answered} />
            <Button size="lg" rightSection={<IconArrowRight size={20} />} onClick={onNext} data-autofocus>
              Next question
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
