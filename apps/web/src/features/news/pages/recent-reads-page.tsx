import { Button, Stack } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { useRecentReads } from '../api/feeds';
import { ArticleList } from '../components/article-list';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';
import { SignInPrompt } from '../components/sign-in-prompt';

/** `/recent-reads`: the articles this reader opened, most recent first. */
export default function RecentReadsPage() {
  const user = useSessionUser();
  const feed = useRecentReads();
  return (
    <Stack gap="lg">
      <FeedPageHeader title={NEWS_SECTION_TITLES.recentReads} description="Articles you opened, most recent first." />
      {user ? (
        <ArticleList
          feed={feed}
          label={NEWS_SECTION_TITLES.recentReads}
          empty={
            <EmptyFeed message="You have not read any articles yet.">
              <Button component={Link} to="/latest" variant="light">
                Browse {NEWS_SECTION_TITLES.latest}
              </Button>
            </EmptyFeed>
          }
        />
      ) : (
        <SignInPrompt message="Sign in to see the articles you have read." />
      )}
    </Stack>
  );
}
