import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { abbreviateNumber, COMMUNITY_MESSAGES, formatDateTime, formatRelative, type Post } from '@noticeboard/shared';
import {
  IconEdit,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyActionsMenu } from '../../../components/lazy-actions-menu';
import { lazyDialog } from '../../../components/lazy-dialog';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useToggleLike } from '../api/like';
import { categoryPathOf, detailsPathOf } from '../api/paths';
import { useDeletePost, useForgetPost } from '../api/post';
import { categoryLabelOf, firstWordsOf, initialsOf, POST_TYPE_LABELS, shareLink } from './community-format';
import { usePostFlagActions } from './post-flag-actions';
import { LinkPreviewCard, PostMedia } from './post-media';
import type { ReportPostDialog as ReportDialog } from './report-post-dialog';

const ComposerModal = lazy(() => import('./composer-modal'));
const ReportPostDialog = lazyDialog<ComponentProps<typeof ReportDialog>>(
  () => import('./report-post-dialog').then((module) => ({ default: module.ReportPostDialog })),
  'report-post-dialog',
  (props) => props.opened,
);

interface PostCardProps {
  post: Post;
  /** The school community the card is shown in: links stay inside it. */
  customUrl?: string;
  /** On the details page the description is not clamped and the comment count does not link. */
  detailed?: boolean;
  /** After a delete (the details page leaves). */
  onDeleted?: () => void;
  /** The first card of a page: its picture is fetched first (see PostMedia). */
  priority?: boolean;
  /** Name the post's type (Photos, Videos …) where every type is listed together. */
  showType?: boolean;
}

