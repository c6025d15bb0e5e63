import { ABUSE_TYPE_LABELS, emptyResultSchema, NEWS_MESSAGES, NEWS_PATHS } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeArticle } from '../../../test/news';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { ReportDialog } from './report-dialog';

const article = makeArticle({ title: 'Miracle cure found' });

function renderDialog() {
  const onReported = vi.fn();
  const view = renderWithProviders(
    <ReportDialog opened onClose={() => {}} article={article} onReported={onReported} />,
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Report this article' }), onReported };
}

describe('Report-article dialog', () => {
  it('asks for a kind and a reason of at least 5 characters before sending', async () => {
    const sent = answerAndRecord('post', NEWS_PATHS.reportAbuse, emptyResultSchema, null);
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Choose what is wrong with this article')).toBeInTheDocument();
    expect(within(dialog).getByText('Please tell us a little more (at least 5 characters)')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the report for this article and hides it for the reader', async () => {
    const sent = answerAndRecord('post', NEWS_PATHS.reportAbuse, emptyResultSchema, null);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: ABUSE_TYPE_LABELS.FAKE }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' No source is given ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await vi.waitFor(() =>
      expect(onReported).toHaveBeenCalledWith('Thank you for telling us. This article is now hidden for you.'),
    );
    expect(sent).toEqual([{ articleId: article._id, abuseType: 'FAKE', reason: 'No source is given' }]);
  });

  it('treats an earlier report of the same article (CONFLICT) as done, with the server message', async () => {
    refuse('post', NEWS_PATHS.reportAbuse, 'CONFLICT', NEWS_MESSAGES.alreadyReported);
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: ABUSE_TYPE_LABELS.FAKE }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No source is given');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalledWith(NEWS_MESSAGES.alreadyReported));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's field problems on the fields", async () => {
    const message = 'Reason contains a link; describe the problem instead';
    refuse('post', NEWS_PATHS.reportAbuse, 'VALIDATION_FAILED', 'Some fields are not valid', {
      details: [{ field: 'body.reason', message }],
    });
    const { user, dialog, onReported } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: ABUSE_TYPE_LABELS.OTHERS }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'see example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onReported).not.toHaveBeenCalled();
  });
});
