import { Button, Group } from '@mantine/core';
import type { ApprovalAction, Post } from '@noticeboard/shared';
import { IconCheck, IconHistory, IconTrash, IconX } from '@tabler/icons-react';
import { AppealButton } from './appeal-button';
import { POST_TYPE_LABELS, REQUEST_STATUS_LABELS } from './moderation-format';
import { PostPreview, StatusBadge } from './post-preview';

const REMOVED_LABEL = { label: 'Removed after a report', color: 'red' };

interface PendingCardProps {
  post: Post;
  /** Null hides the actions (the post is no longer waiting, or the viewer is its author). */
  onAction: ((post: Post, action: ApprovalAction) => void) | null;
  onHistory: (post: Post) => void;
}

/**
 * A post in the approval queue with Approve / Decline / Delete (each confirmed by the page) and its history; in the
 * author's own list, Appeal on a declined post or one removed after a report (once).
 */
export function PendingCard({ post, onAction, onHistory }: PendingCardProps) {
  const status = post.removed ? REMOVED_LABEL : REQUEST_STATUS_LABELS[post.requestStatus];
  const canAct = onAction !== null && post.requestStatus === 'PENDING';
  return (
    <PostPreview
      post={post}
      badges={
        <>
          <StatusBadge label={POST_TYPE_LABELS[post.postType]} color="blue" />
          <StatusBadge label={status.label} color={status.color} />
        </>
      }
    >
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          {canAct && (
            <>
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck size={14} />}
                onClick={() => onAction(post, 'ANYONE')}
              >
                Approve
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconX size={14} />}
                onClick={() => onAction(post, 'BLOCKED')}
              >
                Decline
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onAction(post, 'DELETE')}
              >
                Delete
              </Button>
            </>
          )}
          {onAction === null && <AppealButton post={post} />}
        </Group>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconHistory size={14} />}
          onClick={() => onHistory(post)}
        >
          History
        </Button>
      </Group>
    </PostPreview>
  );
}
