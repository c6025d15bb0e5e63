import { Stack } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { useTrending } from '../api/feeds';
import { ArticleList } from '../components/article-list';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';

/** `/trending`: what readers are opening and saving in the last few days. */
export default function TrendingPage() {
  const feed = useTrending();
  return (
    <Stack gap="lg">
      <FeedPageHeader
        title={NEWS_SECTION_TITLES.trending}
        description="Stories readers are opening and saving most in the last few days."
      />
      <ArticleList
        feed={feed}
        label={NEWS_SECTION_TITLES.trending}
        empty={<EmptyFeed message="Nothing is trending yet. Check back soon." />}
      />
    </Stack>
  );
}
