import { Skeleton, Stack } from '@mantine/core';

/** The article page's shape while it loads. */
export function ArticleSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading article">
      <Skeleton height={20} width={110} radius="sm" />
      <Skeleton height={32} radius="sm" />
      <Skeleton height={32} width="70%" radius="sm" />
      <Skeleton height={36} width="55%" radius="xl" />
      <Skeleton height={0} pb="56%" radius="lg" />
      {['a', 'b', 'c', 'd', 'e'].map((line) => (
        <Skeleton key={line} height={16} radius="sm" />
      ))}
      <Skeleton height={16} width="60%" radius="sm" />
    </Stack>
  );
}
