import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatRelative, MAGAZINE_LIMITS, type MagazinePiece } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useAddComment, useComments, useRevisions } from '../api/comments';

/** Comments between the author and the editorial path, and the words before each teacher's edit. */
export function PieceComments({ piece }: { piece: MagazinePiece }) {
  const comments = useComments(piece.id);
  const add = useAddComment(piece.id);
  const [text, setText] = useState('');
  const [showRevisions, setShowRevisions] = useState(false);
  const revisions = useRevisions(piece.id, showRevisions);
  const open = piece.status !== 'DRAFT' && piece.status !== 'PUBLISHED';

  return (
    <Stack gap="sm" component="section" aria-labelledby={`comments-${piece.id}`}>
      <Text fw={600} id={`comments-${piece.id}`}>
        Comments
      </Text>
      {comments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {comments.data?.map((comment) => (
        <Paper key={comment.id} withBorder radius="md" p="sm">
          <Text size="sm" fw={600}>
            {comment.authorName}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {formatRelative(comment.createdAt)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        </Paper>
      ))}
      {open && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Add a comment"
              value={text}
              maxLength={MAGAZINE_LIMITS.commentMax}
              autosize
              minRows={2}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" variant="light" disabled={!text.trim()} loading={add.isPending}>
                Comment
              </Button>
            </Group>
            {add.isError && (
              <Text size="sm" c="red.8" role="alert">
                {messageOf(add.error)}
              </Text>
            )}
          </Stack>
        </form>
      )}
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setShowRevisions((shown) => !shown)}>
          {showRevisions ? 'Hide earlier versions' : 'Show earlier versions'}
        </Button>
      </Group>
      {showRevisions && revisions.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No teacher has edited this piece yet.
        </Text>
      )}
      {showRevisions &&
        revisions.data?.map((revision) => (
          <Paper key={revision.id} withBorder radius="md" p="sm" bg="gray.0">
            <Text size="xs" c="dimmed">
              Before {revision.editorName}’s edit, {formatRelative(revision.createdAt)}
            </Text>
            <Text size="sm" fw={600}>
              {revision.title}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {revision.body}
            </Text>
          </Paper>
        ))}
    </Stack>
  );
}
