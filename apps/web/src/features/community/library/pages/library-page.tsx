import {
  Box,
  Button,
  CloseButton,
  Grid,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  LIBRARY_ALL,
  LIBRARY_CONTRIBUTOR_ROLES,
  LIBRARY_RESOURCE_LABELS,
  LIBRARY_RESOURCES,
  type LibraryResource,
  type Role,
  roleOf,
} from '@noticeboard/shared';
import { IconBooks, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../../lib/use-session';
import { categoryLabelOf } from '../../components/community-format';
import { type LibraryFilter, useLibraryCategories, useLibraryItems, useRefreshLibrary } from '../api/library';
import { LibraryList } from '../components/library-list';
import { LibraryCategoryChips, LibrarySideNav, LibraryTopics } from '../components/library-nav';

const ComposerModal = lazy(() => import('../../components/composer-modal'));

const SEARCH_DEBOUNCE_MS = 350;
const SEARCH_MAX = 100;
const ALL_RESOURCES = 'ALL';

const isResource = (value: string | null): value is LibraryResource =>
  (LIBRARY_RESOURCES as readonly string[]).includes(value ?? '');

/**
 * The community library (spec §2 `/community-library/{category}/{topic}`): resources shared by faculty and
 * schools. Categories with counts (a side list on desktop, chips on a phone), the chosen category's topics,
 * resource tabs and a search kept in the URL (`?q=&resource=`) so a filtered library can be shared.
 */
export default function LibraryPage() {
  const { category = LIBRARY_ALL, topic } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const contributor = user !== null && (LIBRARY_CONTRIBUTOR_ROLES as readonly Role[]).includes(roleOf(user));
  const [composing, setComposing] = useState(false);
  // Five kinds fit a 390 px phone only in the smaller size.
  const segmentSize = useMatches({ base: 'xs', sm: 'sm' });
  const refresh = useRefreshLibrary();

  const urlQuery = params.get('q') ?? '';
  const resourceParam = params.get('resource');
  const resource = isResource(resourceParam) ? resourceParam : undefined;
  const [typed, setTyped] = useState(urlQuery);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Typing updates the URL (replacing the entry, not adding one per key); a link or Back updates the box.
  useEffect(() => {
    if (debounced === urlQuery) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, urlQuery, setParams]);
  useEffect(() => {
    setTyped((current) => (current.trim() === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  const chooseResource = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (isResource(value)) next.set('resource', value);
      else next.delete('resource');
      return next;
    });

  const filter: LibraryFilter = {
    category,
    ...(topic ? { topic } : {}),
    ...(resource ? { resource } : {}),
    ...(urlQuery ? { q: urlQuery } : {}),
  };
  const items = useLibraryItems(filter);
  const categories = useLibraryCategories();
  const search = params.toString();
  const navProps = { categories: categories.data, loading: categories.isPending, active: category, search };
  const total = items.data?.pages[0]?.totalElements;
  const heading =
    category === LIBRARY_ALL
      ? 'Library'
      : `${categories.data?.categories.find((c) => c.categorySlug === category)?.category ?? categoryLabelOf(category)} library`;
  const filtered = Boolean(topic || resource || urlQuery);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <LibrarySideNav {...navProps} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Box style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {heading}
                {topic ? `: ${topic}` : ''}
              </Title>
              <Text size="sm" c="dimmed">
                Revision guides, worksheets, links and tips shared by teachers and schools.
              </Text>
            </Box>
            {contributor && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setComposing(true)} style={{ flexShrink: 0 }}>
                Add to library
              </Button>
            )}
          </Group>
          <Box hiddenFrom="md">
            <LibraryCategoryChips {...navProps} />
          </Box>
          <LibraryTopics categories={categories.data} active={category} topic={topic} search={search} />
          <TextInput
            type="search"
            aria-label="Search the library"
            placeholder="Search titles and descriptions"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            maxLength={SEARCH_MAX}
            onChange={(event) => setTyped(event.currentTarget.value)}
            rightSection={
              typed ? <CloseButton aria-label="Clear the search" onClick={() => setTyped('')} size="sm" /> : null
            }
          />
          <ScrollArea type="never" offsetScrollbars={false}>
            <SegmentedControl
              aria-label="Resource kind"
              value={resource ?? ALL_RESOURCES}
              onChange={chooseResource}
              data={[
                { value: ALL_RESOURCES, label: 'All' },
                ...LIBRARY_RESOURCES.map((kind) => ({ value: kind, label: LIBRARY_RESOURCE_LABELS[kind] })),
              ]}
              size={segmentSize}
              fullWidth
            />
          </ScrollArea>
          {total !== undefined && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? '1 item' : `${total} items`}
            </Text>
          )}
          <LibraryList
            items={items}
            empty={
              <Stack align="center" gap="xs" py="xl">
                <IconBooks size={40} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text c="dimmed" ta="center">
                  {filtered
                    ? 'Nothing in the library matches these filters.'
                    : 'Nothing in this part of the library yet.'}
                </Text>
              </Stack>
            }
          />
        </Stack>
      </Grid.Col>
      {composing && (
        <Suspense fallback={null}>
          <ComposerModal
            opened={composing}
            onClose={() => setComposing(false)}
            feedKind="community-library"
            defaultCategory={category === LIBRARY_ALL ? undefined : category}
            onCreated={refresh}
          />
        </Suspense>
      )}
    </Grid>
  );
}
