import { Badge, Group } from '@mantine/core';
import { DIFFICULTY_LABELS, type McqQuestion, STUDENT_CLASS_INFO } from '@noticeboard/shared';

const DIFFICULTY_COLOURS = { EASY: 'teal', MEDIUM: 'yellow', HARD: 'grape' } as const;

type QuestionFacts = Pick<McqQuestion, 'subject' | 'studentClass' | 'difficulty' | 'chapter'>;

/** Subject, class, chapter and difficulty as small badges above a question. */
export function QuestionMeta({ question }: { question: QuestionFacts }) {
  return (
    <Group gap={6}>
      <Badge variant="light">{question.subject.name}</Badge>
      <Badge variant="light" color="gray">
        {STUDENT_CLASS_INFO[question.studentClass].label}
      </Badge>
      {question.chapter && (
        <Badge variant="outline" color="gray" tt="none">
          {question.chapter.title}
        </Badge>
      )}
      <Badge variant="light" color={DIFFICULTY_COLOURS[question.difficulty]}>
        {DIFFICULTY_LABELS[question.difficulty]}
      </Badge>
    </Group>
  );
}
