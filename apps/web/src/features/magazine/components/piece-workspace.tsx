import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type MagazinePiece,
  PIECE_KIND_LABELS,
  PIECE_LANGUAGE_LABELS,
  PIECE_STATUS_LABELS,
  type PieceStatus,
} from '@noticeboard/shared';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { useDeletePiece, usePiece } from '../api/pieces';
import { PieceComments } from './piece-comments';
import { PieceForm } from './piece-form';
import { PiecePictures } from './piece-pictures';
import { PieceSteps } from './piece-steps';
import { useAutosave } from './use-autosave';

export const STATUS_COLORS: Record<PieceStatus, string> = {
  DRAFT: 'gray',
  WITH_MENTOR: 'blue',
  CHANGES_REQUESTED: 'orange',
  WITH_COMMITTEE: 'violet',
  APPROVED: 'teal',
  DECLINED: 'red',
  PUBLISHED: 'green',
};

/** One piece: its author writes it, a mentor edits and reviews it, the committee decides; everyone sees comments. */
export function PieceWorkspace({ pieceId, sections, backTo }: { pieceId: string; sections: string[]; backTo: string }) {
  const piece = usePiece(pieceId);
  if (piece.isPending) return <Skeleton h={420} radius="md" aria-label="Loading the piece" />;
  if (piece.isError)
    return (
      <FetchError error={piece.error} fallback="Could not open this piece." onRetry={() => void piece.refetch()} />
    );
  return <Workspace key={piece.data.id} piece={piece.data} sections={sections} backTo={backTo} />;
}

function Workspace({ piece, sections, backTo }: { piece: MagazinePiece; sections: string[]; backTo: string }) {
  const autosave = useAutosave(piece);
  const remove = useDeletePiece();
  const navigate = useNavigate();
  const editable = piece.may.edit;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Back to the list
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {piece.title || 'Untitled piece'}
          </Title>
          <Text size="sm" c="dimmed">
            {PIECE_KIND_LABELS[piece.kind]} · {PIECE_LANGUAGE_LABELS[piece.language]} · {piece.section} · by{' '}
            {piece.credit}
          </Text>
        </div>
        <Badge color={STATUS_COLORS[piece.status]} variant="light" size="lg" radius="sm">
          {PIECE_STATUS_LABELS[piece.status]}
        </Badge>
      </Group>
      {piece.status === 'CHANGES_REQUESTED' && piece.yours && (
        <Alert color="orange" variant="light">
          Your teacher asked for some changes: read their comment below, change your piece and send it again.
        </Alert>
      )}
      {piece.status === 'DECLINED' && piece.declineReason && (
        <Alert color="red" variant="light" title="Not this time">
          {piece.declineReason}
        </Alert>
      )}
      {piece.issue && (
        <Text size="sm">
          In issue {piece.issue.number}: {piece.issue.title}
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {editable ? (
            <PieceForm piece={piece} sections={sections} autosave={autosave} />
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap' }} lang={piece.language === 'HI' ? 'hi' : 'en'}>
              {piece.body || 'No words yet.'}
            </Text>
          )}
          <PiecePictures piece={piece} editable={editable} />
        </Stack>
      </Paper>
      <PieceSteps piece={piece} beforeSubmit={autosave.flush} />
      {piece.may.remove && (
        <Group>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(piece.id, { onSuccess: () => void navigate(backTo) })}
          >
            Delete this draft
          </Button>
        </Group>
      )}
      {piece.status !== 'DRAFT' && <PieceComments piece={piece} />}
    </Stack>
  );
}
