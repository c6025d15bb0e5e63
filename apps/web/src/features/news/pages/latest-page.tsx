import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import {
  NEWS_SECTION_TITLES,
  PUBLISH_DATE_RANGE_LABELS,
  type SavedFilter,
  TOPIC_CATEGORY_LABELS,
} from '@noticeboard/shared';
import { activeFilterCount } from '../api/filter-storage';
import { useLatest } from '../api/latest';
import { usePublishers } from '../api/publishers';
import { ArticleList } from '../components/article-list';
import { EmptyFeed } from '../components/empty-feed';
import { FeedFilters } from '../components/feed-filters';
import { FeedPageHeader } from '../components/feed-page-header';
import { useAppliedFilter } from '../components/use-applied-filter';

/** `/latest`: the newest articles, filtered by publish date, categories and publishers. */
export default function LatestPage() {
  const { filter, apply, reset } = useAppliedFilter();
  const feed = useLatest(filter);
  const total = feed.data?.pages[0]?.totalElements;
  return (
    <Stack gap="lg">
      <FeedPageHeader
        title={NEWS_SECTION_TITLES.latest}
        description="The newest stories from every publisher, newest first."
        actions={<FeedFilters applied={filter} onApply={apply} onReset={reset} />}
      />
      {activeFilterCount(filter) > 0 && <AppliedFilters filter={filter} onChange={apply} />}
      {total !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="latest-total">
          {total} {total === 1 ? 'article' : 'articles'}
        </Text>
      )}
      <ArticleList
        feed={feed}
        label={NEWS_SECTION_TITLES.latest}
        empty={<EmptyFeed message="No articles match these filters. Try a wider date range or fewer choices." />}
      />
    </Stack>
  );
}

/** The filters in force as small removable badges. */
function AppliedFilters({ filter, onChange }: { filter: SavedFilter; onChange: (filter: SavedFilter) => void }) {
  const publishers = usePublishers();
  const nameOf = (id: string) => publishers.data?.find((publisher) => publisher.id === id)?.name ?? 'Publisher';
  const badge = (key: string, label: string, remove: () => void) => (
    <Badge
      key={key}
      variant="light"
      size="lg"
      radius="sm"
      style={{ textTransform: 'none' }}
      rightSection={<CloseButton size="xs" aria-label={`Remove filter ${label}`} onClick={remove} />}
    >
      {label}
    </Badge>
  );
  return (
    <Group gap="xs" role="group" aria-label="Applied filters">
      {filter.dateRange &&
        badge('date', PUBLISH_DATE_RANGE_LABELS[filter.dateRange], () => onChange({ ...filter, dateRange: null }))}
      {filter.categories.map((category) =>
        badge(category, TOPIC_CATEGORY_LABELS[category], () =>
          onChange({ ...filter, categories: filter.categories.filter((item) => item !== category) }),
        ),
      )}
      {filter.publishers.map((id) =>
        badge(id, nameOf(id), () =>
          onChange({ ...filter, publishers: filter.publishers.filter((item) => item !== id) }),
        ),
      )}
    </Group>
  );
}
