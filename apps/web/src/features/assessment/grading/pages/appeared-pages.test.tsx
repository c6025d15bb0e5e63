/** The appeared lists: their empty states, a row's values, and the school's student picker. */
import {
  ASSESSMENT_GRADING_PATHS,
  appearedListSchema,
  appearedStudentListSchema,
  candidatePageSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser, studentUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer } from '../../../../test/server';
import AppearedPage from './appeared-page';
import AppearedStudentPage from './appeared-student-page';

const emptyPage = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0, last: true };
const student = {
  id: '5c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
  name: 'Asha Verma',
  studentClass: 'EIGHT',
  section: 'A',
} as const;

describe('the school’s appeared lists', () => {
  it('greets an empty list with the way to its assessments', async () => {
    answer('get', ASSESSMENT_GRADING_PATHS.appearedAssessment, appearedListSchema, { ...emptyPage, assignments: [] });
    renderWithProviders(<AppearedPage />, { route: '/appeared-assessment', user: instituteUser });
    expect(await screen.findByRole('heading', { name: 'No attempts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to assessments' })).toHaveAttribute('href', '/assessment/assessment');
  });

  it('lists each attempt with its student, assignment, marks and status', async () => {
    answer('get', ASSESSMENT_GRADING_PATHS.appearedQna, appearedListSchema, {
      content: [
        {
          attemptId: '6c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
          candidateId: student.id,
          name: 'Asha Verma',
          studentClass: 'EIGHT',
          section: 'A',
          assignmentId: '7c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
          assignmentCode: 'PLNTS001',
          assignmentTitle: 'Plants and water',
          startedAt: '2026-11-26T09:00:00.000Z',
          submittedAt: '2026-11-26T09:10:00.000Z',
          progress: 'GRADED',
          score: 8,
          maxScore: 10,
          identityCheck: 'NOT_REQUIRED',
        },
      ],
      page: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      last: true,
      assignments: [{ id: '7c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01', code: 'PLNTS001', title: 'Plants and water' }],
    });
    renderWithProviders(<AppearedPage />, { route: '/appeared-qna', user: instituteUser });
    expect(await screen.findByRole('heading', { name: 'Appeared Q&A' })).toBeInTheDocument();
    const cards = await screen.findByTestId('appeared-cards');
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      `/appeared-qna/student?userId=${student.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Plants and water' })).toHaveAttribute(
      'href',
      '/assessment-details/PLNTS001',
    );
    expect(card).toHaveTextContent('8 / 10');
    expect(card).toHaveTextContent('Graded');
  });
});

describe('a student’s own list', () => {
  it('greets a student with nothing yet', async () => {
    answer('get', ASSESSMENT_GRADING_PATHS.appearedQnaStudent, appearedStudentListSchema, { ...emptyPage, student });
    renderWithProviders(<AppearedStudentPage />, { route: '/appeared-qna/student', user: studentUser });
    expect(await screen.findByRole('heading', { name: 'No Q&A assignments attempted yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what is due' })).toHaveAttribute('href', '/assessment');
  });

  it('says when a result comes instead of a mark not yet released', async () => {
    answer('get', ASSESSMENT_GRADING_PATHS.appearedAssessmentStudent, appearedStudentListSchema, {
      content: [
        {
          attemptId: '6c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
          assignmentId: '7c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
          assignmentCode: 'FRACT001',
          customUrl: 'fractions-fract001',
          title: 'Fractions',
          startedAt: '2026-11-26T09:00:00.000Z',
          submittedAt: '2026-11-26T09:10:00.000Z',
          closesAt: '2026-11-27T09:00:00.000Z',
          progress: 'GRADED',
          released: false,
          score: null,
          maxScore: 4,
          feedback: null,
          identityCheck: 'NOT_REQUIRED',
        },
      ],
      page: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      last: true,
      student,
    });
    renderWithProviders(<AppearedStudentPage />, { route: '/appeared-assessment/student', user: studentUser });
    const card = within(await screen.findByTestId('appeared-student-cards')).getByRole('listitem');
    expect(card).toHaveTextContent('Waiting for grading');
    expect(card).not.toHaveTextContent('/ 4');
  });

  it('asks the school to choose a student first, and lists their attempts once chosen', async () => {
    answer('get', '/candidates', candidatePageSchema, {
      content: [
        {
          id: student.id,
          name: 'Asha Verma',
          email: 'asha@school.test',
          customUrl: 'asha',
          studentClass: 'EIGHT',
          section: 'A',
          rollNumber: null,
          dateOfBirth: null,
          status: 'ACTIVE',
          passwordSet: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      page: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      last: true,
    });
    answer('get', ASSESSMENT_GRADING_PATHS.appearedQnaStudent, appearedStudentListSchema, { ...emptyPage, student });
    const { user } = renderWithProviders(<AppearedStudentPage />, {
      route: '/appeared-qna/student',
      user: instituteUser,
    });
    expect(await screen.findByRole('heading', { name: 'A student’s Q&A' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /has not attempted/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Student' }));
    await user.click(await screen.findByRole('option', { name: 'Asha Verma · Class 8 A' }));
    expect(await screen.findByRole('heading', { name: 'Asha Verma has not attempted any yet' })).toBeInTheDocument();
  });
});
