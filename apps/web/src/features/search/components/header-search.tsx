import { ActionIcon, Box, Kbd, Paper, TextInput, useMantineTheme } from '@mantine/core';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentProps, type KeyboardEvent, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog';
import { quietLazy } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';
import { addRecentSearch } from '../recent-searches';
import { searchPath } from '../search-path';
import classes from './search.module.css';
import type { SearchOverlayProps } from './search-overlay';
import type SuggestionsList from './search-suggestions';

// What the box offers while in use, and the phone's full-screen panel, load the first time they are needed.
const SearchSuggestions = quietLazy<ComponentProps<typeof SuggestionsList>>(
  () => import('./search-suggestions'),
  'search-suggestions',
);
const SearchOverlay = lazyDialog<SearchOverlayProps>(
  () => import('./search-overlay'),
  'search-overlay',
  (props) => props.opened,
);

const DROPDOWN_ID = 'header-search-suggestions';

/** Whether a key press belongs to something being typed or a dialog, not to the page's shortcuts. */
function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"]') !== null;
}

/**
 * The header's search (issue 21 §1), for signed-in people: an inline field on a desktop, a button opening a
 * full-screen panel on a phone. "/" goes to it from anywhere but a field; Enter opens every kind's results;
 * Escape closes what it opened.
 */
export default function HeaderSearch() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  // Below this width the header's buttons leave no room for a field: a button opens the full-screen search instead.
  const desktopFrom = useMantineTheme().breakpoints.lg;
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [dropdown, setDropdown] = useState(false);
  const [overlay, setOverlay] = useState(false);

  // Any navigation (a search, a suggestion, a link elsewhere) closes what the box opened.
  useEffect(() => {
    if (location.key) {
      setDropdown(false);
      setOverlay(false);
    }
  }, [location.key]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingOrInDialog(event.target)) return;
      event.preventDefault();
      if (globalThis.matchMedia?.(`(min-width: ${desktopFrom})`).matches) inputRef.current?.focus();
      else setOverlay(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [desktopFrom]);

  /** Opens every kind's results for `value`; answers why not when it is too short or too long. */
  const search = useCallback(
    (value: string): string | null => {
      const query = value.trim();
      if (query.length < SEARCH_QUERY_MIN_LENGTH) return SEARCH_MESSAGES.tooShort;
      if (query.length > SEARCH_QUERY_MAX_LENGTH) return SEARCH_MESSAGES.tooLong;
      addRecentSearch(query);
      setText('');
      setDropdown(false);
      setOverlay(false);
      inputRef.current?.blur();
      void navigate(searchPath(query));
      return null;
    },
    [navigate],
  );

  const opened = useCallback((query: string) => {
    addRecentSearch(query);
    setText('');
    setDropdown(false);
    setOverlay(false);
  }, []);

  const onBoxKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dropdown) {
      event.stopPropagation();
      setDropdown(false);
      inputRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === inputRef.current && dropdown) {
      // Down from the field moves into the suggestions; Tab does too.
      const first = boxRef.current?.querySelector<HTMLElement>(`#${DROPDOWN_ID} a, #${DROPDOWN_ID} button`);
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // Search is for signed-in people (spec §2): a session that ends takes the box with it.
  if (!user) return null;
  return (
    <>
      <Box
        ref={boxRef}
        visibleFrom="lg"
        pos="relative"
        onKeyDown={onBoxKeyDown}
        onBlur={(event) => {
          if (!boxRef.current?.contains(event.relatedTarget as Node | null)) setDropdown(false);
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: older phone browsers do not expose <search> as a landmark; the role works everywhere. */}
        <form
          role="search"
          aria-label="Site"
          onSubmit={(event) => {
            event.preventDefault();
            // A refusal (too short) is said in the suggestions, which stay open.
            if (search(text)) setDropdown(true);
          }}
        >
          <TextInput
            ref={inputRef}
            type="search"
            aria-label="Search Noticeboard"
            aria-keyshortcuts="/"
            placeholder="Search"
            value={text}
            w={{ base: 200, xl: 260 }}
            maxLength={SEARCH_QUERY_MAX_LENGTH + 20}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              text ? null : (
                <Kbd size="xs" aria-hidden>
                  /
                </Kbd>
              )
            }
            onFocus={() => setDropdown(true)}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setDropdown(true);
            }}
          />
        </form>
        {dropdown && (
          <Paper
            id={DROPDOWN_ID}
            withBorder
            shadow="md"
            radius="md"
            p="sm"
            className={classes.dropdown}
            // A press inside keeps the focus in the field: Safari does not focus links it clicks, so the field's blur
            // would close the list before the click landed.
            onMouseDown={(event) => event.preventDefault()}
          >
            <Suspense fallback={null}>
              <SearchSuggestions text={text} onOpen={opened} />
            </Suspense>
          </Paper>
        )}
      </Box>
      <ActionIcon
        hiddenFrom="lg"
        variant="subtle"
        color="gray"
        // The size of the bell beside it: the header has no room for more on a phone.
        size={40}
        radius="xl"
        onClick={() => setOverlay(true)}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={overlay}
      >
        <IconSearch size={22} aria-hidden />
      </ActionIcon>
      <SearchOverlay opened={overlay} onClose={() => setOverlay(false)} onSearch={search} onOpen={opened} />
    </>
  );
}
