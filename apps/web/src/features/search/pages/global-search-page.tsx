import { Alert, Anchor, Button, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  SEARCH_ALL,
  SEARCH_ENTITY_LABELS,
  SEARCH_ENTITY_TYPES,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  type SearchEntityType,
} from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { useGroupedSearch, useSearchKind } from '../api/search';
import { RecentSearchList } from '../components/recent-search-list';
import {
  allResults,
  DidYouMean,
  KindTabs,
  NoResults,
  ResultsCount,
  ResultsSkeleton,
  resultsWord,
  SEARCH_FAILED,
  type SearchView,
} from '../components/result-parts';
import classes from '../components/search.module.css';
import { SearchHitList } from '../components/search-hit-card';
import { TagChips } from '../components/tag-chips';
import { queryWords } from '../highlight';
import { addRecentSearch } from '../recent-searches';
import { searchPath } from '../search-path';

const isKind = (value: string): value is SearchEntityType => (SEARCH_ENTITY_TYPES as readonly string[]).includes(value);

/** Why a query cannot be sent as it is, or null. */
function problemWith(q: string): string | null {
  if (q.length < SEARCH_QUERY_MIN_LENGTH) return SEARCH_MESSAGES.tooShort;
  if (q.length > SEARCH_QUERY_MAX_LENGTH) return SEARCH_MESSAGES.tooLong;
  return null;
}

/** The page's own field: the query shown, changed and sent again (the address changes, so Back returns). */
function SearchField({ q, view }: { q: string; view: SearchView }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    const refused = problemWith(query);
    setProblem(refused);
    if (!refused) void navigate(searchPath(query, view));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: older phone browsers do not expose <search> as a landmark; the role works everywhere.
    <form role="search" aria-label="Search Noticeboard" onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="search"
          label="Search for"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          maxLength={SEARCH_QUERY_MAX_LENGTH + 20}
          leftSection={<IconSearch size={16} aria-hidden />}
          enterKeyHint="search"
          style={{ flex: 1, minWidth: 0 }}
          classNames={{ input: classes.target }}
        />
        <Button type="submit" mt={25} className={classes.target}>
          Search
        </Button>
      </Group>
    </form>
  );
}

/** No query yet: what can be found here, and this device's recent searches. */
function Idle() {
  const kinds = SEARCH_ENTITY_TYPES.filter((kind) => kind !== 'questions').map((kind) =>
    SEARCH_ENTITY_LABELS[kind].toLowerCase(),
  );
  return (
    <Stack gap="lg">
      <Text>
        Search {kinds.slice(0, -1).join(', ')} and {kinds.at(-1)} — everything you can open on Noticeboard. Staff can
        search the question bank too. Misspelt words are fine: we suggest the right spelling.
      </Text>
      <RecentSearchList headingOrder={2} />
    </Stack>
  );
}

/** Every kind, grouped with its count and its first hits, each with a link to all of them. */
function GroupedResults({ q }: { q: string }) {
  const grouped = useGroupedSearch(q);
  if (grouped.isPending) return <ResultsSkeleton />;
  if (grouped.isError) {
    return <FetchError error={grouped.error} fallback={SEARCH_FAILED} onRetry={() => void grouped.refetch()} />;
  }
  const { groups, didYouMean, suggestedTags } = grouped.data;
  const words = queryWords(q, didYouMean);
  const { count: total, atLeast } = allResults(groups);
  return (
    <Stack gap="lg">
      <KindTabs q={q} current={SEARCH_ALL} groups={groups} />
      <ResultsCount>{`${resultsWord(total, atLeast)} for “${q}”`}</ResultsCount>
      {total > 0 && <DidYouMean suggestion={didYouMean} view={SEARCH_ALL} />}
      <TagChips tags={suggestedTags} label="Suggested tags" />
      {total === 0 ? (
        <NoResults q={q} view={SEARCH_ALL} didYouMean={didYouMean} />
      ) : (
        groups
          .filter((group) => group.total > 0)
          .map((group) => {
            const label = SEARCH_ENTITY_LABELS[group.entityType];
            const headingId = `search-group-${group.entityType}`;
            return (
              <Stack key={group.entityType} component="section" gap="sm" aria-labelledby={headingId}>
                <Title order={2} size="h4" id={headingId}>
                  {label}{' '}
                  <Text span c="dimmed" fw={400} inherit>
                    ({resultsWord(group.total, group.totalIsAtLeast)})
                  </Text>
                </Title>
                <SearchHitList hits={group.hits} words={words} />
                <Anchor
                  component={Link}
                  to={searchPath(q, group.entityType)}
                  className={classes.target}
                  style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
                >
                  See all {resultsWord(group.total, group.totalIsAtLeast)} in {label}
                </Anchor>
              </Stack>
            );
          })
      )}
    </Stack>
  );
}

