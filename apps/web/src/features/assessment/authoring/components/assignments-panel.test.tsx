import { assignmentStatusCountsSchema, assignmentSummaryPageSchema, staffAssignmentSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer, answerAndRecord, okBody, server } from '../../../../test/server';
import { AssignmentsPanel } from './assignments-panel';
import { draftFixture, summaryFixture } from './authoring-fixtures';

const page = (content: ReturnType<typeof summaryFixture>[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  last: true,
});
const counts = { ALL: 3, DRAFT: 1, SCHEDULED: 0, OPEN: 2, CLOSED: 0, GRADED: 0, CANCELLED: 0 };

describe('The assignments panel', () => {
  it('shows each status tab with its count, and the assignments with their classes, status and attempts', async () => {
    answer('get', '/assignments/counts', assignmentStatusCountsSchema, counts);
    answer('get', '/assignments', assignmentSummaryPageSchema, page([summaryFixture()]));
    renderWithProviders(<AssignmentsPanel type="ASSESSMENT" canCreate />, {
      route: '/assessment/assessment',
      user: instituteUser,
    });

    const tabs = await screen.findByRole('tablist', { name: 'Status' });
    expect(await within(tabs).findByRole('tab', { name: 'Open (2 assessments)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Draft (1 assessment)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Scheduled (0 assessments)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All assessments' });
    expect(within(table).getByRole('link', { name: 'Fractions: week 1' })).toHaveAttribute(
      'href',
      '/assessment-details/KX7PQ2MN',
    );
    expect(within(table).getByText('Class 8 A')).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
    expect(within(table).getByText('9 of 12 handed in')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Copy “Fractions: week 1”' })).toBeInTheDocument();
  });

  it('asks for the chosen tab’s status', async () => {
    answer('get', '/assignments/counts', assignmentStatusCountsSchema, counts);
    const asked = answerAndRecordQuery();
    const { user } = renderWithProviders(<AssignmentsPanel type="QNA" canCreate />, { user: instituteUser });
    await user.click(await screen.findByRole('tab', { name: /^Draft/ }));
    expect(await screen.findByText('No draft Q&A assignments.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ type: 'QNA', status: 'DRAFT' });
  });

  it('greets a school with none yet, with the first step', async () => {
    answer('get', '/assignments/counts', assignmentStatusCountsSchema, { ...counts, ALL: 0, DRAFT: 0, OPEN: 0 });
    answer('get', '/assignments', assignmentSummaryPageSchema, page([]));
    const created = answerAndRecord('post', '/assignments', staffAssignmentSchema, draftFixture(), { status: 201 });
    const { user } = renderWithProviders(<AssignmentsPanel type="ASSESSMENT" canCreate />, { user: instituteUser });
    const welcome = await screen.findByRole('region', { name: 'No assessments yet' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'New assessment' }));
    expect(await screen.findByText('Navigated to /assessment-details/KX7PQ2MN')).toBeInTheDocument();
    expect(created).toEqual([{ type: 'ASSESSMENT' }]);
  });

  it('offers no New button to someone who may not create', async () => {
    answer('get', '/assignments/counts', assignmentStatusCountsSchema, { ...counts, ALL: 0, DRAFT: 0, OPEN: 0 });
    answer('get', '/assignments', assignmentSummaryPageSchema, page([]));
    renderWithProviders(<AssignmentsPanel type="QNA" canCreate={false} />, { user: instituteUser });
    const welcome = await screen.findByRole('region', { name: 'No Q&A assignments yet' });
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
  });
});

/** Answers the list with nothing and records each request's query. */
function answerAndRecordQuery() {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get('/api/assignments', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(okBody(assignmentSummaryPageSchema, page([])));
    }),
  );
  return queries;
}
