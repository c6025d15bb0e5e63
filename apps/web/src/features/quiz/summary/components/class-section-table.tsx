import { Table, Text, UnstyledButton } from '@mantine/core';
import { classSectionLabel, type classSummaryRowSchema } from '@noticeboard/shared';
import type { z } from 'zod';
import { ParticipationBar } from './participation-bar';

type ClassRow = z.infer<typeof classSummaryRowSchema>;

/** One row per class and section; choosing one opens its students. */
export function ClassSectionTable({ rows, onOpen }: { rows: ClassRow[]; onOpen: (row: ClassRow) => void }) {
  if (rows.length === 0) return <Text c="dimmed">No classes or students yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Classes and sections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Class</Table.Th>
            <Table.Th ta="right">Students</Table.Th>
            <Table.Th ta="right">Played</Table.Th>
            <Table.Th>Participation</Table.Th>
            <Table.Th ta="right">Quizzes</Table.Th>
            <Table.Th ta="right">Avg score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={`${row.studentClass}-${row.section}`}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(row)}
            >
              <Table.Td>
                <UnstyledButton fw={600} c="blue" onClick={() => onOpen(row)}>
                  {classSectionLabel(row.studentClass, row.section)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td ta="right">{row.students}</Table.Td>
              <Table.Td ta="right">{row.players}</Table.Td>
              <Table.Td>
                <ParticipationBar percent={row.participationPercent} />
              </Table.Td>
              <Table.Td ta="right">{row.quizzesPlayed}</Table.Td>
              <Table.Td ta="right">{row.averageScore}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
