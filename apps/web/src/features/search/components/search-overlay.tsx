import { ActionIcon, Stack, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_LENGTH } from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { LazyModal } from '../../../components/lazy-overlays';
import classes from './search.module.css';
import SearchSuggestions from './search-suggestions';

export interface SearchOverlayProps {
  opened: boolean;
  onClose: () => void;
  /** Runs the search; answers why not (too short) or null once it is on its way. */
  onSearch: (query: string) => string | null;
  /** Something in the suggestions was opened. */
  onOpen: (query: string) => void;
}

/** On a phone the header's search is this full-screen panel: the field, then the same suggestions as on a desktop. */
export default function SearchOverlay({ opened, onClose, onSearch, onOpen }: SearchOverlayProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = onSearch(text);
    setProblem(refused);
    if (!refused) setText('');
  };
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      fullScreen
      title="Search Noticeboard"
      transitionProps={{ transition: 'fade', duration: 150 }}
      closeButtonProps={{ 'aria-label': 'Close search', className: classes.iconTarget }}
    >
      <Stack gap="md">
        {/* biome-ignore lint/a11y/useSemanticElements: older phone browsers do not expose <search> as a landmark; the role works everywhere. */}
        <form role="search" aria-label="Site" onSubmit={submit}>
          <TextInput
            data-autofocus
            type="search"
            aria-label="Search Noticeboard"
            placeholder="Search news, posts, people…"
            value={text}
            maxLength={SEARCH_QUERY_MAX_LENGTH + 20}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            size="md"
            enterKeyHint="search"
            rightSectionWidth={44}
            rightSection={
              <ActionIcon type="submit" variant="subtle" size={40} aria-label="Search">
                <IconSearch size={20} aria-hidden />
              </ActionIcon>
            }
          />
        </form>
        <SearchSuggestions text={text} onOpen={onOpen} />
      </Stack>
    </LazyModal>
  );
}
