import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { usePublicationNews, usePublishers } from '../api/publishers';
import { ArticleList } from '../components/article-list';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';
import { PublisherAvatar } from '../components/publisher-avatar';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** `/publication/details?publisherId=`: one publisher's articles, newest first. */
export default function PublicationDetailsPage() {
  const [params] = useSearchParams();
  const publisherId = params.get('publisherId') ?? '';
  const valid = isUuid(publisherId);
  const feed = usePublicationNews(publisherId, valid);
  const publishers = usePublishers();
  const publisher =
    publishers.data?.find((item) => item.id === publisherId) ?? feed.data?.pages[0]?.content[0]?.publisher;

  if (!valid) {
    return (
      <EmptyFeed message="This publisher could not be found.">
        <Anchor component={Link} to="/publisher">
          See all publishers
        </Anchor>
      </EmptyFeed>
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        {publisher && <PublisherAvatar publisher={publisher} size={56} />}
        <FeedPageHeader
          title={publisher?.name ?? 'Publisher'}
          description={
            <Anchor component={Link} to="/publisher" size="sm">
              All publishers
            </Anchor>
          }
        />
      </Group>
      <ArticleList
        feed={feed}
        label={`Articles from ${publisher?.name ?? 'this publisher'}`}
        empty={<EmptyFeed message="No articles from this publisher yet." />}
      />
    </Stack>
  );
}
