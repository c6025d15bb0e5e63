import { Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { useSessionUser } from '../../../lib/use-session';
import { usePublicationCategory } from '../api/publishers';
import { FeedPageHeader } from '../components/feed-page-header';
import { FetchError } from '../components/fetch-error';
import { articleCountText, PublisherTile } from '../components/publisher-tile';
import { SectionHeader } from '../components/section-header';

const GRID = { base: 1, xs: 2, md: 3 };

/** `/publisher`: every publisher, and when signed in, the mix of publishers this reader reads. */
export default function PublisherPage() {
  const user = useSessionUser();
  const query = usePublicationCategory();
  return (
    <Stack gap="xl">
      <FeedPageHeader title="Publishers" description="Where our stories come from. Open one to read its news." />
      {query.isPending ? (
        <SimpleGrid cols={GRID} role="status" aria-label="Loading publishers">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height={66} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <FetchError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {user && (
            <Stack gap="sm" component="section" aria-labelledby="publication-mix">
              <SectionHeader title={NEWS_SECTION_TITLES.publicationMix} id="publication-mix" />
              {query.data.mix.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Read a few articles and you will see here which publishers you read most.
                </Text>
              ) : (
                <SimpleGrid cols={GRID}>
                  {query.data.mix.map(({ publisher, readCount, share }) => (
                    <PublisherTile
                      key={publisher.id}
                      publisher={publisher}
                      detail={
                        <Stack gap={4}>
                          <span>
                            {Math.round(share * 100)}% of your reading · {readCount} read
                          </span>
                          <Progress value={share * 100} size="sm" aria-hidden />
                        </Stack>
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
          <Stack gap="sm" component="section" aria-labelledby="all-publishers">
            <SectionHeader title={NEWS_SECTION_TITLES.publishers} id="all-publishers" />
            <SimpleGrid cols={GRID} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {query.data.publishers.map(({ publisher, articleCount }) => (
                <li key={publisher.id}>
                  <PublisherTile publisher={publisher} detail={articleCountText(articleCount)} />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        </>
      )}
    </Stack>
  );
}
