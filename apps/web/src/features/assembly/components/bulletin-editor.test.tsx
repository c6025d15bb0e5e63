import { type Bulletin, bulletinSchema } from '@noticeboard/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { BulletinEditor } from './bulletin-editor';

const ID = '6d3c1a52-0a6e-4c59-9d1f-5e3a1c0b2d11';
const headline = (n: number) => ({
  articleId: `6d3c1a52-0a6e-4c59-9d1f-5e3a1c0b2d2${n}`,
  slug: `story-${n}`,
  title: `Story ${n}`,
  summary: `Summary ${n}`,
  category: 'SPORTS' as const,
  classGroups: ['3-5' as const],
});

const bulletin = (state: Bulletin['state']): Bulletin =>
  bulletinSchema.parse({
    id: ID,
    day: '2026-12-01',
    assemblyAt: '2026-12-01T02:30:00.000Z',
    state,
    revision: 3,
    headlines: [headline(1), headline(2), headline(3)],
    announcements: ['Sports day on Friday'],
    thought: { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
    birthdayCount: 0,
    birthdays: [],
    toppers: [],
    correctionNote: null,
    audio: { status: 'PENDING', url: null, durationSeconds: null },
    pdfUrl: `/api/assembly/bulletin/${ID}/pdf`,
  });

describe('BulletinEditor', () => {
  it('reorders, removes and rewords headlines and sends them on the revision it opened', async () => {
    const received = answerAndRecord('patch', `/assembly/bulletin/${ID}`, bulletinSchema, bulletin('UPCOMING'));
    const onDone = vi.fn();
    renderWithProviders(<BulletinEditor bulletin={bulletin('UPCOMING')} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move headline 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove headline 1' }));
    fireEvent.change(screen.getByLabelText(/Title of headline 1/), { target: { value: 'Story three, in our words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an announcement' }));
    fireEvent.change(screen.getByLabelText('Announcement 2'), { target: { value: 'Library closes early' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bulletin' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      revision: 3,
      headlines: [
        { articleId: headline(3).articleId, title: 'Story three, in our words', summary: 'Summary 3' },
        { articleId: headline(2).articleId, title: 'Story 2', summary: 'Summary 2' },
      ],
      announcements: ['Sports day on Friday', 'Library closes early'],
      thought: 'Well done is better than well said.',
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks what was corrected once the bulletin is out', async () => {
    const received = answerAndRecord('patch', `/assembly/bulletin/${ID}`, bulletinSchema, bulletin('OUT'));
    renderWithProviders(<BulletinEditor bulletin={bulletin('OUT')} onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Correct the bulletin' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/What did you correct/), { target: { value: 'Spelling of a name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ correctionNote: 'Spelling of a name' });
  });

  it('says when someone else saved it first', async () => {
    refuse(
      'patch',
      `/assembly/bulletin/${ID}`,
      'CONFLICT',
      'Someone else changed this bulletin. Reload to see their changes.',
    );
    renderWithProviders(<BulletinEditor bulletin={bulletin('UPCOMING')} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save bulletin' }));
    expect(await screen.findByText(/Someone else saved this bulletin/)).toBeInTheDocument();
  });
});
