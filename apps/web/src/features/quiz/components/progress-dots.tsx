import { Group, UnstyledButton } from '@mantine/core';
import type { QuizQuestion } from '@noticeboard/shared';
import type { Answers } from './use-quiz-play';

interface ProgressDotsProps {
  questions: QuizQuestion[];
  answers: Answers;
  current: number;
  onPick: (index: number) => void;
}

/** One dot per question: filled when answered, ringed when current; each jumps to its question. */
export function ProgressDots({ questions, answers, current, onPick }: ProgressDotsProps) {
  return (
    <Group gap={6} wrap="wrap" aria-label="Questions">
      {questions.map((question, at) => {
        const answered = answers[question.id] != null;
        const isCurrent = at === current;
        return (
          <UnstyledButton
            key={question.id}
            onClick={() => onPick(at)}
            aria-label={`Question ${at + 1}${answered ? ', answered' : ''}`}
            aria-current={isCurrent ? 'step' : undefined}
            data-testid="quiz-dot"
            style={{
              width: 26,
              height: 26,
              borderRadius: 13,
              display: 'grid',
              placeItems: 'center',
              fontSize: 11,
              fontWeight: 700,
              color: answered ? 'white' : 'var(--mantine-color-dimmed)',
              background: answered ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-hover)',
              outline: isCurrent ? '2px solid var(--mantine-color-blue-8)' : undefined,
              outlineOffset: 2,
            }}
          >
            {at + 1}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
