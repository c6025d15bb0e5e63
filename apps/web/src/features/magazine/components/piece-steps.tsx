import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAGAZINE_LIMITS, type MagazinePiece } from '@noticeboard/shared';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useDecidePiece, useReviewPiece, useSubmitPiece } from '../api/pieces';

/** The caller's next step on the editorial path, as the server allows it (`piece.may`). */
export function PieceSteps({ piece, beforeSubmit }: { piece: MagazinePiece; beforeSubmit: () => Promise<boolean> }) {
  if (piece.may.submit) return <SendStep piece={piece} beforeSubmit={beforeSubmit} />;
  if (piece.may.review) return <ReviewStep piece={piece} beforeSubmit={beforeSubmit} />;
  if (piece.may.decide) return <DecisionStep piece={piece} />;
  return null;
}

function SendStep({ piece, beforeSubmit }: { piece: MagazinePiece; beforeSubmit: () => Promise<boolean> }) {
  const submit = useSubmitPiece();
  const send = async () => {
    if (!(await beforeSubmit())) return;
    submit.mutate(piece.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: 'Sent to the editor. We will tell you what they say.' }),
    });
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button leftSection={<IconSend size={16} />} onClick={() => void send()} loading={submit.isPending}>
          Send to editor
        </Button>
      </Group>
      {submit.isError && <ErrorText error={submit.error} />}
    </Stack>
  );
}

function ReviewStep({ piece, beforeSubmit }: { piece: MagazinePiece; beforeSubmit: () => Promise<boolean> }) {
  const review = useReviewPiece();
  const [comment, setComment] = useState('');
  const act = async (action: 'RETURN' | 'PASS') => {
    if (!(await beforeSubmit())) return;
    review.mutate(
      { pieceId: piece.id, body: { action, comment: comment.trim() } },
      {
        onSuccess: () => {
          setComment('');
          notifications.show({
            color: 'green',
            message: action === 'PASS' ? 'Passed to the committee.' : 'Returned to the author with your comment.',
          });
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>Your review</Text>
        <Text size="sm" c="dimmed">
          Edit the words above if they need it (the author sees what you changed), then return the piece with a comment
          or pass it on to the approval committee.
        </Text>
        <Textarea
          label="Comment for the author"
          value={comment}
          maxLength={MAGAZINE_LIMITS.commentMax}
          autosize
          minRows={2}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void act('RETURN')}
            disabled={!comment.trim()}
            loading={review.isPending}
          >
            Return for changes
          </Button>
          <Button onClick={() => void act('PASS')} loading={review.isPending}>
            Pass to the committee
          </Button>
        </Group>
        {review.isError && <ErrorText error={review.error} />}
      </Stack>
    </Paper>
  );
}

function DecisionStep({ piece }: { piece: MagazinePiece }) {
  const decide = useDecidePiece();
  const [reason, setReason] = useState('');
  const act = (approve: boolean) =>
    decide.mutate(
      { pieceId: piece.id, body: { approve, reason: reason.trim() } },
      { onSuccess: () => notifications.show({ color: 'green', message: approve ? 'Approved.' : 'Declined.' }) },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>Committee decision</Text>
        <Textarea
          label="Reason (needed to decline)"
          description="The author reads it: say kindly what would make the piece ready."
          value={reason}
          maxLength={MAGAZINE_LIMITS.reasonMax}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            onClick={() => act(true)}
            loading={decide.isPending}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => act(false)}
            disabled={!reason.trim()}
            loading={decide.isPending}
          >
            Decline
          </Button>
        </Group>
        {decide.isError && <ErrorText error={decide.error} />}
      </Stack>
    </Paper>
  );
}

function ErrorText({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {messageOf(error)}
    </Alert>
  );
}
