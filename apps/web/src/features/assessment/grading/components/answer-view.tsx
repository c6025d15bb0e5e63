import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { GradedAnswer, GradingQuestion } from '@noticeboard/shared';
import { IconCheck, IconX } from '@tabler/icons-react';

/** The question with its key or rubric, as graders read it. */
export function QuestionKey({ question, number }: { question: GradingQuestion; number: number }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
          Q{number}.
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {question.prompt}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {question.kind === 'MCQ' ? 'Multiple choice' : 'Written answer'} · {question.marks}{' '}
        {question.marks === 1 ? 'mark' : 'marks'}
      </Text>
      {question.kind === 'WRITTEN' && question.rubric.length > 0 && (
        <List size="xs" c="dimmed" aria-label="Rubric">
          {question.rubric.map((line) => (
            <List.Item key={line.criterion}>
              {line.criterion} ({line.marks})
            </List.Item>
          ))}
        </List>
      )}
      {question.kind === 'WRITTEN' && question.explanation && (
        <Text size="xs" c="dimmed">
          A good answer: {question.explanation}
        </Text>
      )}
    </Stack>
  );
}

/** What the student gave: the options with their choice and the key (in words, not colour only), or their text. */
export function AnswerView({
  question,
  answer,
  fileUrl,
}: {
  question: GradingQuestion;
  answer: GradedAnswer;
  /** Where the attached file opens (answerFileUrl). */
  fileUrl?: string;
}) {
  if (question.kind === 'MCQ') {
    return (
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Options">
        {(question.options ?? []).map((option, index) => {
          const chosen = answer.selectedIndex === index;
          const key = question.answerIndex === index;
          return (
            <Group key={option} gap="xs" component="li" wrap="nowrap">
              {key ? (
                <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />
              ) : chosen ? (
                <IconX size={16} aria-hidden color="var(--mantine-color-red-7)" />
              ) : (
                <span style={{ width: 16, flexShrink: 0 }} />
              )}
              <Text size="sm" fw={chosen ? 700 : 400}>
                {option}
              </Text>
              {chosen && (
                <Badge size="sm" variant="light" color={key ? 'teal' : 'red'}>
                  Chosen
                </Badge>
              )}
              {key && (
                <Badge size="sm" variant="outline" color="teal">
                  Answer
                </Badge>
              )}
            </Group>
          );
        })}
        {answer.selectedIndex === null && (
          <Text size="sm" c="dimmed" component="li">
            Not answered (0 marks)
          </Text>
        )}
      </Stack>
    );
  }
  if (answer.blank) {
    return (
      <Text size="sm" c="dimmed">
        No answer (0 marks)
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        {answer.textAnswer && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.textAnswer}
          </Text>
        )}
        {answer.fileName && (
          <Text size="sm">
            Attached file:{' '}
            {fileUrl ? (
              <Anchor href={fileUrl} target="_blank" rel="noopener">
                {answer.fileName}
              </Anchor>
            ) : (
              answer.fileName
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
