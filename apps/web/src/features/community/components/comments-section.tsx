import { Avatar, Button, Center, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type Comment,
  commentBodySchema,
  formatDateTime,
  formatRelative,
} from '@noticeboard/shared';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyActionsMenu } from '../../../components/lazy-actions-menu';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { commentsOf, useAddComment, useComments, useDeleteComment, useEditComment } from '../api/comments';
import { type PostingDialogContent, postingDialogOf } from '../api/posting-dialog';
import { initialsOf } from './community-format';
import { FetchError } from './fetch-error';
import { PostingRefusalDialog } from './posting-dialog';

function commentProblem(text: string): string | null {
  const parsed = commentBodySchema.safeParse({ text });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Write a comment');
}

function CommentItem({ comment, postId }: { comment: Comment; postId: string }) {
  const edit = useEditComment(postId);
  const remove = useDeleteComment(postId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [confirm, setConfirm] = useState<'edit' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Comment by ${comment.author.name}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Avatar
            src={comment.author.avatarUrl}
            alt=""
            radius="xl"
            size="sm"
            color="initials"
            name={comment.author.name}
          >
            {initialsOf(comment.author.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="xs" c="dimmed">
              <Text span size="sm" fw={600} c="var(--mantine-color-text)">
                {comment.author.name}
              </Text>{' '}
              ·{' '}
              <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
                {formatRelative(comment.createdAt)}
              </time>
              {comment.edited && ' · edited'}
            </Text>
            {editing ? (
              <Stack gap="xs">
                <Textarea
                  aria-label="Edit comment"
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  maxLength={COMMUNITY_LIMITS.commentMaxChars}
                  autosize
                  minRows={2}
                  error={problem}
                />
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                    Cancel
                  </Button>
                  <Button
                    size="xs"
                    onClick={() => {
                      const found = commentProblem(draft);
                      setProblem(found);
                      if (!found) setConfirm('edit');
                    }}
                  >
                    Save
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Text>
            )}
          </Stack>
        </Group>
        {!editing && (
          <LazyActionsMenu
            label="Comment actions"
            size="sm"
            actions={[
              ...(comment.canEdit
                ? [
                    {
                      label: 'Edit',
                      icon: <IconEdit size={14} />,
                      onClick: () => {
                        setDraft(comment.text);
                        setEditing(true);
                      },
                    },
                  ]
                : []),
              ...(comment.canDelete
                ? [
                    {
                      label: 'Delete',
                      icon: <IconTrash size={14} />,
                      color: 'red',
                      onClick: () => setConfirm('delete'),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Group>
      <ConfirmDialog
        opened={confirm === 'edit'}
        title={COMMUNITY_MESSAGES.confirmEditComment}
        confirmLabel="Save"
        loading={edit.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          edit.mutate(
            { commentId: comment.id, text: draft.trim() },
            {
              onSuccess: () => {
                setConfirm(null);
                setEditing(false);
              },
              onError: (error) => {
                setConfirm(null);
                notifications.show({ color: 'red', message: messageOf(error) });
              },
            },
          )
        }
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={COMMUNITY_MESSAGES.confirmDeleteComment}
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => setConfirm(null),
            onError: (error) => {
              setConfirm(null);
              notifications.show({ color: 'red', message: messageOf(error) });
            },
          })
        }
      />
    </Paper>
  );
}

function AddComment({ postId }: { postId: string }) {
  const add = useAddComment(postId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PostingDialogContent | null>(null);
  return (
    <form
      noValidate
      aria-label="Add a comment"
      onSubmit={(event) => {
        event.preventDefault();
        const found = commentProblem(text);
        setProblem(found);
        if (found) return;
        add.mutate(text.trim(), {
          onSuccess: () => setText(''),
          onError: (error) => {
            const dialog = postingDialogOf(error);
            if (dialog) return setRefusal(dialog);
            setProblem(messageOf(error));
          },
        });
      }}
    >
      <Stack gap="xs">
        <Textarea
          aria-label="Write a comment"
          placeholder="Write a kind comment…"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={COMMUNITY_LIMITS.commentMaxChars}
          autosize
          minRows={2}
          error={problem}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={add.isPending}>
            Comment
          </Button>
        </Group>
      </Stack>
      <PostingRefusalDialog content={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}

const WORDS = {
  comment: { title: 'Comments', signIn: 'Sign in to comment.', none: 'No comments yet.', more: 'Load more comments' },
  reply: { title: 'Replies', signIn: 'Sign in to reply.', none: 'No replies yet.', more: 'Load more replies' },
} as const;

/**
 * A post's comments (a forum thread's replies), paged with Load more; signed-in members add, and edit or delete
 * their own (spec §8).
 */
export function CommentsSection({ postId, noun = 'comment' }: { postId: string; noun?: keyof typeof WORDS }) {
  const words = WORDS[noun];
  const user = useSessionUser();
  const comments = useComments(postId);
  const list = commentsOf(comments.data);
  return (
    <Stack gap="sm" component="section" aria-label={words.title}>
      <Title order={2} fz="h4">
        {words.title}
      </Title>
      {user ? (
        <AddComment postId={postId} />
      ) : (
        <Text size="sm" c="dimmed">
          {words.signIn}
        </Text>
      )}
      {comments.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading comments">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : comments.isError && !comments.data ? (
        <FetchError
          error={comments.error}
          onRetry={() => void comments.refetch()}
          fallback="Failed to fetch comments"
        />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {words.none}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} />
          ))}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Center>
          <Button
            variant="light"
            size="xs"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {words.more}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