export function LikeButton({ post }: { post: Post }) {
  const like = useToggleLike();
  const Icon = post.liked ? IconHeartFilled : IconHeart;
  return (
    <UnstyledButton
      onClick={() =>
        like.mutate(
          { postId: post.id, liked: !post.liked },
          { onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }) },
        )
      }
      aria-pressed={post.liked}
      // The visible number is part of the name (WCAG 2.5.3 Label in Name): "Like, 31 likes".
      aria-label={`${post.liked ? 'Unlike' : 'Like'}, ${abbreviateNumber(post.likesCount)} ${post.likesCount === 1 ? 'like' : 'likes'}`}
      style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '6px 8px', borderRadius: 8 }}
    >
      <Icon size={20} color={post.liked ? 'var(--mantine-color-red-6)' : undefined} aria-hidden />
      <Text size="sm" fw={500} data-testid="like-count">
        {abbreviateNumber(post.likesCount)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * One post (spec §3): author, school, time, category chip, the sanitised description, media, link preview, like,
 * comment count, share and the "…" menu (report; edit and delete as the server allows).
 */
export function PostCard({
  post,
  customUrl,
  detailed = false,
  onDeleted,
  priority = false,
  showType = false,
}: PostCardProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const forget = useForgetPost();
  const remove = useDeletePost();
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const details = detailsPathOf(post, customUrl);
  const name = post.title || firstWordsOf(post.description) || `Post by ${post.author.name}`;
  const titleId = `post-${post.id}`;
  const isOwn = user?.id === post.author.id;
  const flagActions = usePostFlagActions(post, user);

  const share = async () => {
    const outcome = await shareLink(name, `${globalThis.location.origin}${details}`);
    if (outcome === 'copied') notifications.show({ message: 'Link copied.' });
    if (outcome === 'failed') notifications.show({ color: 'red', message: 'Could not share this link.' });
  };

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={post.author.avatarUrl} alt="" radius="xl" color="initials" name={post.author.name}>
              {initialsOf(post.author.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {post.author.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {post.author.institute && post.author.institute.name !== post.author.name && (
                  <>
                    <Anchor component={Link} to={`/${post.author.institute.customUrl}/community`} size="xs" c="dimmed">
                      {post.author.institute.name}
                    </Anchor>
                    {' · '}
                  </>
                )}
                <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)}>
                  {formatRelative(post.createdAt)}
                </time>
              </Text>
            </div>
          </Group>
          {user && (
            <LazyActionsMenu
              label="Post actions"
              actions={[
                ...(post.canEdit
                  ? [{ label: 'Edit', icon: <IconEdit size={16} />, onClick: () => setEditing(true) }]
                  : []),
                ...(post.canDelete
                  ? [{ label: 'Delete', icon: <IconTrash size={16} />, color: 'red', onClick: () => setDeleting(true) }]
                  : []),
                ...flagActions,
                ...(isOwn
                  ? []
                  : [{ label: 'Report', icon: <IconFlag size={16} />, onClick: () => setReporting(true) }]),
              ]}
            />
          )}
        </Group>

        <Group gap="xs">
          <Badge
            component={Link}
            to={categoryPathOf(post, customUrl, post.categorySlug)}
            variant="light"
            size="lg"
            radius="sm"
            style={{ textTransform: 'none', cursor: 'pointer' }}
          >
            {categoryLabelOf(post.categorySlug)}
          </Badge>
          {post.topic && (
            <Badge
              component={Link}
              to={categoryPathOf(post, customUrl, post.categorySlug, post.topic)}
              variant="outline"
              size="lg"
              radius="sm"
              style={{ textTransform: 'none', cursor: 'pointer' }}
            >
              {post.topic}
            </Badge>
          )}
          {showType && (
            <Badge color="gray" variant="light" radius="sm" style={{ textTransform: 'none' }}>
              <VisuallyHidden>Post type: </VisuallyHidden>
              {POST_TYPE_LABELS[post.postType]}
            </Badge>
          )}
          {flagActions.length > 0 && post.saveMagazineEntity && (
            <Badge color="teal" variant="light" radius="sm">
              Saved for magazine
            </Badge>
          )}
          {post.requestStatus === 'PENDING' && (
            <Badge color="orange" variant="light" radius="sm">
              Waiting for approval
            </Badge>
          )}
        </Group>

        <h3 id={titleId} className={post.title ? 'community-post-title' : 'visually-hidden'}>
          {name}
        </h3>
        {post.description && (
          <Text
            component="div"
            size="sm"
            lineClamp={detailed ? undefined : 6}
            className="community-post-body"
            style={{ overflowWrap: 'anywhere' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised on the server (sanitize-html).
            dangerouslySetInnerHTML={{ __html: post.description }}
          />
        )}
        {!detailed && (
          // A target of its own line: at least 24 px high (WCAG 2.5.8), as wide as its words.
          <Anchor component={Link} to={details} size="sm" className="community-view-post">
            View post
          </Anchor>
        )}

        <PostMedia attachments={post.attachmentIds} alt={name} priority={priority} />
        {post.linkPreview && <LinkPreviewCard preview={post.linkPreview} />}

        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <LikeButton post={post} />
            {detailed ? (
              <Group
                gap={6}
                px={8}
                c="dimmed"
                aria-label={`${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`}
              >
                <IconMessageCircle size={20} aria-hidden />
                <Text size="sm">{abbreviateNumber(post.commentCount)}</Text>
              </Group>
            ) : (
              <UnstyledButton
                component={Link}
                to={details}
                aria-label={`${abbreviateNumber(post.commentCount)} ${post.commentCount === 1 ? 'comment' : 'comments'}`}
                style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '6px 8px' }}
              >
                <IconMessageCircle size={20} aria-hidden />
                <Text size="sm">{abbreviateNumber(post.commentCount)}</Text>
              </UnstyledButton>
            )}
          </Group>
          <ActionIcon variant="subtle" color="gray" aria-label="Share" onClick={() => void share()}>
            <IconShare size={18} />
          </ActionIcon>
        </Group>
      </Stack>

      {reporting && (
        <ReportPostDialog
          opened
          postId={post.id}
          onClose={() => setReporting(false)}
          onReported={(message) => {
            setReporting(false);
            notifications.show({ color: 'teal', message });
            forget(post.id);
            if (detailed) void navigate(customUrl ? `/${customUrl}/community` : '/community');
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting}
        title={COMMUNITY_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setDeleting(false);
              notifications.show({ color: 'teal', message: 'The post was deleted.' });
              onDeleted?.();
            },
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          })
        }
      >
        {name}
      </ConfirmDialog>
      {editing && (
        <Suspense fallback={null}>
          <ComposerModal opened post={post} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
