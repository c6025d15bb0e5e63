import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import type { ActionsMenuProps } from './actions-menu';

const ActionsMenu = lazyWithRetry(() => import('./actions-menu'), 'actions-menu');

/**
 * The "…" menu of a card, loaded when first shown: Mantine's Menu brings floating-ui (~13 KB gzip), which a visitor
 * reading the community never needs. Until it arrives the same button stands in, disabled, so nothing moves.
 */
export function LazyActionsMenu(props: ActionsMenuProps) {
  if (props.actions.length === 0) return null;
  const size = props.size ?? 'md';
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size={size} aria-label={props.label} disabled>
          <IconDots size={size === 'sm' ? 16 : 18} />
        </ActionIcon>
      }
    >
      <ActionsMenu {...props} />
    </Suspense>
  );
}
