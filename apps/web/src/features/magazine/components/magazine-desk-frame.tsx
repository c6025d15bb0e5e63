import { Skeleton, Stack } from '@mantine/core';
import type { MagazineConfig } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { useMagazineConfig } from '../api/config';
import { PieceWorkspace } from './piece-workspace';

/**
 * The frame of the magazine's working pages: the magazine's config loading (or failing, with Retry), then either the
 * piece `?piece=` names, open in its workspace, or the page itself.
 */
export function MagazineDeskFrame({
  backTo,
  children,
}: {
  /** Where the workspace's back link goes. */
  backTo: string;
  children: (config: MagazineConfig) => ReactNode;
}) {
  const config = useMagazineConfig();
  const [params] = useSearchParams();
  const pieceId = params.get('piece');
  if (config.isPending) return <Skeleton h={300} radius="md" aria-label="Loading the magazine" />;
  if (config.isError)
    return (
      <FetchError error={config.error} fallback="Could not load the magazine." onRetry={() => void config.refetch()} />
    );
  if (pieceId) {
    return (
      <Stack maw={860} mx="auto" w="100%">
        <PieceWorkspace pieceId={pieceId} sections={config.data.sections} backTo={backTo} />
      </Stack>
    );
  }
  return children(config.data);
}
