import { Divider, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ArticleDetails } from '@noticeboard/shared';
import { type ComponentProps, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog';
import { isApiError } from '../../../lib/api-error';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';
import { useArticle, useRecordArticleView } from '../api/article';
import { ArticleActions } from '../components/article-actions';
import { ArticleContent } from '../components/article-content';
import { ArticleHeader } from '../components/article-header';
import { ArticleLeadImage } from '../components/article-lead-image';
import { ArticleSimilar } from '../components/article-similar';
import { ArticleSkeleton } from '../components/article-skeleton';
import { ArticleLoadFailed, ArticleUnavailable } from '../components/article-unavailable';
import type { ReportDialog as ReportArticleDialog } from '../components/report-dialog';
import { useArticleEnd } from '../components/use-article-end';
import { readingPrompt } from '../reading-prompt-store';

// The player (and its speech fallback) loads on its own, after the text is on screen.
const ReportDialog = lazyDialog<ComponentProps<typeof ReportArticleDialog>>(
  () => import('../components/report-dialog').then((module) => ({ default: module.ReportDialog })),
  'report-dialog',
  (props) => props.opened,
);
const AudioPlayer = lazyWithRetry(() => import('../components/audio-player'), 'audio-player');
// "In short" loads on its own too: the article's first load stays as it was.
const ArticleSummary = lazyWithRetry(() => import('../components/article-summary'), 'article-summary');

const READING_WIDTH = 720;

/**
 * Signed in: one VIEW per visit of an article. The read that reaches the daily minimum arms the spec §8 prompt, which
 * shows at the end of the article or once the reader leaves it (the shell's ReadingPromptHost), not as it opens.
 */
function useRecordVisit(articleId: string | undefined) {
  const userId = useSessionUser()?.id ?? null;
  const { pathname } = useLocation();
  const { mutateAsync: recordView } = useRecordArticleView();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !articleId || recorded.current === articleId) return;
    recorded.current = articleId;
    // Armed even if the reader has left the article before the answer came (then it shows where they are).
    recordView(articleId).then(
      (status) => status.justReachedMinimum && readingPrompt.arm(userId, pathname),
      () => undefined,
    );
  }, [userId, articleId, pathname, recordView]);
}

function ArticleView({ article }: { article: ArticleDetails }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [reporting, setReporting] = useState(false);
  const signedIn = useSessionUser() !== null;
  const end = useArticleEnd<HTMLDivElement>(() => readingPrompt.reachedEnd(pathname), signedIn);

  const leaveAfterReport = (message: string) => {
    setReporting(false);
    notifications.show({ color: 'teal', message });
    // Back to where the reader came from; straight to Latest News when they arrived on this page.
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate('/latest', { replace: true });
  };

  return (
    <Stack component="article" gap="lg" maw={READING_WIDTH} mx="auto" aria-labelledby="article-title">
      <ArticleHeader article={article} />
      {article.image && <ArticleLeadImage image={article.image} />}
      <ArticleActions article={article} onReport={() => setReporting(true)} />
      <Suspense fallback={null}>
        <ArticleSummary articleId={article._id} />
      </Suspense>
      <Suspense fallback={<div style={{ height: 96 }} />}>
        <AudioPlayer title="Listen to this article" audio={article.audio} fallbackText={article.contentText} />
      </Suspense>
      <ArticleContent html={article.contentHtml} />
      <div ref={end} aria-hidden="true" data-testid="article-end" />
      <Divider />
      <ArticleSimilar slug={article.slug} />
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        article={article}
        onReported={leaveAfterReport}
      />
    </Stack>
  );
}

/** `/details/{slug}`: one article, readable on a phone, with listening, saving, sharing and reporting. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  useDocumentTitle(article.data ? `${article.data.title} · Noticeboard` : 'Article · Noticeboard');
  useRecordVisit(article.data?._id);

  let content: ReactNode;
  if (article.isPending) content = <ArticleSkeleton />;
  else if (article.isError) {
    const missing = isApiError(article.error) && [400, 404].includes(article.error.statusCode);
    content = missing ? (
      <ArticleUnavailable />
    ) : (
      <ArticleLoadFailed error={article.error} onRetry={() => void article.refetch()} />
    );
  } else content = <ArticleView key={article.data._id} article={article.data} />;

  return content;
}
