import { ERROR_CODES, staffAssignmentSchema, targetOptionsSchema } from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { facultyUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer, errorBody, okBody, server } from '../../../../test/server';
import { draftFixture } from './authoring-fixtures';
import { DraftEditor } from './draft-editor';

const draft = draftFixture();
const PATH = '/api/assignments/KX7PQ2MN';

beforeEach(() => {
  answer(
    'get',
    '/institute/subjects',
    z.array(z.object({ id: z.string(), name: z.string(), classSectionCount: z.number() })),
    [],
  );
  answer('get', '/assignments/KX7PQ2MN/accommodations', z.array(z.unknown()), []);
  answer('get', '/assignments/target-options', targetOptionsSchema, [
    { studentClass: 'EIGHT', students: 30, sections: [{ section: 'A', students: 30 }] },
  ]);
});

const open = (onReload = vi.fn()) =>
  renderWithProviders(<DraftEditor assignment={draft} onReload={onReload} delayMs={30} />, {
    route: '/assessment-details/KX7PQ2MN',
    user: facultyUser,
  });

describe('The draft editor', () => {
  it('saves what is typed after a pause, with the revision it was based on, and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number; title?: string };
        sent.push(body);
        return HttpResponse.json(
          okBody(staffAssignmentSchema, { ...draft, title: body.title ?? draft.title, revision: body.revision + 1 }),
        );
      }),
    );
    const { user } = open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Halves and quarters');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    // One save for the whole burst of typing, on revision 0.
    expect(sent).toEqual([{ revision: 0, title: 'Halves and quarters' }]);
    await user.type(screen.getByRole('textbox', { name: 'Instructions for students' }), 'No calculators.');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ revision: 1, instructions: 'No calculators.' });
  });

  it('keeps the change and retries when the connection drops', async () => {
    let calls = 0;
    server.use(
      http.patch(PATH, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Instructions for students' }), 'Bring a ruler.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved — retrying'));
    expect(calls).toBe(1);
  });

  it('offers to reload when another tab saved first', async () => {
    server.use(
      http.patch(PATH, () =>
        HttpResponse.json(
          errorBody('ASSIGNMENT_CHANGED', 'This assignment was changed in another tab or window.', {
            details: [{ field: 'revision', message: '3' }],
          }),
          { status: ERROR_CODES.ASSIGNMENT_CHANGED },
        ),
      ),
    );
    const onReload = vi.fn();
    const { user } = open(onReload);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' again');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This assessment was changed in another tab — reload');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows publishing’s refusals beside their fields', async () => {
    server.use(
      http.patch(PATH, () => HttpResponse.json(okBody(staffAssignmentSchema, { ...draft, revision: 1 }))),
      http.post(`${PATH}/publish`, () =>
        HttpResponse.json(
          errorBody('VALIDATION_FAILED', 'Some details need attention before publishing', {
            details: [
              { field: 'targets', message: 'Choose at least one class' },
              { field: 'closesAt', message: 'Choose a closing time in the future' },
              { field: 'timeLimitMinutes', message: 'The time limit is longer than the 20 minutes it is open' },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish assessment' }));
    expect(await within(dialog).findByText('Choose at least one class')).toBeInTheDocument();
    const closes = within(dialog).getByLabelText(/Closes \(India time\)/);
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Choose a closing time in the future')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Time limit \(minutes\)/)).toHaveAttribute('aria-invalid', 'true');
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(['Some details need attention before publishing', 'Choose at least one class']);
  });

  it('sends the dialog’s choices with the publish, on the latest revision', async () => {
    let published: unknown = null;
    let latest = 0;
    server.use(
      http.patch(PATH, async ({ request }) => {
        const body = (await request.json()) as { revision: number };
        latest = body.revision + 1;
        return HttpResponse.json(okBody(staffAssignmentSchema, { ...draft, revision: latest }));
      }),
      http.post(`${PATH}/publish`, async ({ request }) => {
        published = await request.json();
        return HttpResponse.json(okBody(staffAssignmentSchema, { ...draft, state: 'PUBLISHED', status: 'OPEN' }));
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog');
    const eight = await within(dialog).findByRole('group', { name: 'Class 8' });
    await user.click(within(eight).getByRole('checkbox', { name: 'All sections' }));
    await user.type(within(dialog).getByLabelText(/Opens \(India time\)/), '2026-12-01T10:00');
    await user.type(within(dialog).getByLabelText(/Closes \(India time\)/), '2026-12-01T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Publish assessment' }));
    await waitFor(() => expect(published).not.toBeNull());
    // The choices were saved as they were made; the publish carries the revision of the last save.
    expect(latest).toBeGreaterThan(0);
    expect(published).toMatchObject({
      revision: latest,
      targets: [{ studentClass: 'EIGHT', section: null }],
      opensAt: '2026-12-01T10:00:00+05:30',
      closesAt: '2026-12-01T11:00:00+05:30',
    });
  });
});
