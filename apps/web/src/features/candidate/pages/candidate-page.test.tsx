import {
  type Candidate,
  candidatePageSchema,
  candidateSchema,
  importResultSchema,
  MESSAGES,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, errorBody, hang, okBody, refuse, server } from '../../../test/server';
import CandidatePage from './candidate-page';

const student = (id: number, overrides: Partial<Candidate> = {}): Candidate =>
  candidateSchema.parse({
    id: `4a5b6c7d-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Student ${id}`,
    email: `student${id}@greenfield.test`,
    customUrl: `student-${id}`,
    studentClass: 'EIGHT',
    section: 'A',
    rollNumber: String(id),
    dateOfBirth: null,
    status: 'ACTIVE',
    passwordSet: true,
    createdAt: '2026-06-01T00:00:00.000Z',
    ...overrides,
  });

const studentPage = (content: Candidate[], totalPages = 1) =>
  candidatePageSchema.parse({ content, page: 0, size: 20, totalElements: content.length, totalPages, last: true });

const renderStudents = () => renderWithProviders(<CandidatePage />, { route: '/candidate', user: instituteUser });

describe('Students page: list states', () => {
  it('shows a loading state', async () => {
    hang('get', '/candidates');
    renderStudents();
    expect(await screen.findByRole('status', { name: 'Loading students' })).toBeInTheDocument();
  });

  it('lists the students with their class and whether they have set a password', async () => {
    answer('get', '/candidates', candidatePageSchema, studentPage([student(1), student(2, { passwordSet: false })]));
    renderStudents();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Student 1');
    expect(rows[0]).toHaveTextContent('Class 8 · A');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Invited');
    expect(screen.getByText('2 in total')).toBeInTheDocument();
  });

  it('welcomes a school with no students with the two ways to add them, not a filter message', async () => {
    answer('get', '/candidates', candidatePageSchema, studentPage([]));
    const { user } = renderStudents();
    const welcome = await screen.findByRole('region', { name: 'Add your first students' });
    expect(within(welcome).getByRole('button', { name: 'Add students' })).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Import from a sheet' })).toBeInTheDocument();
    expect(screen.queryByText('No students match these filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Add students' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says when no student matches, searches with the typed text, and clears the filters', async () => {
    const searched: string[] = [];
    server.use(
      http.get('/api/candidates', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searched.push(search);
        return HttpResponse.json(okBody(candidatePageSchema, studentPage(search ? [] : [student(1)])));
      }),
    );
    const { user } = renderStudents();
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zed');
    await vi.waitFor(() => expect(searched).toContain('zed'));
    expect(searched[0]).toBe('');
    expect(await screen.findByText('No students match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your first students' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows the server message when the list fails', async () => {
    refuse('get', '/candidates', 'FORBIDDEN', MESSAGES.forbidden);
    renderStudents();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forbidden);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('selects students to move them together', async () => {
    answer('get', '/candidates', candidatePageSchema, studentPage([student(1), student(2)]));
    const { user } = renderStudents();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Student 2' }));
    expect(screen.getByRole('button', { name: 'Move selected (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all students on this page' }));
    expect(screen.getByRole('button', { name: 'Move selected (2)' })).toBeInTheDocument();
  });
});

describe('Students page: upload', () => {
  const file = () => new File(['name,email\n'], 'class-8.csv', { type: 'text/csv' });

  async function uploadFile(button: 'Upload' | 'Check only') {
    answer('get', '/candidates', candidatePageSchema, studentPage([]));
    const view = renderStudents();
    await view.user.click(screen.getByRole('button', { name: 'Upload students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload students' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the upload dialog has no file input');
    await view.user.upload(input, file());
    await view.user.click(within(dialog).getByRole('button', { name: button }));
    return dialog;
  }

  it('lists every row problem of a refused file, with its row and column', async () => {
    server.use(
      http.post('/api/candidates/import', () => {
        const body = errorBody('IMPORT_ROWS_INVALID', 'The file has problems; nothing was imported', {
          details: [
            { row: 3, field: 'email', message: 'Invalid email address' },
            { row: 3, field: 'class', message: 'Unknown class' },
            { row: 7, field: 'dateOfBirth', message: 'Use the date format YYYY-MM-DD' },
          ],
        });
        return HttpResponse.json(body, { status: body.statusCode });
      }),
    );
    const dialog = await uploadFile('Upload');
    const report = await within(dialog).findByRole('alert');
    expect(report).toHaveTextContent('Nothing was imported');
    expect(report).toHaveTextContent('2 rows need fixing (3 problems)');
    const problems = within(report).getByRole('table', { name: 'Problems in the file' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3EmailInvalid email address',
      '3ClassUnknown class',
      '7Date of birthUse the date format YYYY-MM-DD',
    ]);
  });

  it('says how many students a valid file imported, by class', async () => {
    answer('post', '/candidates/import', importResultSchema, {
      dryRun: false,
      rows: 3,
      imported: 3,
      consentsPending: 2,
      byClass: [
        { studentClass: 'NINE', section: 'B', count: 1 },
        { studentClass: 'EIGHT', section: 'A', count: 2 },
      ],
    });
    const dialog = await uploadFile('Upload');
    const summary = await within(dialog).findByRole('status');
    expect(summary).toHaveTextContent('3 students imported');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Class 8 · A: 2', 'Class 9 · B: 1']);
    expect(summary).toHaveTextContent('2 parent consent requests are pending.');
  });

  it('only checks the file with Check only', async () => {
    const dryRuns: string[] = [];
    server.use(
      http.post('/api/candidates/import', ({ request }) => {
        dryRuns.push(new URL(request.url).searchParams.get('dryRun') ?? '');
        const result = { dryRun: true, rows: 40, imported: 0, consentsPending: 0, byClass: [] };
        return HttpResponse.json(okBody(importResultSchema, result));
      }),
    );
    const dialog = await uploadFile('Check only');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The file is valid: 40 students are ready to import',
    );
    expect(dryRuns).toEqual(['true']);
  });

  it('shows any other refusal as a message', async () => {
    refuse('post', '/candidates/import', 'CONFLICT', 'Another upload is running; nothing was imported');
    const dialog = await uploadFile('Upload');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another upload is running; nothing was imported',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});
