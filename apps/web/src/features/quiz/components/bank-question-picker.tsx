import { Button, Checkbox, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { QUIZ_LIMITS, type StudentClass } from '@noticeboard/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../lib/use-session';
import { useBankQuestions } from '../api/faculty';
import { QuizFetchError } from './quiz-fetch-error';

interface BankQuestionPickerProps {
  studentClass: StudentClass | null;
  chosen: string[];
  onChange: (questionIds: string[]) => void;
  error?: string;
}

/** The school's approved bank questions for the chosen class, a page at a time, with checkboxes. */
export function BankQuestionPicker({ studentClass, chosen, onChange, error }: BankQuestionPickerProps) {
  const user = useSessionUser();
  const [page, setPage] = useState(0);
  const bank = useBankQuestions(user, studentClass, page);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id].slice(0, QUIZ_LIMITS.facultyQuizQuestionsMax) : chosen.filter((c) => c !== id));

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Questions from your bank
        </Text>
        <Text size="sm" c={error ? 'red' : 'dimmed'}>
          {chosen.length} chosen
        </Text>
      </Group>
      <Paper withBorder radius="md" p="xs">
        {!studentClass ? (
          <Text size="sm" c="dimmed" p="xs">
            Choose a class to see its approved questions.
          </Text>
        ) : bank.isError ? (
          <QuizFetchError error={bank.error} onRetry={() => void bank.refetch()} />
        ) : !bank.data ? (
          <Stack gap="xs">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={36} radius="sm" />
            ))}
          </Stack>
        ) : bank.data.content.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            No approved questions for this class yet.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap="xs" p={4}>
              {bank.data.content.map((question) => (
                <Checkbox
                  key={question.id}
                  checked={chosen.includes(question.id)}
                  onChange={(event) => toggle(question.id, event.currentTarget.checked)}
                  label={question.stem}
                  description={`${question.subject.name}${question.chapter ? ` · ${question.chapter.title}` : ''} · ${question.difficulty.toLowerCase()}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {bank.data && bank.data.totalPages > 1 && (
          <Group justify="space-between" mt="xs">
            <Button size="xs" variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text size="xs" c="dimmed">
              Page {page + 1} of {bank.data.totalPages}
            </Text>
            <Button size="xs" variant="default" disabled={bank.data.last} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Group>
        )}
      </Paper>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
