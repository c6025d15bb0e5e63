import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type CategoryCount, NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { useSessionUser } from '../../../lib/use-session';
import { useNewsCategories } from '../api/categories';
import { CategoryTile } from '../components/category-tile';
import { customizeLink } from '../components/customize-link';
import { FeedPageHeader } from '../components/feed-page-header';
import { FetchError } from '../components/fetch-error';
import { SectionHeader } from '../components/section-header';

const GRID = { base: 2, sm: 3, md: 4 };

function CategoryGrid({ categories, label }: { categories: CategoryCount[]; label: string }) {
  return (
    <SimpleGrid cols={GRID} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {categories.map((category) => (
        <li key={category.category}>
          <CategoryTile category={category} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** `/categories`: the 11 topics with article counts, and the reader's own first when signed in. */
export default function CategoriesPage() {
  const user = useSessionUser();
  const query = useNewsCategories();
  return (
    <Stack gap="xl">
      <FeedPageHeader title="Categories" description="Every topic we cover. Open one to read its news." />
      {query.isPending ? (
        <SimpleGrid cols={GRID} role="status" aria-label="Loading categories">
          {Array.from({ length: 8 }, (_, index) => index).map((index) => (
            <Skeleton key={index} height={66} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <FetchError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {user && (
            <Stack gap="sm" component="section" aria-labelledby="your-categories">
              <SectionHeader title={NEWS_SECTION_TITLES.yourCategories} id="your-categories" action={customizeLink} />
              {query.data.yours.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Choose topics in Customize, or read a few articles, and your categories will show here.
                </Text>
              ) : (
                <CategoryGrid categories={query.data.yours} label={NEWS_SECTION_TITLES.yourCategories} />
              )}
            </Stack>
          )}
          <Stack gap="sm" component="section" aria-labelledby="all-categories">
            <SectionHeader title={NEWS_SECTION_TITLES.categories} id="all-categories" />
            <CategoryGrid categories={query.data.all} label={NEWS_SECTION_TITLES.categories} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
