import { Badge, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatRelative, type MagazinePiece, PIECE_KIND_LABELS, PIECE_STATUS_LABELS } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { type PieceView, usePieces } from '../api/pieces';
import { STATUS_COLORS } from './piece-workspace';

interface PieceListProps {
  view: PieceView;
  label: string;
  empty: ReactNode;
  /** Replaces the link to the piece (the issue editor's "place" buttons). */
  action?: (piece: MagazinePiece) => ReactNode;
}

/** A list of pieces, each a link to its workspace with its kind, section, credit and step. */
export function PieceList({ view, label, empty, action }: PieceListProps) {
  const pieces = usePieces(view);
  if (pieces.isPending) return <Skeleton h={120} radius="md" aria-label={`Loading ${label}`} />;
  if (pieces.isError)
    return (
      <FetchError error={pieces.error} fallback={`Could not load ${label}.`} onRetry={() => void pieces.refetch()} />
    );
  if (pieces.data.content.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pieces.data.content.map((piece) => (
        <li key={piece.id}>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <UnstyledButton
                component={Link}
                to={{ search: `?piece=${encodeURIComponent(piece.id)}` }}
                style={{ minWidth: 0, flex: 1 }}
              >
                <Text fw={600} truncate>
                  {piece.title || 'Untitled piece'}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {PIECE_KIND_LABELS[piece.kind]} · {piece.section} · {piece.credit} · {formatRelative(piece.updatedAt)}
                </Text>
              </UnstyledButton>
              {action ? (
                action(piece)
              ) : (
                <Badge color={STATUS_COLORS[piece.status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
                  {PIECE_STATUS_LABELS[piece.status]}
                </Badge>
              )}
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
