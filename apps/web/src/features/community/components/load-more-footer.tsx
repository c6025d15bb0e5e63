import { Button, Center, Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useSentinel } from '../../../components/use-sentinel';
import { FetchError } from './fetch-error';

interface LoadMoreFooterProps {
  list: Pick<
    UseInfiniteQueryResult,
    'error' | 'hasNextPage' | 'isFetching' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
  /** Spec §8's text when a further page fails (the server's message wins when it gives one). */
  moreFailedText: string;
  /** Shown once everything is listed; nothing when omitted. */
  endText?: string;
}

/**
 * The end of a paged list (spec §4: load more appends): scrolling near it or "Load more" fetches the next page;
 * a failed page can be retried; the end is said once reached.
 */
export function LoadMoreFooter({ list, moreFailedText, endText }: LoadMoreFooterProps) {
  const { error, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  const loadMore = () => {
    if (hasNextPage && !list.isFetching) void list.fetchNextPage();
  };
  const sentinel = useSentinel<HTMLDivElement>(
    loadMore,
    Boolean(hasNextPage) && !isFetchNextPageError && !isFetchingNextPage,
  );
  return (
    <>
      {isFetchNextPageError && (
        <FetchError error={error} fallback={moreFailedText} onRetry={() => void list.fetchNextPage()} />
      )}
      <div ref={sentinel} />
      {hasNextPage && !isFetchNextPageError ? (
        <Center>
          <Button variant="light" onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      ) : (
        !isFetchNextPageError &&
        endText && (
          <Text ta="center" c="dimmed" size="sm">
            {endText}
          </Text>
        )
      )}
    </>
  );
}
