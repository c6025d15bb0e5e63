import { academicSessionSchema, classGroupSchema, subjectSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import { currentSessionYear } from '../components/first-session-prompt';
import CurriculumPage from './curriculum-page';

const newSchoolClasses = z.array(classGroupSchema).parse([
  {
    group: '6-8',
    label: 'Classes 6-8',
    classes: [
      { studentClass: 'SIX', label: 'Class 6', numeric: 6, sortOrder: 4, sections: [] },
      { studentClass: 'SEVEN', label: 'Class 7', numeric: 7, sortOrder: 5, sections: [] },
    ],
  },
]);

const session = academicSessionSchema.parse({
  id: '7f1d2c3b-0000-4000-8000-000000000001',
  startYear: 2026,
  label: '2026-27',
  isCurrent: true,
  startsOn: '2026-04-01',
  endsOn: '2027-05-31',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00+05:30'));
  answer('get', '/institute/classes', z.array(classGroupSchema), newSchoolClasses);
  answer('get', '/institute/subjects', z.array(subjectSchema), []);
});
afterEach(() => vi.useRealTimers());

describe('Curriculum of a new school', () => {
  it('asks for the first session with this school year ready, instead of a blank picker', async () => {
    let sessions: (typeof session)[] = [];
    const created: unknown[] = [];
    server.use(
      http.get('/api/institute/academic-sessions', () =>
        HttpResponse.json(okBody(z.array(academicSessionSchema), sessions)),
      ),
      http.post('/api/institute/academic-sessions', async ({ request }) => {
        created.push(await request.json());
        sessions = [session];
        return HttpResponse.json(okBody(academicSessionSchema, session, 201), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<CurriculumPage />, { route: '/curriculum', user: instituteUser });
    const prompt = await screen.findByRole('region', { name: 'Start your first academic session' });
    await user.click(within(prompt).getByRole('button', { name: 'Add session 2026-27' }));
    expect(created).toEqual([{ startYear: 2026 }]);
    expect(await screen.findByText('Current session')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your first academic session' })).not.toBeInTheDocument();
  });

  it('says in plain words that a class has no sections yet, and what to do', async () => {
    answer('get', '/institute/academic-sessions', z.array(academicSessionSchema), [session]);
    const { user } = renderWithProviders(<CurriculumPage />, { route: '/curriculum', user: instituteUser });
    expect(await screen.findByText('Which classes does your school teach?')).toBeInTheDocument();
    expect(screen.getAllByText('No sections yet')).toHaveLength(2);
    expect(screen.queryByText('Not run')).not.toBeInTheDocument();
    expect(screen.getByText(/No subjects yet\. Add the ones your school teaches/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Class 6/ }));
    expect(await screen.findByText(/If your school teaches Class 6, add its first section below/)).toBeInTheDocument();
  });
});

describe('the session a school is in', () => {
  it('starts in April', () => {
    expect(currentSessionYear(new Date('2027-03-31T12:00:00'))).toBe(2026);
    expect(currentSessionYear(new Date('2027-04-01T12:00:00'))).toBe(2027);
  });
});
