import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { Link } from 'react-router';
import { useSimilarArticles } from '../api/article';
import { ArticleThumbnail } from './article-thumbnail';
import { readingTimeOf } from './news-format';

/** "Similar articles": a compact list under the article; nothing at all when there are none. */
export function ArticleSimilar({ slug }: { slug: string }) {
  const similar = useSimilarArticles(slug);
  if (similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="similar-articles">
      <Title order={2} fz="lg" id="similar-articles">
        Similar articles
      </Title>
      {similar.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading similar articles">
          {['a', 'b', 'c'].map((row) => (
            <Group key={row} gap="sm" wrap="nowrap">
              <Skeleton width={72} height={72} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} />
                <Skeleton height={14} width="60%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {similar.data.map((item) => (
            <li key={item._id}>
              <Anchor component={Link} to={`/details/${encodeURIComponent(item.slug)}`} underline="never" c="inherit">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ArticleThumbnail article={item} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} lh={1.3} lineClamp={2}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {item.publisher.name} · {TOPIC_CATEGORY_LABELS[item.category]} ·{' '}
                      {readingTimeOf(item.readingMinutes)}
                    </Text>
                  </Stack>
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
