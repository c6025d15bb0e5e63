/** "In short" on the article page: the key sentences, thumbs for signed-in readers (kept and changeable), none for visitors. */
import { ARTICLE_SUMMARY_PATHS, articleSummarySchema, type ArticleSummary as Summary } from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import ArticleSummary from './article-summary';

const ARTICLE_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const summaryPath = ARTICLE_SUMMARY_PATHS.summary.replace(':id', ARTICLE_ID);
const feedbackPath = ARTICLE_SUMMARY_PATHS.feedback.replace(':id', ARTICLE_ID);
const SENTENCES = [
  'The city council approved a plan to plant 50,000 trees along school routes.',
  'Children from twelve schools will help plant and look after them.',
];
const summary = (myVote: boolean | null): Summary => ({ articleId: ARTICLE_ID, sentences: SENTENCES, myVote });

/** Records each vote and answers with it as the reader's vote. */
function recordVotes() {
  const votes: unknown[] = [];
  server.use(
    http.post(`/api${feedbackPath}`, async ({ request }) => {
      const body = (await request.json()) as { helpful: boolean };
      votes.push(body);
      return HttpResponse.json(okBody(articleSummarySchema, summary(body.helpful)));
    }),
  );
  return votes;
}

describe('In short', () => {
  it('shows the sentences and, for a visitor, a way to sign in instead of thumbs', async () => {
    answer('get', summaryPath, articleSummarySchema, summary(null));
    renderWithProviders(<ArticleSummary articleId={ARTICLE_ID} />, { route: '/details/trees' });
    const section = await screen.findByRole('region', { name: 'In short' });
    for (const sentence of SENTENCES) expect(within(section).getByText(sentence)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("keeps a reader's thumbs up, and lets them change it to down", async () => {
    answer('get', summaryPath, articleSummarySchema, summary(null));
    const votes = recordVotes();
    const { user } = renderWithProviders(<ArticleSummary articleId={ARTICLE_ID} />, {
      route: '/details/trees',
      user: studentUser,
    });
    const section = await screen.findByRole('region', { name: 'In short' });
    const up = within(section).getByRole('button', { name: 'Helpful' });
    const down = within(section).getByRole('button', { name: 'Not helpful' });
    expect(up).toHaveAttribute('aria-pressed', 'false');

    await user.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).getByText('Thanks for your feedback.')).toBeInTheDocument();

    await user.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(votes).toEqual([{ helpful: true }, { helpful: false }]);
  });

  it("shows the reader's earlier vote as pressed", async () => {
    answer('get', summaryPath, articleSummarySchema, summary(true));
    renderWithProviders(<ArticleSummary articleId={ARTICLE_ID} />, { route: '/details/trees', user: studentUser });
    const section = await screen.findByRole('region', { name: 'In short' });
    expect(within(section).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows nothing for an article too short to summarise', async () => {
    answer('get', summaryPath, articleSummarySchema, { articleId: ARTICLE_ID, sentences: [], myVote: null });
    renderWithProviders(
      <>
        <p>Article body</p>
        <ArticleSummary articleId={ARTICLE_ID} />
      </>,
      { route: '/details/trees' },
    );
    await screen.findByText('Article body');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'In short' })).not.toBeInTheDocument();
  });
});
