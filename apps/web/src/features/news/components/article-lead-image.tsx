import type { ArticleImage } from '@noticeboard/shared';

/** The lead image at its real proportions (no jump while loading), the small file on phones. */
export function ArticleLeadImage({ image }: { image: ArticleImage }) {
  return (
    <figure style={{ margin: 0 }}>
      <img
        src={image.url}
        srcSet={`${image.smallUrl} 480w, ${image.url} 960w`}
        sizes="(max-width: 760px) 100vw, 720px"
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
        fetchPriority="high"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${image.width} / ${image.height}`,
          objectFit: 'cover',
          borderRadius: 'var(--mantine-radius-lg)',
          background: 'var(--mantine-color-default-hover)',
        }}
      />
    </figure>
  );
}
