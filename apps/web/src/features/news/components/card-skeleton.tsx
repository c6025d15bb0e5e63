import { Paper, Skeleton, Stack } from '@mantine/core';

/** The shape of an article card while it loads, so the page does not jump. */
export function CardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Stack gap={8} p="sm">
        <Skeleton height={16} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
        {!compact && <Skeleton height={12} width="70%" />}
        <Skeleton height={12} width="50%" />
      </Stack>
    </Paper>
  );
}
