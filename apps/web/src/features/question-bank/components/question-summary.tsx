import { Badge, Group, List, Text, ThemeIcon } from '@mantine/core';
import { type BankQuestion, formatDate, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { IconCheck } from '@tabler/icons-react';
import { optionLetter } from './bank-format';
import { DifficultyBadge, QuestionStatusBadge } from './status-badges';

/** Class · subject · chapter · topic of a question. */
export function placeOf(question: BankQuestion): string {
  return [
    STUDENT_CLASS_INFO[question.studentClass].label,
    question.subject.name,
    question.chapter?.title,
    question.topic,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Who wrote it and when, and whose bank it comes from when not the caller's school. */
export function originOf(question: BankQuestion): string {
  const parts = [question.author?.name ?? 'Unknown author', formatDate(question.createdAt)];
  if (question.source === 'ADOPTED' && question.institute) parts.push(`Adopted from ${question.institute.name}`);
  if (question.source === 'OPEN') parts.push('Open set');
  return parts.join(' · ');
}

export function QuestionBadges({ question }: { question: BankQuestion }) {
  return (
    <Group gap={6}>
      <QuestionStatusBadge status={question.status} size="xs" />
      <DifficultyBadge difficulty={question.difficulty} size="xs" />
      {question.source === 'ADOPTED' && (
        <Badge size="xs" variant="dot" color="gray">
          Adopted
        </Badge>
      )}
    </Group>
  );
}

/** The options with the correct one marked, the explanation, and a rejection's note. */
export function QuestionAnswer({ question }: { question: BankQuestion }) {
  return (
    <>
      <List spacing={4} size="sm" listStyleType="none" aria-label="Options">
        {question.options.map((option, index) => {
          const correct = index === question.answerIndex;
          return (
            <List.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional and never reordered here
              key={index}
              icon={
                correct ? (
                  <ThemeIcon color="teal" size={18} radius="xl" aria-label="Correct answer">
                    <IconCheck size={12} />
                  </ThemeIcon>
                ) : (
                  <ThemeIcon color="gray" variant="light" size={18} radius="xl" aria-hidden>
                    <Text size="10px">{optionLetter(index)}</Text>
                  </ThemeIcon>
                )
              }
            >
              <Text size="sm" fw={correct ? 600 : undefined}>
                {optionLetter(index)}. {option}
              </Text>
            </List.Item>
          );
        })}
      </List>
      {question.explanation && (
        <Text size="sm" c="dimmed">
          <b>Why:</b> {question.explanation}
        </Text>
      )}
      {question.status === 'REJECTED' && question.reviewNote && (
        <Text size="sm" c="red">
          <b>Review note:</b> {question.reviewNote}
        </Text>
      )}
    </>
  );
}
