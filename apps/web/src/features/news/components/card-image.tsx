import type { ArticleImage as Image, TopicCategory } from '@noticeboard/shared';
import classes from './article-card.module.css';
import { CATEGORY_STYLES } from './category-style';

interface CardImageProps {
  image: Image | null;
  category: TopicCategory;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** The list's first picture, likely the page's largest paint: fetched at once and first. */
  priority?: boolean;
}

/** The lead image, sized and lazy (eager and first for the list's first); without one, a calm block in the category's colour with its icon. */
export function CardImage({ image, category, sizes, priority = false }: CardImageProps) {
  if (!image) {
    const { icon: CategoryIcon, color } = CATEGORY_STYLES[category];
    return (
      <div
        className={classes.placeholder}
        style={{
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-light-color)`,
        }}
        aria-hidden
      >
        <CategoryIcon size={40} stroke={1.4} />
      </div>
    );
  }
  return (
    <img
      className={classes.media}
      src={image.url}
      srcSet={`${image.smallUrl} 480w, ${image.url} 960w`}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
