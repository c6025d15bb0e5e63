import { Button, Card, Checkbox, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BankQuestion } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { canGoInPaper } from './bank-format';
import { originOf, placeOf, QuestionAnswer, QuestionBadges } from './question-summary';
import { DifficultyBadge, QuestionStatusBadge } from './status-badges';
import type { Selection } from './use-selection';

interface QuestionListProps {
  questions: BankQuestion[];
  /** Checkboxes for making a paper; none when omitted. */
  selection?: Selection;
  /** Show options, answer and explanation open (the review queue); otherwise behind "Show answer". */
  answersOpen?: boolean;
  /** Buttons or links for one question (Edit, Approve, Reject …). */
  actions?: (question: BankQuestion) => ReactNode;
  label: string;
}

function Answer({ question, open }: { question: BankQuestion; open: boolean }) {
  const [shown, { toggle }] = useDisclosure(false);
  if (open) return <QuestionAnswer question={question} />;
  return (
    <div>
      <Button variant="subtle" size="compact-xs" px={0} onClick={toggle} aria-expanded={shown}>
        {shown ? 'Hide answer' : 'Show answer'}
      </Button>
      {shown && (
        <Stack gap={4} mt={4}>
          <QuestionAnswer question={question} />
        </Stack>
      )}
    </div>
  );
}

function SelectAll({ questions, selection }: { questions: BankQuestion[]; selection: Selection }) {
  const ids = questions.filter(canGoInPaper).map((question) => question.id);
  const chosen = ids.filter((id) => selection.has(id)).length;
  return (
    <Checkbox
      aria-label="Select all on this page"
      disabled={ids.length === 0}
      checked={chosen > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      onChange={(event) => selection.setMany(ids, event.currentTarget.checked)}
    />
  );
}

function Choose({ question, selection }: { question: BankQuestion; selection: Selection }) {
  return (
    <Checkbox
      aria-label={`Select: ${question.stem.slice(0, 60)}`}
      title={canGoInPaper(question) ? undefined : 'Only approved questions can go into a paper'}
      disabled={!canGoInPaper(question)}
      checked={selection.has(question.id)}
      onChange={(event) => selection.setMany([question.id], event.currentTarget.checked)}
    />
  );
}

/** A page of bank questions: cards on phones, a table from the `sm` breakpoint. */
export function QuestionList({ questions, selection, answersOpen = false, actions, label }: QuestionListProps) {
  return (
    <>
      <ScrollArea visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <SelectAll questions={questions} selection={selection} />
                </Table.Th>
              )}
              <Table.Th>Question</Table.Th>
              <Table.Th w={110}>Difficulty</Table.Th>
              <Table.Th w={170}>Status</Table.Th>
              {actions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((question) => (
              <Table.Tr key={question.id} data-question-id={question.id}>
                {selection && (
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Choose question={question} selection={selection} />
                  </Table.Td>
                )}
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Stack gap={4}>
                    <Text size="sm" fw={600}>
                      {question.stem}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {placeOf(question)} — {originOf(question)}
                    </Text>
                    <Answer question={question} open={answersOpen} />
                  </Stack>
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <DifficultyBadge difficulty={question.difficulty} />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <QuestionStatusBadge status={question.status} />
                </Table.Td>
                {actions && <Table.Td style={{ verticalAlign: 'top' }}>{actions(question)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack gap="sm" hiddenFrom="sm">
        {selection && (
          <Group gap="xs">
            <SelectAll questions={questions} selection={selection} />
            <Text size="sm">Select all on this page</Text>
          </Group>
        )}
        <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {questions.map((question) => (
            <Card key={question.id} withBorder radius="md" padding="sm" component="li" data-question-id={question.id}>
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {selection && <Choose question={question} selection={selection} />}
                  <Text size="sm" fw={600} style={{ flex: 1 }}>
                    {question.stem}
                  </Text>
                </Group>
                <QuestionBadges question={question} />
                <Text size="xs" c="dimmed">
                  {placeOf(question)}
                  <br />
                  {originOf(question)}
                </Text>
                <Answer question={question} open={answersOpen} />
                {actions && <Group gap="xs">{actions(question)}</Group>}
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </>
  );
}
