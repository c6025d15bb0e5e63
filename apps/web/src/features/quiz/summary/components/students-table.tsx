import { Table, Text, UnstyledButton } from '@mantine/core';
import { classSectionLabel, type studentSummaryRowSchema } from '@noticeboard/shared';
import type { z } from 'zod';

type StudentRow = z.infer<typeof studentSummaryRowSchema>;

/** A class's students with their totals, best first; choosing one opens their days. */
export function StudentsTable({
  rows,
  firstRank,
  onOpen,
}: {
  rows: StudentRow[];
  firstRank: number;
  onOpen: (row: StudentRow) => void;
}) {
  if (rows.length === 0) return <Text c="dimmed">No students in this class yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th ta="right">Quizzes</Table.Th>
            <Table.Th ta="right">Right / attempted</Table.Th>
            <Table.Th>Last played</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.userId} style={{ cursor: 'pointer' }} onClick={() => onOpen(row)}>
              <Table.Td c="dimmed">{firstRank + index}</Table.Td>
              <Table.Td>
                <UnstyledButton fw={600} c="blue" onClick={() => onOpen(row)}>
                  {row.name}
                </UnstyledButton>
                <Text size="xs" c="dimmed">
                  {classSectionLabel(row.studentClass, row.section)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {row.score}
              </Table.Td>
              <Table.Td ta="right">{row.quizzesPlayed}</Table.Td>
              <Table.Td ta="right">
                {row.totalRightAnswers} / {row.totalQuestionAttempted}
              </Table.Td>
              <Table.Td>{row.lastPlayedOn ?? 'Not yet'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
