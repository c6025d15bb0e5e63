import { Group, UnstyledButton } from '@mantine/core';
import type { AttemptQuestion } from '@noticeboard/shared';
import { type Answers, isAnswered } from './use-attempt-play';

interface QuestionMapProps {
  questions: AttemptQuestion[];
  answers: Answers;
  current: number;
  onPick: (index: number) => void;
}

/** One button per question (44 px): filled when answered, ringed when current; its name says which and whether answered. */
export function QuestionMap({ questions, answers, current, onPick }: QuestionMapProps) {
  return (
    <Group gap={6} wrap="wrap" component="nav" aria-label="Questions">
      {questions.map((question, at) => {
        const answered = isAnswered(answers[question.id]);
        const isCurrent = at === current;
        return (
          <UnstyledButton
            key={question.id}
            onClick={() => onPick(at)}
            aria-label={`Question ${at + 1}, ${answered ? 'answered' : 'not answered'}`}
            aria-current={isCurrent ? 'step' : undefined}
            data-testid="question-map-item"
            style={{
              width: 44,
              height: 44,
              borderRadius: 22,
              display: 'grid',
              placeItems: 'center',
              fontSize: 14,
              fontWeight: 700,
              color: answered ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
              background: answered ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-default-hover)',
              border: answered ? undefined : '1px solid var(--mantine-color-default-border)',
              outline: isCurrent ? '3px solid var(--mantine-color-blue-9)' : undefined,
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
