import { Anchor, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  formatNumber,
  SEARCH_ALL,
  SEARCH_ENTITY_LABELS,
  type SearchEntityType,
  type SearchGroup,
} from '@noticeboard/shared';
import { IconSearchOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ScrollStrip } from '../../../components/scroll-strip';
import { searchPath } from '../search-path';
import classes from './search.module.css';

export type SearchView = SearchEntityType | typeof SEARCH_ALL;

/** The fallback of a failed search (spec §8: the server's message wins when it gives one). */
export const SEARCH_FAILED = 'Search could not be completed just now. Please try again.';

/** "1 result", "1,250 results"; "100+ results" where the count stopped (`atLeast`). */
export const resultsWord = (count: number, atLeast = false) =>
  `${countLabel(count, atLeast)} ${count === 1 && !atLeast ? 'result' : 'results'}`;

const countLabel = (count: number, atLeast: boolean) => `${formatNumber(count)}${atLeast ? '+' : ''}`;

/** Every kind's results together, "+" when any kind's count stopped. */
export function allResults(groups: readonly SearchGroup[]): { count: number; atLeast: boolean } {
  return {
    count: groups.reduce((sum, group) => sum + group.total, 0),
    atLeast: groups.some((group) => group.totalIsAtLeast),
  };
}

/** The row of kinds with their counts: All first, then each kind the person may search. */
export function KindTabs({ q, current, groups }: { q: string; current: SearchView; groups: readonly SearchGroup[] }) {
  const all = allResults(groups);
  const tabs: Array<{ view: SearchView; label: string; count: number; atLeast: boolean }> = [
    { view: SEARCH_ALL, label: 'All', ...all },
    ...groups.map((group) => ({
      view: group.entityType,
      label: SEARCH_ENTITY_LABELS[group.entityType],
      count: group.total,
      atLeast: group.totalIsAtLeast,
    })),
  ];
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: the kind being shown is brought into view.
  useEffect(() => {
    if (current === SEARCH_ALL) return;
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav aria-label="Kinds of result" ref={navRef}>
      <ScrollStrip>
        <Group gap={6} wrap="nowrap" pb={4}>
          {tabs.map((tab) => {
            const active = tab.view === current;
            return (
              <Button
                key={tab.view}
                component={Link}
                to={searchPath(q, tab.view)}
                variant={active ? 'filled' : 'default'}
                radius="xl"
                size="compact-md"
                className={classes.target}
                style={{ flexShrink: 0 }}
                aria-current={active ? 'page' : undefined}
                rightSection={
                  <Badge size="sm" variant={active ? 'white' : 'light'} circle={tab.count < 10} aria-hidden>
                    {countLabel(tab.count, tab.atLeast)}
                  </Badge>
                }
              >
                {tab.label} <VisuallyHidden>{resultsWord(tab.count, tab.atLeast)}</VisuallyHidden>
              </Button>
            );
          })}
        </Group>
      </ScrollStrip>
    </nav>
  );
}

export function DidYouMean({ suggestion, view }: { suggestion: string | null; view: SearchView }) {
  if (!suggestion) return null;
  return (
    <Text>
      Did you mean{' '}
      <Anchor component={Link} to={searchPath(suggestion, view)} fw={600} fs="italic">
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}

/** Nothing matched: the query said back, what to try, and the corrected spelling when there is one. */
export function NoResults({ q, view, didYouMean }: { q: string; view: SearchView; didYouMean: string | null }) {
  return (
    <EmptyState icon={<IconSearchOff size={28} />} title={`No results for “${q}”`}>
      <Stack gap="xs" align="center">
        <DidYouMean suggestion={didYouMean} view={view} />
        <List size="sm" ta="left">
          <List.Item>Check the spelling, or try a word that means the same.</List.Item>
          <List.Item>Use fewer words, or more general ones.</List.Item>
          {view !== SEARCH_ALL && (
            <List.Item>
              <Anchor component={Link} to={searchPath(q)}>
                Search every kind of result
              </Anchor>{' '}
              instead of {SEARCH_ENTITY_LABELS[view].toLowerCase()} only.
            </List.Item>
          )}
        </List>
      </Stack>
    </EmptyState>
  );
}

/** Cards as they will be, while the results are on their way. */
export function ResultsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading search results">
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="md" p="sm" aria-hidden>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Skeleton height={64} width={64} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** "12 results for “kite”", read out politely whenever it changes. */
export function ResultsCount({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {children}
    </Text>
  );
}
