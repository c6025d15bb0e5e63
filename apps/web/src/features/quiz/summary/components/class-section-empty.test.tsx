import { Button } from '@mantine/core';
import { classSummaryRowSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { renderWithProviders } from '../../../../test/render';
import { ClassSectionTable } from './class-section-table';

type ClassRow = z.infer<typeof classSummaryRowSchema>;

const row = (overrides: Partial<ClassRow>): ClassRow =>
  classSummaryRowSchema.parse({
    studentClass: 'EIGHT',
    section: 'A',
    students: 0,
    players: 0,
    participationPercent: 0,
    quizzesPlayed: 0,
    averageScore: 0,
    score: 0,
    totalQuestionAttempted: 0,
    totalRightAnswers: 0,
    totalWrongAnswers: 0,
    skippedAnswers: 0,
    ...overrides,
  });

describe('Quiz summary of a school without students (issue 17 §6)', () => {
  it('shows a proper empty state instead of a "Class 12 Onwards" row with 0 students', () => {
    renderWithProviders(
      <ClassSectionTable
        rows={[row({ studentClass: 'TWELVEONWARDS', section: 'NA' })]}
        linkOf={() => '/quiz-summary/class'}
        emptyAction={<Button>Add students</Button>}
      />,
    );
    const empty = screen.getByRole('region', { name: 'No students yet' });
    expect(within(empty).getByRole('button', { name: 'Add students' })).toBeInTheDocument();
    expect(screen.queryByText('Class 12 Onwards')).not.toBeInTheDocument();
  });

  it('lists only sections holding students and says how many empty ones it left out', () => {
    renderWithProviders(
      <ClassSectionTable
        rows={[
          row({ studentClass: 'EIGHT', section: 'A', students: 30, players: 12, participationPercent: 40 }),
          row({ studentClass: 'TWELVEONWARDS', section: 'NA' }),
        ]}
        linkOf={() => '/quiz-summary/class'}
      />,
    );
    expect(screen.getAllByRole('link', { name: 'Class 8 · A' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Class 12 Onwards' })).not.toBeInTheDocument();
    expect(screen.getByText('One section with no students yet is not listed.')).toBeInTheDocument();
  });
});
