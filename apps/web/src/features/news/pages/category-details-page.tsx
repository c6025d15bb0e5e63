import { Anchor, Group, Stack, ThemeIcon } from '@mantine/core';
import { TOPIC_CATEGORY_LABELS, topicFromSlug } from '@noticeboard/shared';
import { Link, useSearchParams } from 'react-router';
import { useCategoryNews } from '../api/categories';
import { ArticleList } from '../components/article-list';
import { BulletinPlayer } from '../components/bulletin-player';
import { CATEGORY_STYLES } from '../components/category-style';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';

/** `/category/details?category=<slug>`: one topic's articles, newest first. */
export default function CategoryDetailsPage() {
  const [params] = useSearchParams();
  const category = topicFromSlug(params.get('category') ?? '');
  const feed = useCategoryNews(category);

  if (!category) {
    return (
      <EmptyFeed message="This category could not be found.">
        <Anchor component={Link} to="/categories">
          See all categories
        </Anchor>
      </EmptyFeed>
    );
  }
  const label = TOPIC_CATEGORY_LABELS[category];
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[category];
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={color} size={56} radius="md">
          <CategoryIcon size={30} aria-hidden />
        </ThemeIcon>
        <FeedPageHeader
          title={label}
          description={
            <Anchor component={Link} to="/categories" size="sm">
              All categories
            </Anchor>
          }
        />
      </Group>
      <BulletinPlayer category={category} />
      <ArticleList
        feed={feed}
        label={`${label} articles`}
        empty={<EmptyFeed message={`No ${label} articles yet. Check back soon.`} />}
      />
    </Stack>
  );
}
