import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Attachment, LinkPreview } from '@noticeboard/shared';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';

/** `srcset` from the image's variants (widest first) and its own size. */
export function srcSetOf(attachment: Attachment): string | undefined {
  const entries = attachment.variants.map((variant) => `${variant.url} ${variant.width}w`);
  if (attachment.width) entries.push(`${attachment.attachmentUrl} ${attachment.width}w`);
  return entries.length > 0 ? [...new Set(entries)].join(', ') : undefined;
}

const SIZES = '(min-width: 62em) 640px, 100vw';

/**
 * `priority`: the page's first picture, likely its largest paint: fetched at once and first instead of lazily, so
 * a server-drawn page shows it without waiting for the scripts.
 */
function PostImage({ attachment, alt, priority }: { attachment: Attachment; alt: string; priority: boolean }) {
  return (
    <img
      src={attachment.attachmentUrl}
      srcSet={srcSetOf(attachment)}
      sizes={SIZES}
      width={attachment.width ?? undefined}
      height={attachment.height ?? undefined}
      alt={attachment.title ?? alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{
        width: '100%',
        height: 'auto',
        maxHeight: 520,
        objectFit: 'cover',
        borderRadius: 'var(--mantine-radius-md)',
        display: 'block',
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  );
}

function PdfPreview({ attachment }: { attachment: Attachment }) {
  const cover = attachment.relatedImages[0];
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap="xs">
        {cover && (
          <img
            src={cover}
            alt={`First page of ${attachment.title ?? 'the document'}`}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', maxHeight: 360, objectFit: 'contain', display: 'block' }}
          />
        )}
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={20} aria-hidden color="var(--mantine-color-red-6)" />
          {/* Members' PDFs are served as downloads (they can carry script), so the link saves the file. */}
          <Anchor
            href={attachment.attachmentUrl}
            download
            size="sm"
            truncate
            aria-label={`Download PDF: ${attachment.title ?? 'the document'}`}
          >
            {attachment.title ?? 'Download the document'}
          </Anchor>
          <IconDownload size={14} aria-hidden />
          {attachment.relatedImages.length > 1 && (
            <Text size="xs" c="dimmed">
              {attachment.relatedImages.length} pages previewed
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function VideoPlayer({ attachment }: { attachment: Attachment }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: members' videos come without caption tracks.
    <video
      controls
      preload="none"
      poster={attachment.thumbnail ?? undefined}
      src={attachment.attachmentUrl}
      style={{ width: '100%', maxHeight: 480, borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
      aria-label={attachment.title ?? 'Video'}
    />
  );
}

/** A post's attachments: images in a grid (cover first), PDFs with their first page, videos with a poster. */
export function PostMedia({
  attachments,
  alt,
  priority = false,
}: {
  attachments: Attachment[];
  alt: string;
  priority?: boolean;
}) {
  if (attachments.length === 0) return null;
  const images = attachments.filter((item) => item.attachmentType === 'IMAGE' || item.attachmentType === 'COVER_IMAGE');
  const others = attachments.filter((item) => item.attachmentType === 'PDF' || item.attachmentType === 'VIDEO');
  return (
    <Stack gap="xs">
      {images.length === 1 && images[0] && <PostImage attachment={images[0]} alt={alt} priority={priority} />}
      {images.length > 1 && (
        <SimpleGrid cols={2} spacing={4}>
          {images.slice(0, 4).map((image, index) => (
            <PostImage key={image.id} attachment={image} alt={alt} priority={priority && index === 0} />
          ))}
        </SimpleGrid>
      )}
      {others.map((item) =>
        item.attachmentType === 'PDF' ? (
          <PdfPreview key={item.id} attachment={item} />
        ) : (
          <VideoPlayer key={item.id} attachment={item} />
        ),
      )}
    </Stack>
  );
}

/** The card of a link in a post: title, description, site, image. */
export function LinkPreviewCard({ preview }: { preview: LinkPreview }) {
  return (
    <Paper
      withBorder
      radius="md"
      component="a"
      href={preview.url}
      target="_blank"
      rel="nofollow noopener noreferrer"
      style={{ display: 'flex', overflow: 'hidden', color: 'inherit', textDecoration: 'none' }}
      aria-label={`Link: ${preview.title ?? preview.url}`}
    >
      {/* Only images served by us: the Content-Security-Policy allows no other image hosts. */}
      {preview.imageUrl?.startsWith('/') && (
        <Image src={preview.imageUrl} alt="" w={96} h={96} fit="cover" loading="lazy" style={{ flexShrink: 0 }} />
      )}
      <Stack gap={2} p="xs" style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconExternalLink size={12} aria-hidden />
          <Text size="xs" truncate>
            {preview.siteName ?? new URL(preview.url, 'http://x').hostname}
          </Text>
        </Group>
        <Text size="sm" fw={600} lineClamp={2}>
          {preview.title ?? preview.url}
        </Text>
        {preview.description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {preview.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
