import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { classSectionLabel, type classSummaryRowSchema } from '@noticeboard/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { EmptyState } from '../../../../components/empty-state';
import { ParticipationBar } from './participation-bar';

type ClassRow = z.infer<typeof classSummaryRowSchema>;

interface ClassSectionTableProps {
  rows: ClassRow[];
  onOpen: (row: ClassRow) => void;
  /** The way on when no class has students yet (the school account adds them). */
  emptyAction?: ReactNode;
}

/**
 * One row per class and section holding students; choosing one opens its students. A section set up without
 * students yet has nothing to summarise, so it is left out (a new school saw a lone "Class 12 Onwards" with 0).
 */
export function ClassSectionTable({ rows: allRows, onOpen, emptyAction }: ClassSectionTableProps) {
  const rows = allRows.filter((row) => row.students > 0);
  if (rows.length === 0) {
    return (
      <EmptyState icon={<IconUsersGroup size={30} />} title="No students yet" actions={emptyAction}>
        Each class and section appears here once it has students, with how many of them play the daily quiz and how well
        they do.
      </EmptyState>
    );
  }
  const withoutStudents = allRows.length - rows.length;
  return (
    <Stack gap="xs">
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
      {withoutStudents > 0 && (
        <Text size="sm" c="dimmed">
          {withoutStudents === 1
            ? 'One section with no students yet is not listed.'
            : `${withoutStudents} sections with no students yet are not listed.`}
        </Text>
      )}
    </Stack>
  );
}
