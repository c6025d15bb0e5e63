import { COMMUNITY_MESSAGES, emptyResultSchema, MESSAGES, POST_REPORT_REASON_LABELS } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { ReportPostDialog } from './report-post-dialog';

const postId = '7c1f0e2a-0000-4000-8000-00000000abcd';
const reportPath = `/community/posts/${postId}/report`;

function renderDialog() {
  const onClose = vi.fn();
  const onReported = vi.fn();
  const view = renderWithProviders(
    <ReportPostDialog opened postId={postId} onClose={onClose} onReported={onReported} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Report this post' });
  return { ...view, dialog, onClose, onReported };
}

describe('Report-post dialog', () => {
  it('offers every reason of the contract', () => {
    const { dialog } = renderDialog();
    for (const label of Object.values(POST_REPORT_REASON_LABELS)) {
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('asks for a reason before sending anything', async () => {
    const sent = answerAndRecord('post', reportPath, emptyResultSchema, null);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Choose what is wrong with this post')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onReported).not.toHaveBeenCalled();
  });

  it('sends the reason with trimmed details and thanks the reporter', async () => {
    const sent = answerAndRecord('post', reportPath, emptyResultSchema, null);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: POST_REPORT_REASON_LABELS.HARASSMENT }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), '  Threatens a classmate  ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await vi.waitFor(() =>
      expect(onReported).toHaveBeenCalledWith('Thank you for telling us. The school will review this post.'),
    );
    expect(sent).toEqual([{ reason: 'HARASSMENT', details: 'Threatens a classmate' }]);
  });

  it('treats an earlier report of the same post (CONFLICT) as done, with the server message', async () => {
    refuse('post', reportPath, 'CONFLICT', COMMUNITY_MESSAGES.alreadyReported);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: POST_REPORT_REASON_LABELS.SPAM }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalledWith(COMMUNITY_MESSAGES.alreadyReported));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason for any other refusal', async () => {
    refuse('post', reportPath, 'FORBIDDEN', MESSAGES.forbidden);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: POST_REPORT_REASON_LABELS.OTHERS }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.forbidden);
    expect(onReported).not.toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
