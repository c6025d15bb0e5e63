/**
 * The daily-minimum prompt (spec §8, issue 17 §8): armed by the read that reaches the minimum, shown when the reader
 * reaches the end of the article or leaves it — never as the article opens, never taking focus — as a banner with
 * Take a Quiz (straight to today's quiz) and Continue reading.
 */
import { MantineProvider } from '@mantine/core';
import {
  ARTICLE_SUMMARY_PATHS,
  articleDetailsSchema,
  articleSummarySchema,
  NEWS_MESSAGES,
  NEWS_PATHS,
  newsArticleSchema,
  QUIZ_PATHS,
  quizAudioEligibilitySchema,
  quizEligibilitySchema,
  readingStatusSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { theme } from '../../../app/theme';
import { saveSession } from '../../../lib/session';
import { facultyUser, studentUser } from '../../../test/fixtures';
import { makeArticle } from '../../../test/news';
import { createTestQueryClient } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import ArticlePage from '../pages/article-page';
import { isArticlePath, promptShows, readingPrompt } from '../reading-prompt-store';
import { ReadingPromptHost } from './reading-prompt-host';
import { END_DWELL_MS } from './use-article-end';

/** IntersectionObserver as the browser gives it, driven by the test: `showEnd()` scrolls the article's end into view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
  takeRecords() {
    return [];
  }
}
function showEnd(isIntersecting = true) {
  act(() => {
    for (const { callback, targets } of observers)
      for (const target of targets)
        callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

const article = (slug: string) =>
  articleDetailsSchema.parse({
    ...makeArticle({ slug, title: `Story ${slug}` }),
    contentHtml: `<p>Body of ${slug}.</p>`,
    contentText: `Body of ${slug}.`,
    canonicalUrl: null,
    wordCount: 300,
    audio: { status: 'UNAVAILABLE', url: null, durationSeconds: null },
  });

/** The API of an article page whose view reaches the minimum (or not), and of the banner. */
function answerApi({ reaches = true }: { reaches?: boolean } = {}) {
  answer('get', NEWS_PATHS.articleBySlug, articleDetailsSchema, article('third-story'));
  answer('get', NEWS_PATHS.similar, z.array(newsArticleSchema), []);
  answer('get', QUIZ_PATHS.audioEligibility, quizAudioEligibilitySchema, { eligible: false, audioEnabled: false });
  answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, {
    eligible: true,
    readToday: 3,
    dailyMinimum: 3,
    quizCustomUrl: 'daily-2026-11-26',
    state: 'NOT_STARTED',
    message: null,
  });
  return answerAndRecord('post', NEWS_PATHS.articleView, readingStatusSchema, {
    readToday: 3,
    dailyMinimum: 3,
    minimumReached: true,
    justReachedMinimum: reaches,
  });
}

/** The shell's part (the host beside the page) around the article page and a news list. */
function renderReader(user: UserDetails = studentUser, route = '/details/third-story') {
  saveSession(user, 'test-refresh-token');
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ReadingPromptHost />
          </>
        ),
        children: [
          { path: '/details/:slug', element: <ArticlePage /> },
          {
            path: '/latest',
            element: (
              <>
                <h1>Latest News</h1>
                <Link to="/details/fourth-story">Fourth story</Link>
              </>
            ),
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }) };
}

const banner = () => screen.queryByTestId('reading-prompt');
const liveRegion = () => screen.getByRole('status', { hidden: true, name: '' });

