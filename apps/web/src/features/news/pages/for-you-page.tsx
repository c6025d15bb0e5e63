import { Stack } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { useForYou } from '../api/feeds';
import { ArticleList } from '../components/article-list';
import { customizeLink } from '../components/customize-link';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';

/** `/for-you` (signed in): picked from the reader's reading and choices, each card saying why. */
export default function ForYouPage() {
  const feed = useForYou();
  return (
    <Stack gap="lg">
      <FeedPageHeader
        title={NEWS_SECTION_TITLES.forYou}
        description="Picked from what you read and the topics you chose, with fresh and different stories mixed in."
        actions={customizeLink}
      />
      <ArticleList
        feed={feed}
        label={NEWS_SECTION_TITLES.forYou}
        empty={<EmptyFeed message="Nothing to suggest yet. Read a few articles or choose your topics." />}
      />
    </Stack>
  );
}
