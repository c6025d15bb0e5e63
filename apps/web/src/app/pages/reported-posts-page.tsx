/**
 * `/reported-posts`: the community's reported posts and, for the school account and its admins only, the news
 * articles the school's members reported ("Reported news"; its API answers anyone else 403, so others, such as
 * the approval committee, never load it). The section is a lazy chunk of its own, fetched only for those who see it.
 */
import { ROLE_SETS, roleOf } from '@noticeboard/shared/access';
import { Suspense } from 'react';
import ReportedPostsPage from '../../features/community/moderation/pages/reported-posts-page';
import { quietLazy } from '../../lib/lazy-with-retry';
import { useSessionUser } from '../../lib/use-session';

const ArticleReportsPanel = quietLazy(
  () => import('../../features/news/components/article-reports-panel'),
  'article-reports-panel',
);

const NEWS_REVIEWERS: readonly string[] = ROLE_SETS.instituteOrAdmin;

export default function ReportedPostsWithNews() {
  const user = useSessionUser();
  const reviewsNews = user !== null && user.instituteId !== null && NEWS_REVIEWERS.includes(roleOf(user));
  return (
    <ReportedPostsPage
      extra={
        reviewsNews ? (
          <Suspense fallback={null}>
            <ArticleReportsPanel />
          </Suspense>
        ) : undefined
      }
    />
  );
}