/** Opens the third article and waits until its view was recorded (the minimum reached, the prompt armed). */
async function openThirdArticle(options: { reaches?: boolean; user?: UserDetails } = {}) {
  const views = answerApi(options);
  const view = renderReader(options.user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Story third-story' })).toBeInTheDocument();
  await waitFor(() => expect(views).toHaveLength(1));
  return view;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  // The article page asks for its "In short" summary too: none here.
  answer('get', ARTICLE_SUMMARY_PATHS.summary, articleSummarySchema, { articleId: NO_ID, sentences: [], myVote: null });
});
afterEach(() => {
  readingPrompt.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reading-minimum prompt', () => {
  it('does not interrupt the article that reaches the minimum as it opens', async () => {
    await openThirdArticle();
    expect(readingPrompt.get().armed).toBe(true);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(NEWS_MESSAGES.minimumRead)).not.toBeInTheDocument();
  });

  it('shows at the end of the article — not for an end on screen the moment it opens — without taking focus', async () => {
    await openThirdArticle();
    // The end is in view straight away (a short article): not yet.
    showEnd();
    act(() => vi.advanceTimersByTime(END_DWELL_MS / 2));
    expect(banner()).not.toBeInTheDocument();
    // Still at the end once the article has been open a while: the reader finished it.
    act(() => vi.advanceTimersByTime(END_DWELL_MS / 2));
    expect(await screen.findByTestId('reading-prompt')).toHaveTextContent(NEWS_MESSAGES.minimumRead);
    expect(liveRegion()).toHaveTextContent(NEWS_MESSAGES.minimumRead);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()?.contains(document.activeElement)).toBe(false);
  });

  it('shows at once when the reader scrolls to the end after reading a while, not if they scrolled away', async () => {
    await openThirdArticle();
    showEnd();
    showEnd(false);
    act(() => vi.advanceTimersByTime(END_DWELL_MS));
    expect(banner()).not.toBeInTheDocument();
    showEnd();
    expect(await screen.findByTestId('reading-prompt')).toBeInTheDocument();
  });

  it('shows on the page the reader goes to when they leave the article, but not over the next article', async () => {
    const { router } = await openThirdArticle();
    await act(() => router.navigate('/latest'));
    expect(await screen.findByTestId('reading-prompt')).toHaveTextContent(NEWS_MESSAGES.minimumRead);
    // Opening another article puts it away until that article's end (or the next page).
    answer('get', NEWS_PATHS.articleBySlug, articleDetailsSchema, article('fourth-story'));
    await act(() => router.navigate('/details/fourth-story'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Story fourth-story' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('reading-prompt')).toBeInTheDocument();
  });

  it('takes the reader straight to today’s quiz from Take a Quiz', async () => {
    const { router, user } = await openThirdArticle();
    await act(() => router.navigate('/latest'));
    const take = await screen.findByRole('link', { name: NEWS_MESSAGES.takeQuiz });
    await waitFor(() => expect(take).toHaveAttribute('href', '/quiz/daily-2026-11-26'));
    await user.click(take);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/daily-2026-11-26');
    expect(banner()).not.toBeInTheDocument();
    expect(readingPrompt.get().armed).toBe(false);
  });

  it('goes with Continue reading, giving focus back where it was, or with Escape', async () => {
    const { router, user } = await openThirdArticle();
    await act(() => router.navigate('/latest'));
    await screen.findByTestId('reading-prompt');
    const link = screen.getByRole('link', { name: 'Fourth story' });
    link.focus();
    const keep = screen.getByRole('button', { name: NEWS_MESSAGES.continueReading });
    act(() => keep.focus());
    await user.click(keep);
    expect(banner()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(link);
    expect(liveRegion()).toBeEmptyDOMElement();

    readingPrompt.arm(studentUser.id, '/latest');
    const again = await screen.findByTestId('reading-prompt');
    screen.getByRole('button', { name: NEWS_MESSAGES.continueReading }).focus();
    await user.keyboard('{Escape}');
    expect(again).not.toBeInTheDocument();
  });

  it('stays away when the minimum was reached on an earlier read', async () => {
    const { router } = await openThirdArticle({ reaches: false });
    showEnd();
    act(() => vi.advanceTimersByTime(END_DWELL_MS));
    await act(() => router.navigate('/latest'));
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is never shown to another person signed in on the same device', async () => {
    readingPrompt.arm(facultyUser.id, '/latest');
    answerApi();
    renderReader(studentUser, '/latest');
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(readingPrompt.get().armed).toBe(false));
  });
});

describe('when the prompt shows', () => {
  const armed = { armed: true, userId: studentUser.id, endOf: null };
  it('waits on an article page until its end, and shows on any other page', () => {
    expect(isArticlePath('/details/a')).toBe(true);
    expect(isArticlePath('/latest')).toBe(false);
    expect(promptShows(armed, studentUser.id, '/details/a')).toBe(false);
    expect(promptShows({ ...armed, endOf: '/details/a' }, studentUser.id, '/details/a')).toBe(true);
    expect(promptShows({ ...armed, endOf: '/details/a' }, studentUser.id, '/details/b')).toBe(false);
    expect(promptShows(armed, studentUser.id, '/latest')).toBe(true);
    expect(promptShows(armed, facultyUser.id, '/latest')).toBe(false);
    expect(promptShows(armed, null, '/latest')).toBe(false);
    expect(promptShows({ armed: false, userId: null, endOf: null }, studentUser.id, '/latest')).toBe(false);
  });

  it('shows at once when the end was reached while the read was still being recorded, only on that article', () => {
    readingPrompt.reachedEnd('/details/a');
    readingPrompt.arm(studentUser.id, '/details/a');
    expect(promptShows(readingPrompt.get(), studentUser.id, '/details/a')).toBe(true);
    readingPrompt.dismiss();
    readingPrompt.reachedEnd('/details/a');
    readingPrompt.arm(studentUser.id, '/details/b');
    expect(promptShows(readingPrompt.get(), studentUser.id, '/details/b')).toBe(false);
    expect(promptShows(readingPrompt.get(), studentUser.id, '/details/a')).toBe(false);
    readingPrompt.dismiss();
  });

  it('stays armed across a reload in the same tab, for today only', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    sessionStorage.setItem('readingPrompt', JSON.stringify({ userId: studentUser.id, day: today }));
    vi.resetModules();
    const reloaded = await import('../reading-prompt-store');
    expect(reloaded.readingPrompt.get()).toEqual({ armed: true, userId: studentUser.id, endOf: null });
    reloaded.readingPrompt.dismiss();
    expect(sessionStorage.getItem('readingPrompt')).toBeNull();

    sessionStorage.setItem('readingPrompt', JSON.stringify({ userId: studentUser.id, day: '2020-01-01' }));
    vi.resetModules();
    expect((await import('../reading-prompt-store')).readingPrompt.get().armed).toBe(false);
    sessionStorage.clear();
  });
});
