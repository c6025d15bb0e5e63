import type { NewsArticle } from '@noticeboard/shared';
import { CATEGORY_STYLES } from './category-style';

/** A small square picture for compact lists; the category's colour and icon when there is no image. */
export function ArticleThumbnail({ article, size = 72 }: { article: NewsArticle; size?: number }) {
  const box = { width: size, height: size, flex: 'none', borderRadius: 'var(--mantine-radius-md)' } as const;
  if (article.image) {
    return (
      <img
        src={article.image.smallUrl}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
        style={{ ...box, objectFit: 'cover', background: 'var(--mantine-color-default-hover)' }}
      />
    );
  }
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[article.category];
  return (
    <div
      aria-hidden
      style={{
        ...box,
        display: 'grid',
        placeItems: 'center',
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      <CategoryIcon size={size / 2.4} stroke={1.5} />
    </div>
  );
}
