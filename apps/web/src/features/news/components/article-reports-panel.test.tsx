/**
 * "Reported news": the school's reports on news articles, by status, with Dismiss and (after a question) Hide from
 * our school; the server's answers drive what is shown.
 */
import {
  type ArticleReport,
  articleReportPageSchema,
  articleReportSchema,
  NEWS_PATHS,
  REPORT_STATUSES,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { errorBody, okBody, refuse, server } from '../../../test/server';
import { ArticleReportsPanel } from './article-reports-panel';

type Status = (typeof REPORT_STATUSES)[number];

const REPORT_ID = '4f1e2d3c-1111-4a2b-8c3d-000000000001';

function makeReport(overrides: Partial<ArticleReport> = {}): ArticleReport {
  return articleReportSchema.parse({
    id: REPORT_ID,
    article: {
      _id: '2b3c4d5e-0000-4000-8000-000000000101',
      slug: 'river-relay-results',
      title: 'Rowing club wins the river relay',
    },
    abuseType: 'FAKE',
    reason: 'The score in this story is made up',
    reporterName: 'Kavya Reporter',
    status: 'OPEN',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    actionTakenByUserName: null,
    ...overrides,
  });
}

const pageOf = (content: ArticleReport[]) =>
  okBody(articleReportPageSchema, {
    content,
    page: 0,
    size: 10,
    totalElements: content.length,
    totalPages: content.length === 0 ? 0 : 1,
    last: true,
  });

/** Answers the list by the status asked for, recording each status asked. */
function answerList(byStatus: Partial<Record<Status, ArticleReport[]>>) {
  const asked: string[] = [];
  server.use(
    http.get(`/api${NEWS_PATHS.reports}`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      asked.push(status);
      return HttpResponse.json(pageOf(byStatus[status as Status] ?? []));
    }),
  );
  return asked;
}

/** Answers POST /news/reports/:id with the report decided, recording the id and body. */
function answerAction() {
  const received: { id: string; body: unknown }[] = [];
  server.use(
    http.post(`/api${NEWS_PATHS.reports}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { action: 'DISMISS' | 'UPHOLD' };
      received.push({ id: String(params.id), body });
      const status = body.action === 'UPHOLD' ? 'UPHELD' : 'DISMISSED';
      return HttpResponse.json(
        okBody(articleReportSchema, makeReport({ status, actionTakenByUserName: 'Greenfield Public School' })),
      );
    }),
  );
  return received;
}

const renderPanel = () =>
  renderWithProviders(<ArticleReportsPanel />, { route: '/reported-posts', user: instituteUser });

describe('Reported news', () => {
  it('lists the open reports: the article linked, the reason and words, when, and no reporter name', async () => {
    const asked = answerList({ OPEN: [makeReport()] });
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Reported news' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    expect(within(card).getByRole('link', { name: 'Rowing club wins the river relay' })).toHaveAttribute(
      'href',
      '/details/river-relay-results',
    );
    expect(card).toHaveTextContent('Reason: Fake — “The score in this story is made up”');
    expect(card).toHaveTextContent(/Reported 2 hours ago/);
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Kavya Reporter');
    expect(within(card).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Hide from our school' })).toBeEnabled();
    expect(screen.getByText('1 report')).toBeInTheDocument();
    expect(asked).toEqual(['OPEN']);
  });

  it('says plainly when nothing was reported', async () => {
    answerList({});
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No reported news' })).toBeInTheDocument();
    expect(screen.getByText('When someone in your school reports an article, it appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    refuse('get', NEWS_PATHS.reports, 'INTERNAL', 'Something went wrong on our side');
    const { user } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the reported news. Please try again.');
    answerList({ OPEN: [makeReport()] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Rowing club wins the river relay' })).toBeInTheDocument();
  });

  it('dismisses a report at once, says so, and fetches the list again', async () => {
    const asked = answerList({ OPEN: [makeReport()] });
    const sent = answerAction();
    const { user } = renderPanel();
    const card = await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed; the article stays')).toBeInTheDocument();
    expect(sent).toEqual([{ id: REPORT_ID, body: { action: 'DISMISS' } }]);
    await waitFor(() => expect(asked).toEqual(['OPEN', 'OPEN']));
  });

  it('hides the article from the school only after the question is answered', async () => {
    answerList({ OPEN: [makeReport()] });
    const sent = answerAction();
    const { user } = renderPanel();
    const card = await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    await user.click(within(card).getByRole('button', { name: 'Hide from our school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this article from your school?' });
    expect(dialog).toHaveTextContent('“Rowing club wins the river relay” will be hidden for everyone in the school');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Hide from our school' }));
    const again = await screen.findByRole('dialog', { name: 'Hide this article from your school?' });
    await user.click(within(again).getByRole('button', { name: 'Hide from our school' }));
    expect(await screen.findByText('Article hidden from your school')).toBeInTheDocument();
    expect(sent).toEqual([{ id: REPORT_ID, body: { action: 'UPHOLD' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when the action is refused (someone decided first)", async () => {
    answerList({ OPEN: [makeReport()] });
    server.use(
      http.post(`/api${NEWS_PATHS.reports}/:id`, () =>
        HttpResponse.json(errorBody('CONFLICT', 'This report has already been reviewed'), { status: 409 }),
      ),
    );
    const { user } = renderPanel();
    const card = await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('This report has already been reviewed')).toBeInTheDocument();
    expect(screen.queryByText('Report dismissed; the article stays')).not.toBeInTheDocument();
  });

  it('asks for the status chosen; decided reports show who decided and no actions', async () => {
    const asked = answerList({
      OPEN: [makeReport()],
      UPHELD: [
        makeReport({
          id: '4f1e2d3c-1111-4a2b-8c3d-000000000002',
          article: { _id: '2b3c4d5e-0000-4000-8000-000000000102', slug: 'old-rumour', title: 'An old rumour' },
          abuseType: 'INAPPROPRIATE',
          status: 'UPHELD',
          actionTakenByUserName: 'Meera Admin',
        }),
      ],
    });
    const { user } = renderPanel();
    await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    const control = screen.getByRole('radiogroup', { name: 'Reported news status' });
    expect(
      within(control)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...REPORT_STATUSES]);

    await user.click(within(control).getByRole('radio', { name: 'Hidden' }));
    const card = await screen.findByRole('article', { name: 'An old rumour' });
    expect(card).toHaveTextContent('Reason: Inappropriate');
    expect(card).toHaveTextContent('Hidden from the school by Meera Admin');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rowing club wins the river relay' })).not.toBeInTheDocument();

    await user.click(within(control).getByRole('radio', { name: 'Dismissed' }));
    expect(await screen.findByRole('heading', { name: 'No dismissed reports' })).toBeInTheDocument();
    expect(asked).toEqual(['OPEN', 'UPHELD', 'DISMISSED']);
  });

  it("never shows one status's reports under another while the other loads", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`/api${NEWS_PATHS.reports}`, async ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'DISMISSED') await held;
        return HttpResponse.json(pageOf(status === 'OPEN' ? [makeReport()] : []));
      }),
    );
    const { user } = renderPanel();
    await screen.findByRole('article', { name: 'Rowing club wins the river relay' });
    const control = screen.getByRole('radiogroup', { name: 'Reported news status' });
    await user.click(within(control).getByRole('radio', { name: 'Dismissed' }));
    expect(await screen.findByRole('status', { name: 'Loading reported news' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rowing club wins the river relay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'No dismissed reports' })).toBeInTheDocument();
  });
});
