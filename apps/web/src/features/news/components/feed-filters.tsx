import { Badge, Button, Chip, Divider, Group, Indicator, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  type FilterCount,
  PUBLISH_DATE_RANGE_LABELS,
  PUBLISH_DATE_RANGES,
  type SavedFilter,
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  type TopicCategory,
} from '@noticeboard/shared';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyDrawer } from '../../../components/lazy-overlays';
import { activeFilterCount } from '../api/filter-storage';
import { useFilterCount } from '../api/latest';

interface FeedFiltersProps {
  applied: SavedFilter;
  onApply: (filter: SavedFilter) => void;
  onReset: () => void;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The Filters button and its sheet (bottom sheet on phones, side panel on wider screens): publish date, categories
 * and publishers, each with how many articles the choice would show; Apply and Reset.
 */
export function FeedFilters({ applied, onApply, onReset }: FeedFiltersProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<SavedFilter>(applied);
  const phone = useMediaQuery('(max-width: 48em)', true);
  const counts = useFilterCount(draft, opened);
  const active = activeFilterCount(applied);

  const openSheet = () => {
    setDraft(applied);
    open();
  };
  const apply = () => {
    onApply(draft);
    close();
  };
  const reset = () => {
    onReset();
    close();
  };

  return (
    <>
      <Indicator label={active} size={18} disabled={active === 0} offset={4}>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={openSheet}
          aria-label={active ? `Filters, ${active} applied` : 'Filters'}
        >
          Filters
        </Button>
      </Indicator>
      <LazyDrawer
        opened={opened}
        onClose={close}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '85%' : 'md'}
        title="Filter latest news"
        radius={phone ? 'lg' : 0}
      >
        <FilterChoices draft={draft} counts={counts.data} onChange={setDraft} />
        <Group
          justify="space-between"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          <Button variant="subtle" color="gray" onClick={reset}>
            Reset
          </Button>
          <Button onClick={apply}>{counts.data ? `Apply · ${counts.data.total} articles` : 'Apply'}</Button>
        </Group>
      </LazyDrawer>
    </>
  );
}

interface FilterChoicesProps {
  draft: SavedFilter;
  counts: FilterCount | undefined;
  onChange: (filter: SavedFilter) => void;
}

function FilterChoices({ draft, counts, onChange }: FilterChoicesProps) {
  return (
    <Stack gap="lg" pb="md">
      <Stack gap="xs" role="group" aria-labelledby="filter-date">
        <Text fw={600} id="filter-date">
          Published
        </Text>
        <Group gap="xs">
          {PUBLISH_DATE_RANGES.map((range) => (
            <Chip
              key={range}
              size="sm"
              checked={draft.dateRange === range}
              onChange={() => onChange({ ...draft, dateRange: draft.dateRange === range ? null : range })}
            >
              {withCount(PUBLISH_DATE_RANGE_LABELS[range], counts?.dateRanges[range])}
            </Chip>
          ))}
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs" role="group" aria-labelledby="filter-categories">
        <Text fw={600} id="filter-categories">
          Categories
        </Text>
        <Group gap="xs">
          {TOPIC_CATEGORIES.map((category: TopicCategory) => (
            <Chip
              key={category}
              size="sm"
              checked={draft.categories.includes(category)}
              onChange={() => onChange({ ...draft, categories: toggle(draft.categories, category) })}
            >
              {withCount(TOPIC_CATEGORY_LABELS[category], counts?.categories[category])}
            </Chip>
          ))}
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs" role="group" aria-labelledby="filter-publishers">
        <Text fw={600} id="filter-publishers">
          Publishers
        </Text>
        {counts ? (
          <Group gap="xs">
            {counts.publishers.map((publisher) => (
              <Chip
                key={publisher.id}
                size="sm"
                checked={draft.publishers.includes(publisher.id)}
                onChange={() => onChange({ ...draft, publishers: toggle(draft.publishers, publisher.id) })}
              >
                {withCount(publisher.name, publisher.count)}
              </Chip>
            ))}
          </Group>
        ) : (
          <Badge variant="light" color="gray">
            Loading publishers…
          </Badge>
        )}
      </Stack>
    </Stack>
  );
}