/** One kind, a page at a time: "Load more" appends the next page below (spec §4). */
function KindResults({ q, kind }: { q: string; kind: SearchEntityType }) {
  const list = useSearchKind(kind, q);
  // The counts of the other kinds (for the row of tabs) and the tags come with the grouped answer.
  const grouped = useGroupedSearch(q);
  const label = SEARCH_ENTITY_LABELS[kind];
  const tabs = grouped.data ? <KindTabs q={q} current={kind} groups={grouped.data.groups} /> : null;
  if (list.isPending) {
    return (
      <Stack gap="lg">
        {tabs}
        <ResultsSkeleton />
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Stack gap="lg">
        {tabs}
        <FetchError error={list.error} fallback={SEARCH_FAILED} onRetry={() => void list.refetch()} />
      </Stack>
    );
  }
  const first = list.data.pages[0];
  const total = first?.totalElements ?? 0;
  const atLeast = first?.totalIsAtLeast ?? false;
  const didYouMean = first?.didYouMean ?? null;
  const hits = list.data.pages.flatMap((page) => page.content);
  const words = queryWords(q, didYouMean);
  return (
    <Stack gap="lg">
      {tabs}
      <ResultsCount>
        {hits.length < total
          ? `Showing ${hits.length} of ${resultsWord(total, atLeast)} in ${label} for “${q}”`
          : `${resultsWord(total, atLeast)} in ${label} for “${q}”`}
      </ResultsCount>
      {hits.length > 0 && <DidYouMean suggestion={didYouMean} view={kind} />}
      <TagChips tags={grouped.data?.suggestedTags ?? []} label="Suggested tags" />
      {hits.length === 0 ? (
        <NoResults q={q} view={kind} didYouMean={didYouMean} />
      ) : (
        <Stack gap="sm">
          <Title order={2} className="visually-hidden">
            {label}
          </Title>
          <SearchHitList hits={hits} words={words} label={label} />
          {list.isFetchNextPageError && (
            <FetchError error={list.error} fallback={SEARCH_FAILED} onRetry={() => void list.fetchNextPage()} />
          )}
          {list.hasNextPage && !list.isFetchNextPageError ? (
            <Center>
              <Button
                variant="light"
                className={classes.target}
                loading={list.isFetchingNextPage}
                onClick={() => {
                  if (!list.isFetching) void list.fetchNextPage();
                }}
              >
                Load more
              </Button>
            </Center>
          ) : (
            !list.isFetchNextPageError && (
              <Text ta="center" c="dimmed" size="sm">
                That is every result in {label} for “{q}”.
              </Text>
            )
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `/global-search/{entityType}?q=` (issue 21 §1): `all` groups every kind with counts; a kind lists its hits a page at
 * a time. The query lives in the address, so back, forward and a shared link show the same search.
 */
export default function GlobalSearchPage() {
  const { entityType = SEARCH_ALL } = useParams();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const view: SearchView | null = entityType === SEARCH_ALL ? SEARCH_ALL : isKind(entityType) ? entityType : null;
  const problem = q ? problemWith(q) : null;
  const title = q ? `Search: ${q} · Noticeboard` : 'Search · Noticeboard';
  // A passive effect runs after the layout effect in which the route's frame names the page "Search", so this wins.
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (q && !problemWith(q)) addRecentSearch(q);
  }, [q]);

  let content: ReactNode;
  if (view === null) {
    content = (
      <Alert color="red" variant="light" role="alert" title={SEARCH_MESSAGES.unknownType}>
        <Anchor component={Link} to={q && !problem ? searchPath(q) : '/global-search/all'}>
          Search every kind of result
        </Anchor>
      </Alert>
    );
  } else if (!q) {
    content = <Idle />;
  } else if (problem) {
    content = (
      <Alert color="yellow" variant="light" role="alert">
        {problem}
      </Alert>
    );
  } else if (view === SEARCH_ALL) {
    content = <GroupedResults q={q} />;
  } else {
    content = <KindResults q={q} kind={view} />;
  }

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {q ? `Search: ${q}` : 'Search'}
      </Title>
      <SearchField key={`${view}:${q}`} q={q} view={view ?? SEARCH_ALL} />
      {content}
    </Stack>
  );
}
