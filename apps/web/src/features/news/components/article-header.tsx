import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ArticleDetails,
  abbreviateNumber,
  formatDateTime,
  formatRelative,
  TOPIC_CATEGORY_LABELS,
} from '@noticeboard/shared';
import { Link } from 'react-router';
import { articleTypePath } from '../article-types';
import { CategoryChip } from './category-chip';
import { readingTimeOf } from './news-format';
import { PublisherAvatar } from './publisher-avatar';

const Dot = () => <span aria-hidden>·</span>;

/** Category, title, and who wrote it, when, how long it takes to read and how many read it. */
export function ArticleHeader({ article }: { article: ArticleDetails }) {
  const { publisher } = article;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Anchor
          component={Link}
          to={articleTypePath(article.category)}
          aria-label={`More ${TOPIC_CATEGORY_LABELS[article.category]} articles`}
          underline="never"
        >
          <CategoryChip category={article.category} />
        </Anchor>
      </Group>
      <Title order={1} id="article-title" fz={{ base: 26, sm: 36 }} lh={1.2} style={{ textWrap: 'balance' }}>
        {article.title}
      </Title>
      <Group gap="sm" wrap="nowrap" align="center">
        <PublisherAvatar publisher={publisher} size={36} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            <Anchor
              component={Link}
              to={`/publication/details?publisherId=${encodeURIComponent(publisher.id)}`}
              inherit
              c="inherit"
            >
              {publisher.name}
            </Anchor>
            {article.author && (
              <Text span inherit fw={400} c="dimmed">
                {' '}
                by {article.author}
              </Text>
            )}
          </Text>
          <Group gap={6} c="dimmed" fz="xs" wrap="wrap">
            <time dateTime={article.publishedAt} title={formatDateTime(article.publishedAt)}>
              {formatRelative(article.publishedAt)}
            </time>
            <Dot />
            <span>{readingTimeOf(article.readingMinutes)}</span>
            <Dot />
            <span>
              {abbreviateNumber(article.viewCount)} {article.viewCount === 1 ? 'view' : 'views'}
            </span>
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
