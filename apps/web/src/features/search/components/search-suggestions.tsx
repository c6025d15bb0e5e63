import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSuggestedTags } from '../api/search';
import { useRecentSearches } from '../recent-searches';
import { searchPath } from '../search-path';
import { RecentSearchList } from './recent-search-list';
import classes from './search.module.css';
import { TagChips } from './tag-chips';

/** How long typing rests before tags are asked for. */
export const SUGGEST_DELAY_MS = 250;

interface SearchSuggestionsProps {
  /** What is in the box right now. */
  text: string;
  /** Something was chosen: the box records it and closes. */
  onOpen: (query: string) => void;
}

/**
 * What the search box offers while it is in use (loaded the first time the box is): a search for what is typed,
 * tags matching it once typing rests, and this device's recent searches.
 */
export default function SearchSuggestions({ text, onOpen }: SearchSuggestionsProps) {
  const [settled] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const typed = text.trim();
  const ready = settled.length >= SEARCH_QUERY_MIN_LENGTH && settled.length <= SEARCH_QUERY_MAX_LENGTH;
  const tags = useSuggestedTags(settled, ready);
  const recent = useRecentSearches();
  const shownTags = ready ? (tags.data?.tags ?? []) : [];
  const canSearch = typed.length >= SEARCH_QUERY_MIN_LENGTH && typed.length <= SEARCH_QUERY_MAX_LENGTH;
  return (
    <Stack gap="sm">
      {canSearch ? (
        <Anchor
          component={Link}
          to={searchPath(typed)}
          onClick={() => onOpen(typed)}
          className={classes.target}
          size="sm"
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <IconSearch size={16} aria-hidden style={{ flexShrink: 0 }} />
          <span className={classes.text}>Search for “{typed}”</span>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {typed.length > SEARCH_QUERY_MAX_LENGTH
            ? SEARCH_MESSAGES.tooLong
            : typed.length > 0
              ? SEARCH_MESSAGES.tooShort
              : 'Search news, community posts, forum threads, collabs, the library, people and schools.'}
        </Text>
      )}
      {shownTags.length > 0 && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Suggested tags
          </Text>
          <TagChips tags={shownTags} label="Suggested tags" onOpen={onOpen} />
        </Stack>
      )}
      {recent.length > 0 && (
        <>
          <Divider />
          <RecentSearchList onOpen={onOpen} />
        </>
      )}
    </Stack>
  );
}
