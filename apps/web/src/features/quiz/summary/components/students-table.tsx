import { Text, UnstyledButton } from '@mantine/core';
import { classSectionLabel, formatDate, type studentSummaryRowSchema } from '@noticeboard/shared';
import type { z } from 'zod';
import { type StackedColumn, StackedTable } from '../../../../components/stacked-table';

type StudentRow = z.infer<typeof studentSummaryRowSchema>;

/**
 * A class's students with their totals, best first; choosing one opens their days. A table from `sm` up, one card
 * per student on a phone (every value labelled, nothing scrolled sideways).
 */
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
  const rankOf = new Map(rows.map((row, index) => [row.userId, firstRank + index]));
  const columns: StackedColumn<StudentRow>[] = [
    { key: 'rank', header: 'Rank', width: 56, cell: (row) => rankOf.get(row.userId) },
    {
      key: 'student',
      header: 'Student',
      title: true,
      cell: (row) => (
        <UnstyledButton fw={600} c="blue" mih={24} onClick={() => onOpen(row)}>
          {row.name}
        </UnstyledButton>
      ),
    },
    { key: 'class', header: 'Class', subtitle: true, cell: (row) => classSectionLabel(row.studentClass, row.section) },
    { key: 'score', header: 'Score', align: 'right', cell: (row) => <strong>{row.score}</strong> },
    { key: 'quizzes', header: 'Quizzes', align: 'right', cell: (row) => row.quizzesPlayed },
    {
      key: 'right',
      header: 'Right / attempted',
      align: 'right',
      cell: (row) => `${row.totalRightAnswers} / ${row.totalQuestionAttempted}`,
    },
    {
      key: 'last',
      header: 'Last played',
      cell: (row) => (row.lastPlayedOn ? formatDate(row.lastPlayedOn) : 'Not yet'),
    },
  ];
  return (
    <StackedTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.userId}
      label="Students"
      minWidth={560}
      onRowClick={onOpen}
      testId="students"
    />
  );
}
