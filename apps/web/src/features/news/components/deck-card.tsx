import { Stack, Text, Title } from '@mantine/core';
import type { NewsArticle } from '@noticeboard/shared';
import { formatRelative } from '@noticeboard/shared';
import { CategoryChip } from './category-chip';
import { CATEGORY_STYLES } from './category-style';
import classes from './deck-stack.module.css';
import { readingTimeOf } from './news-format';

function DeckPicture({ article }: { article: NewsArticle }) {
  if (article.image) {
    return (
      <img
        className={classes.picture}
        src={article.image.smallUrl}
        srcSet={`${article.image.smallUrl} 480w, ${article.image.url} 960w`}
        sizes="(max-width: 460px) 100vw, 420px"
        width={article.image.width}
        height={article.image.height}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  }
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[article.category];
  return (
    <div
      className={classes.picture}
      aria-hidden
      style={{
        display: 'grid',
        placeItems: 'center',
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      <CategoryIcon size={64} stroke={1.2} />
    </div>
  );
}

/** One story in the deck: picture, category, title, summary and where it is from. */
export function DeckCard({ article }: { article: NewsArticle }) {
  return (
    <>
      <DeckPicture article={article} />
      <Stack gap={8} p="md" style={{ flex: 1, minHeight: 0 }}>
        <CategoryChip category={article.category} />
        <Title order={2} fz={20} lh={1.25} lineClamp={3}>
          {article.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={4}>
          {article.summary}
        </Text>
        <Text size="xs" c="dimmed" mt="auto" truncate>
          {article.publisher.name} · {formatRelative(article.publishedAt)} · {readingTimeOf(article.readingMinutes)}
        </Text>
      </Stack>
    </>
  );
}
