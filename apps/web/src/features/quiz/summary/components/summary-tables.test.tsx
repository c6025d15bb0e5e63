/**
 * The quiz summary's tables on a phone (issue 17 §8): below the `sm` breakpoint each row is a card whose every
 * value is labelled by its column, so nothing scrolls sideways and no column is hidden at 390 px; from `sm` up, the
 * table. (jsdom applies no media queries: the tests check which view each breakpoint shows and what each holds.)
 */
import { classSummaryRowSchema, QUIZ_PATHS, schoolResultsSchema, studentSummaryRowSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { facultyUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer } from '../../../../test/server';
import { SchoolResults } from '../../components/school-results';
import { ClassSectionTable } from './class-section-table';
import { StudentsTable } from './students-table';

type StudentRow = z.infer<typeof studentSummaryRowSchema>;

const student = (name: string, overrides: Partial<StudentRow> = {}): StudentRow =>
  studentSummaryRowSchema.parse({
    userId: `6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c${String(name.length).padStart(2, '0')}`,
    name,
    customUrl: name.toLowerCase(),
    studentClass: 'EIGHT',
    section: 'A',
    quizzesPlayed: 6,
    averageScore: 62,
    score: 370,
    totalQuestionAttempted: 58,
    totalRightAnswers: 37,
    totalWrongAnswers: 21,
    skippedAnswers: 2,
    lastPlayedOn: '2026-11-25',
    ...overrides,
  });

/** The label → value pairs of one card, as a reader sees them. */
function valuesOf(card: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) {
    pairs[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return pairs;
}

/** Which breakpoint shows the element: Mantine's hiddenFrom/visibleFrom classes. */
const shownBelowSm = (element: HTMLElement) => element.className.includes('mantine-hidden-from-sm');
const shownFromSm = (element: HTMLElement) => element.className.includes('mantine-visible-from-sm');

describe('students of a class on a phone', () => {
  it('shows one card per student with every value labelled, and the table from sm up', async () => {
    const rows = [student('Asha'), student('Bela Kulkarni', { lastPlayedOn: null, score: 0, quizzesPlayed: 0 })];
    renderWithProviders(<StudentsTable rows={rows} firstRank={11} onOpen={() => {}} />);
    const cards = await screen.findByTestId('students-cards');
    expect(shownBelowSm(cards)).toBe(true);
    expect(shownFromSm(screen.getByTestId('students-table'))).toBe(true);
    expect(cards).toHaveAccessibleName('Students');

    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Asha' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Class 8 · A');
    expect(valuesOf(first as HTMLElement)).toEqual({
      Rank: '11',
      Score: '370',
      Quizzes: '6',
      'Right / attempted': '37 / 58',
      'Last played': '25 Nov 2026',
    });
    expect(valuesOf(second as HTMLElement)).toMatchObject({ Rank: '12', Score: '0', 'Last played': 'Not yet' });
  });

  it('keeps the table whole from sm up: the same columns, the class under the name', async () => {
    renderWithProviders(<StudentsTable rows={[student('Asha')]} firstRank={1} onOpen={() => {}} />);
    const table = within(await screen.findByTestId('students-table')).getByRole('table', { name: 'Students' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Student', 'Score', 'Quizzes', 'Right / attempted', 'Last played']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Class 8 · A');
  });

  it('opens a student once from their name, in the card or the table row', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<StudentsTable rows={[student('Asha')]} firstRank={1} onOpen={onOpen} />);
    const cards = await screen.findByTestId('students-cards');
    await user.click(within(cards).getByRole('button', { name: 'Asha' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    const table = screen.getByTestId('students-table');
    await user.click(within(table).getByRole('button', { name: 'Asha' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.click(within(table).getByText('37 / 58'));
    expect(onOpen).toHaveBeenCalledTimes(3);
  });
});

describe("a quiz's school results on a phone", () => {
  it('shows each student as a card with the status and all five metrics labelled', async () => {
    answer('get', QUIZ_PATHS.schoolResults, schoolResultsSchema, {
      quiz: {
        id: '3c4d5e6f-0000-4000-8000-000000000001',
        customUrl: 'daily-2026-11-26',
        kind: 'DAILY',
        title: 'Daily quiz · 26 November',
        quizDate: '2026-11-26',
        questionCount: 10,
        timeLimitSeconds: 600,
        closesAt: null,
        authorName: null,
        studentClass: null,
      },
      rows: [
        {
          userId: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c01',
          name: 'Asha Student',
          customUrl: 'asha-student',
          studentClass: 'EIGHT',
          section: 'A',
          status: 'SUBMITTED',
          result: {
            score: 70,
            totalQuestionAttempted: 9,
            totalRightAnswers: 7,
            totalWrongAnswers: 2,
            skippedAnswers: 1,
            totalQuestions: 10,
            timeTakenSeconds: 300,
            submittedAt: '2026-11-26T09:00:00.000Z',
          },
        },
        {
          userId: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c02',
          name: 'Bela Student',
          customUrl: 'bela-student',
          studentClass: null,
          section: null,
          status: 'IN_PROGRESS',
          result: null,
        },
      ],
    });
    renderWithProviders(<SchoolResults customUrl="daily-2026-11-26" />, { user: facultyUser });
    const cards = await screen.findByTestId('school-results-cards');
    expect(shownBelowSm(cards)).toBe(true);
    expect(shownFromSm(screen.getByTestId('school-results-table'))).toBe(true);
    const [asha, bela] = within(cards).getAllByRole('listitem');
    expect(asha).toHaveTextContent('Asha Student');
    expect(valuesOf(asha as HTMLElement)).toEqual({
      Class: 'Class 8 A',
      Status: 'Submitted',
      Score: '70',
      Attempt: '9',
      Right: '7',
      Wrong: '2',
      Skipped: '1',
    });
    expect(valuesOf(bela as HTMLElement)).toMatchObject({ Class: '—', Status: 'Playing', Score: '—' });
  });
});

describe("the school's classes on a phone", () => {
  const section = (section: 'A' | 'B', students: number, players: number) =>
    classSummaryRowSchema.parse({
      studentClass: 'EIGHT',
      section,
      students,
      participationPercent: Math.round((players / students) * 100),
      players,
      quizzesPlayed: players * 4,
      averageScore: 55.5,
      score: players * 220,
      totalQuestionAttempted: players * 40,
      totalRightAnswers: players * 22,
      totalWrongAnswers: players * 16,
      skippedAnswers: players * 2,
    });

  it('shows one card per class and section with every value labelled, and opens it', async () => {
    const renderResult = renderWithProviders(
      <ClassSectionTable
        rows={[section('A', 32, 24), section('B', 30, 9)]}
        linkOf={(row) => `/quiz-summary/class?section=${row.section}`}
      />,
    );
    const { user } = renderResult;
    const cards = await screen.findByTestId('classes-cards');
    expect(shownBelowSm(cards)).toBe(true);
    expect(shownFromSm(screen.getByTestId('classes-table'))).toBe(true);
    const [a, b] = within(cards).getAllByRole('listitem');
    expect(valuesOf(a as HTMLElement)).toEqual({
      Students: '32',
      Played: '24',
      Participation: '75%',
      Quizzes: '96',
      'Avg score': '55.5',
    });
    expect(within(a as HTMLElement).getByRole('progressbar', { name: '75% played' })).toBeInTheDocument();
    expect(valuesOf(b as HTMLElement)).toMatchObject({ Students: '30', Played: '9', Participation: '30%' });
    const link = within(b as HTMLElement).getByRole('link', { name: 'Class 8 · B' });
    expect(link).toHaveAttribute('href', '/quiz-summary/class?section=B');
    await user.click(link);
    expect(await screen.findByText('Navigated to /quiz-summary/class?section=B')).toBeInTheDocument();
  });
});
