import { Group, Paper, Text } from '@mantine/core';
import { abbreviateNumber, formatDateTime, formatRelative, type NewsArticle } from '@noticeboard/shared';
import { IconClock, IconEye, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './article-card.module.css';
import { CardImage } from './card-image';
import { CategoryChip } from './category-chip';
import { readingTimeOf } from './news-format';
import { PublisherAvatar } from './publisher-avatar';
import { SaveToggle } from './save-toggle';

interface ArticleCardProps {
  article: NewsArticle;
  /** Narrow cards in a horizontal section: no summary, a fixed image width. */
  compact?: boolean;
  /** The first card of a list: its picture is fetched first (see CardImage). */
  priority?: boolean;
}

export const articlePath = (slug: string) => `/details/${encodeURIComponent(slug)}`;

/**
 * One article in any list: image, category, title, publisher, relative date, reading time, views and saves,
 * the Save toggle and, in For You, why it was picked. The whole card opens `/details/<slug>`.
 */
export function ArticleCard({ article, compact = false, priority = false }: ArticleCardProps) {
  const titleId = `article-title-${article._id}`;
  return (
    <Paper component="article" withBorder radius="md" className={classes.card} aria-labelledby={titleId}>
      <CardImage
        image={article.image}
        category={article.category}
        priority={priority}
        sizes={compact ? '280px' : '(min-width: 62em) 420px, (min-width: 48em) 50vw, 100vw'}
      />
      <div className={classes.body}>
        <Group gap="xs">
          <CategoryChip category={article.category} />
        </Group>
        <Text component="h3" id={titleId} fw={650} fz={compact ? 'sm' : 'md'} lh={1.35} lineClamp={3} m={0}>
          <Link to={articlePath(article.slug)} className={classes.titleLink}>
            {article.title}
          </Link>
        </Text>
        {!compact && article.summary && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {article.summary}
          </Text>
        )}
        {article.reason && (
          <Group gap={4} wrap="nowrap" c="violet">
            <IconSparkles size={14} aria-hidden />
            <Text size="xs" fw={500} lineClamp={1}>
              {article.reason.text}
            </Text>
          </Group>
        )}
        <Group gap={6} wrap="nowrap" className={classes.footer}>
          <PublisherAvatar publisher={article.publisher} size={20} />
          <Text size="xs" fw={500} truncate style={{ minWidth: 0 }}>
            {article.publisher.name}
          </Text>
          <Text size="xs" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={article.publishedAt}
            title={formatDateTime(article.publishedAt)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatRelative(article.publishedAt)}
          </Text>
        </Group>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" c="dimmed">
            <Group gap={3} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="xs">{readingTimeOf(article.readingMinutes)}</Text>
            </Group>
            <Group gap={3} wrap="nowrap" title={`${article.viewCount} views`}>
              <IconEye size={14} aria-hidden />
              <Text size="xs">
                {abbreviateNumber(article.viewCount)}
                <span className="visually-hidden"> views</span>
              </Text>
            </Group>
          </Group>
          <SaveToggle article={article} className={classes.above} />
        </Group>
      </div>
    </Paper>
  );
}
