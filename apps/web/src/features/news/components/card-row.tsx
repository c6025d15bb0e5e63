import { Stack, Text } from '@mantine/core';
import type { NewsArticle } from '@noticeboard/shared';
import { ArticleCard } from './article-card';
import { CardSkeleton } from './card-skeleton';
import { FetchError } from './fetch-error';
import classes from './scroll-row.module.css';
import { SectionHeader } from './section-header';

interface CardRowProps {
  title: string;
  seeAllTo: string;
  articles: NewsArticle[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
}

/** A news-home section: header with "See all", then a horizontal, snapping row of compact cards. */
export function CardRow({ title, seeAllTo, articles, isPending, error, onRetry, emptyText }: CardRowProps) {
  const headingId = `section-${seeAllTo.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <SectionHeader title={title} id={headingId} seeAllTo={seeAllTo} />
      {isPending ? (
        <div className={classes.row} role="status" aria-label={`Loading ${title}`}>
          {[0, 1, 2, 3].map((index) => (
            <CardSkeleton key={index} compact />
          ))}
        </div>
      ) : error && articles.length === 0 ? (
        <FetchError error={error} onRetry={onRetry} />
      ) : articles.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.row} aria-labelledby={headingId}>
          {articles.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} compact />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
