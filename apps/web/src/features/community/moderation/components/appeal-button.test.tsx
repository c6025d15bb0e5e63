import { appealResultSchema, COMMUNITY_PATHS, COMMUNITY_REPORT_MESSAGES } from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost, postPage, postPageSchema } from '../../../../test/community';
import { renderWithProviders } from '../../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../../test/server';
import { MyPendingPosts } from './my-pending-posts';

const appealPath = (postId: string) => COMMUNITY_PATHS.appeal.replace(':postId', postId);

describe('Appeal (the author’s own declined or removed post, once)', () => {
  it('asks first, then sends the appeal and says it went to the school', async () => {
    const declined = makePost({ requestStatus: 'DECLINED', postVisibility: 'SELF', appealAllowed: true });
    answer('get', COMMUNITY_PATHS.myPendingPosts, postPageSchema, postPage([declined]));
    const sent = answerAndRecord('post', appealPath(declined.id), appealResultSchema, {
      postId: declined.id,
      requestStatus: 'PENDING',
      appealedAt: '2026-11-29T10:00:00.000Z',
    });
    const { user } = renderWithProviders(<MyPendingPosts onHistory={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal' });
    expect(dialog).toHaveTextContent('You can appeal a post once');
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(COMMUNITY_REPORT_MESSAGES.appealed)).toBeInTheDocument();
  });

  it('offers nothing for a post the API says cannot be appealed (waiting, or appealed already)', async () => {
    const waiting = makePost({ requestStatus: 'PENDING', postVisibility: 'SELF', appealAllowed: false });
    const appealed = makePost({ requestStatus: 'DECLINED', postVisibility: 'SELF', appealAllowed: false });
    answer('get', COMMUNITY_PATHS.myPendingPosts, postPageSchema, postPage([waiting, appealed]));
    renderWithProviders(<MyPendingPosts onHistory={vi.fn()} />);

    expect(await screen.findAllByRole('button', { name: 'History' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('lists a post removed after a report as removed, with its one appeal', async () => {
    const removed = makePost({ requestStatus: 'PUBLISHED', removed: true, appealAllowed: true });
    answer('get', COMMUNITY_PATHS.myPendingPosts, postPageSchema, postPage([removed]));
    renderWithProviders(<MyPendingPosts onHistory={vi.fn()} />);

    expect(await screen.findByText('Removed after a report')).toBeInTheDocument();
    expect(screen.queryByText('Published')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Appeal' })).toBeInTheDocument();
  });

  it('shows the refusal when the school already has an appeal', async () => {
    const declined = makePost({ requestStatus: 'DECLINED', postVisibility: 'SELF', appealAllowed: true });
    answer('get', COMMUNITY_PATHS.myPendingPosts, postPageSchema, postPage([declined]));
    refuse('post', appealPath(declined.id), 'CONFLICT', 'This post was appealed already');
    const { user } = renderWithProviders(<MyPendingPosts onHistory={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Appeal' })).getByRole('button', { name: 'Appeal' }),
    );

    expect(await screen.findByText('This post was appealed already')).toBeInTheDocument();
  });
});
