import { Badge, Chip, Group, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LIBRARY_ALL, type LibraryCategories } from '@noticeboard/shared';
import { Link, useNavigate } from 'react-router';
import { ScrollStrip } from '../../../../components/scroll-strip';
import { libraryPath } from '../api/library';

interface LibraryNavProps {
  categories: LibraryCategories | undefined;
  loading: boolean;
  active: string;
  /** The search (`q`, `resource`) kept when moving between categories. */
  search: string;
}

const Count = ({ count }: { count: number }) => (
  <Badge size="sm" variant="light" color="gray" aria-hidden>
    {count}
  </Badge>
);

/** Desktop: the categories as a side list with their counts. */
export function LibrarySideNav({ categories, loading, active, search }: LibraryNavProps) {
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Library categories">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
        Categories
      </Text>
      {loading && <Skeleton height={160} aria-hidden />}
      <NavLink
        component={Link}
        to={libraryPath(LIBRARY_ALL, undefined, search)}
        label="All categories"
        active={active === LIBRARY_ALL}
        aria-current={active === LIBRARY_ALL ? 'page' : undefined}
        rightSection={categories ? <Count count={categories.total} /> : null}
      />
      {categories?.categories.map((category) => (
        <NavLink
          key={category.categorySlug}
          component={Link}
          to={libraryPath(category.categorySlug, undefined, search)}
          label={category.category}
          aria-label={`${category.category} (${category.count})`}
          active={active === category.categorySlug}
          aria-current={active === category.categorySlug ? 'page' : undefined}
          rightSection={<Count count={category.count} />}
        />
      ))}
    </Paper>
  );
}

/** Phone: the same categories as a sideways row of chips. */
export function LibraryCategoryChips({ categories, active, search }: LibraryNavProps) {
  const navigate = useNavigate();
  const chip = (slug: string, label: string, count: number | undefined) => (
    <Chip
      key={slug}
      checked={active === slug}
      onChange={() => void navigate(libraryPath(slug, undefined, search))}
      size="sm"
      variant="light"
    >
      {count === undefined ? label : `${label} (${count})`}
    </Chip>
  );
  return (
    <ScrollStrip>
      <Group gap={6} wrap="nowrap" role="navigation" aria-label="Library categories" pb={2}>
        {chip(LIBRARY_ALL, 'All', categories?.total)}
        {categories?.categories.map((category) => chip(category.categorySlug, category.category, category.count))}
      </Group>
    </ScrollStrip>
  );
}

/** The chosen category's topics; choosing the chosen one again shows the whole category. */
export function LibraryTopics({
  categories,
  active,
  topic,
  search,
}: Omit<LibraryNavProps, 'loading'> & { topic?: string }) {
  const navigate = useNavigate();
  const topics = categories?.categories.find((category) => category.categorySlug === active)?.topics ?? [];
  if (active === LIBRARY_ALL || topics.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Topics
      </Text>
      <ScrollStrip>
        <Group gap={6} wrap="nowrap" role="navigation" aria-label="Topics" pb={2}>
          {topics.map((item) => (
            <Chip
              key={item.topic}
              checked={topic === item.topic}
              onChange={() => void navigate(libraryPath(active, topic === item.topic ? undefined : item.topic, search))}
              size="xs"
              variant="outline"
            >
              {`${item.topic} (${item.count})`}
            </Chip>
          ))}
        </Group>
      </ScrollStrip>
    </Stack>
  );
}
