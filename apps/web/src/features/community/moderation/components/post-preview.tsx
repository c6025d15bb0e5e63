import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Attachment, Post } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { IconFileTypePdf, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { firstWords, plainText } from './post-text';

/** The picture that stands for an attachment: an image variant, a video still or a PDF's first page. */
function previewOf(attachment: Attachment): string | null {
  switch (attachment.attachmentType) {
    case 'IMAGE':
    case 'COVER_IMAGE':
      return attachment.variants.at(-1)?.url ?? attachment.attachmentUrl;
    case 'VIDEO':
      return attachment.thumbnail;
    case 'PDF':
      return attachment.relatedImages[0] ?? null;
  }
}

function AttachmentStrip({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  const [first] = attachments;
  const picture = first ? previewOf(first) : null;
  const more = attachments.length - 1;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {picture ? (
        <Image src={picture} alt={first?.title ?? ''} w={96} h={72} radius="sm" fit="cover" loading="lazy" />
      ) : null}
      <Group gap={6}>
        {first?.attachmentType === 'VIDEO' && <IconPlayerPlay size={16} aria-label="Video" />}
        {first?.attachmentType === 'PDF' && <IconFileTypePdf size={16} aria-label="PDF document" />}
        {first?.title && (
          <Text size="sm" lineClamp={1}>
            {first.title}
          </Text>
        )}
        {more > 0 && (
          <Text size="xs" c="dimmed">
            +{more} more
          </Text>
        )}
      </Group>
    </Group>
  );
}

interface PostPreviewProps {
  post: Post;
  /** Badges beside the author (status, reason, ...). */
  badges?: ReactNode;
  /** Actions and notes under the post. */
  children?: ReactNode;
}

/**
 * A compact post card for moderators: author, school, category, the text (clamped) and the first attachment.
 * Its accessible name is the post's first words, so lists can be read and driven by name.
 */
export function PostPreview({ post, badges, children }: PostPreviewProps) {
  const text = plainText(post.description);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={firstWords(post.description)}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={1}>
              {post.author.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[post.author.institute?.name, post.category, post.topic].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
            </Text>
          </Stack>
          {badges && (
            <Group gap={6} justify="flex-end">
              {badges}
            </Group>
          )}
        </Group>
        {text && (
          <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
        <AttachmentStrip attachments={post.attachmentIds} />
        {children}
      </Stack>
    </Paper>
  );
}

/** A small status badge. */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge variant="light" color={color} size="sm">
      {label}
    </Badge>
  );
}
