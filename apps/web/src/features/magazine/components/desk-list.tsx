import { IconInbox } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { PieceList } from './piece-list';

/** Pieces waiting for the caller's step: a teacher's review, the committee's decision. */
export function DeskList() {
  return (
    <PieceList
      view="desk"
      label="pieces waiting for you"
      empty={
        <EmptyState icon={<IconInbox size={28} />} title="Nothing is waiting for you" order={3}>
          When a student sends a piece, or a piece reaches the approval committee, it appears here for you to read.
        </EmptyState>
      }
    />
  );
}
