import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import {
  abbreviateNumber,
  formatRelative,
  LIBRARY_RESOURCE_LABELS,
  type LibraryResource,
  type Post,
} from '@noticeboard/shared';
import {
  IconDownload,
  IconFileTypePdf,
  IconHeart,
  IconLink,
  IconMessageCircle,
  IconNotes,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../../lib/use-session';
import { detailsPathOf } from '../../api/paths';
import { firstWordsOf, plainTextOf } from '../../components/community-format';
import { LikeButton } from '../../components/post-card';
import { LinkPreviewCard } from '../../components/post-media';
import { resourceOf } from '../api/library';

const RESOURCE_ICONS: Record<LibraryResource, typeof IconNotes> = {
  PDF: IconFileTypePdf,
  VIDEO: IconVideo,
  LINK: IconLink,
  POST: IconNotes,
};
const RESOURCE_COLOURS: Record<LibraryResource, string> = { PDF: 'red', VIDEO: 'grape', LINK: 'blue', POST: 'teal' };
const SINGULAR: Record<LibraryResource, string> = { PDF: 'Document', VIDEO: 'Video', LINK: 'Link', POST: 'Post' };

const MEDIA_HEIGHT = 180;

const mediaStyle = {
  width: '100%',
  height: MEDIA_HEIGHT,
  objectFit: 'cover',
  objectPosition: 'top',
  display: 'block',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-default-hover)',
} as const;

/** The picture or preview that says what the item is: a PDF's first page, a video's still, the link. */
function ResourceMedia({ post, resource, title }: { post: Post; resource: LibraryResource; title: string }) {
  const pdf = post.attachmentIds.find((attachment) => attachment.attachmentType === 'PDF');
  const video = post.attachmentIds.find((attachment) => attachment.attachmentType === 'VIDEO');
  if (resource === 'PDF' && pdf) {
    const cover = pdf.relatedImages[0];
    return (
      <Stack gap={6}>
        {cover && (
          <Box component={Link} to={detailsPathOf(post)} tabIndex={-1} aria-hidden>
            <img src={cover} alt="" loading="lazy" decoding="async" style={mediaStyle} />
          </Box>
        )}
        {/* Members' PDFs are served as downloads (they can carry script), so the link saves the file. */}
        <Anchor href={pdf.attachmentUrl} download size="sm" fw={500} aria-label={`Download PDF: ${pdf.title ?? title}`}>
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={16} aria-hidden /> Download PDF
            <IconDownload size={12} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    );
  }
  if (resource === 'VIDEO' && video) {
    return video.thumbnail ? (
      <Box component={Link} to={detailsPathOf(post)} aria-label={`Watch: ${title}`}>
        <img src={video.thumbnail} alt="" loading="lazy" decoding="async" style={mediaStyle} />
      </Box>
    ) : null;
  }
  if (resource === 'LINK' && post.linkPreview) return <LinkPreviewCard preview={post.linkPreview} />;
  return null;
}

/** One library item (spec §2 library): what it offers, its title, author and school, likes and comments. */
export function LibraryCard({ post }: { post: Post }) {
  const user = useSessionUser();
  const resource = resourceOf(post);
  const Icon = RESOURCE_ICONS[resource];
  const title = post.title || firstWordsOf(post.description, 10);
  const text = plainTextOf(post.description);
  const school = post.author.institute?.name;
  return (
    <Paper withBorder radius="md" p="sm" h="100%" component="article" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Badge
            color={RESOURCE_COLOURS[resource]}
            variant="light"
            leftSection={<Icon size={12} aria-hidden />}
            aria-label={`Resource: ${LIBRARY_RESOURCE_LABELS[resource]}`}
          >
            {SINGULAR[resource]}
          </Badge>
          <Text size="xs" c="dimmed" truncate>
            {[post.category, post.topic].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        <ResourceMedia post={post} resource={resource} title={title} />
        <Anchor component={Link} to={detailsPathOf(post)} fw={600} c="inherit" lineClamp={2}>
          {title}
        </Anchor>
        {text && text !== title && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {text}
          </Text>
        )}
        <Box style={{ flex: 1 }} />
        <Text size="xs" c="dimmed" lineClamp={1}>
          {post.author.name}
          {school ? ` · ${school}` : ''}
          {post.createdAt ? ` · ${formatRelative(post.createdAt)}` : ''}
        </Text>
        <Group gap="xs">
          {user ? (
            <LikeButton post={post} />
          ) : (
            <Group gap={6} px={8} py={6} aria-label={`${post.likesCount} likes`}>
              <IconHeart size={20} aria-hidden />
              <Text size="sm" fw={500}>
                {abbreviateNumber(post.likesCount)}
              </Text>
            </Group>
          )}
          <Anchor
            component={Link}
            to={detailsPathOf(post)}
            c="dimmed"
            size="sm"
            aria-label={`${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`}
          >
            <Group gap={6}>
              <IconMessageCircle size={20} aria-hidden />
              {abbreviateNumber(post.commentCount)}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
