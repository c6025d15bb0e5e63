import { Anchor, Stack, Text } from '@mantine/core';
import { classSectionLabel, type classSummaryRowSchema } from '@noticeboard/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmptyState } from '../../../../components/empty-state';
import { type StackedColumn, StackedTable } from '../../../../components/stacked-table';
import { ParticipationBar } from './participation-bar';

type ClassRow = z.infer<typeof classSummaryRowSchema>;

interface ClassSectionTableProps {
  rows: ClassRow[];
  /** The class summary a row opens: its name is a link there, and a tap on the row goes too. */
  linkOf: (row: ClassRow) => string;
  /** The way on when no class has students yet (the school account adds them). */
  emptyAction?: ReactNode;
}

/**
 * One row per class and section holding students; choosing one opens its students. A section set up without
 * students yet has nothing to summarise, so it is left out (a new school saw a lone "Class 12 Onwards" with 0).
 */
export function ClassSectionTable({ rows: allRows, linkOf, emptyAction }: ClassSectionTableProps) {
  const navigate = useNavigate();
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
  // A table from `sm` up; on a phone one card per class and section, every value labelled (issue 17 §8).
  const columns: StackedColumn<ClassRow>[] = [
    {
      key: 'class',
      header: 'Class',
      title: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={linkOf(row)}
          fw={600}
          mih={24}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {classSectionLabel(row.studentClass, row.section)}
        </Anchor>
      ),
    },
    { key: 'students', header: 'Students', align: 'right', cell: (row) => row.students },
    { key: 'played', header: 'Played', align: 'right', cell: (row) => row.players },
    {
      key: 'participation',
      header: 'Participation',
      wide: true,
      cell: (row) => <ParticipationBar percent={row.participationPercent} />,
    },
    { key: 'quizzes', header: 'Quizzes', align: 'right', cell: (row) => row.quizzesPlayed },
    { key: 'average', header: 'Avg score', align: 'right', cell: (row) => row.averageScore },
  ];
  return (
    <Stack gap="xs">
      <StackedTable
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.studentClass}-${row.section}`}
        label="Classes and sections"
        minWidth={560}
        onRowClick={(row) => void navigate(linkOf(row))}
        testId="classes"
      />
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
