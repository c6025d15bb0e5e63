import { Chip, Group, ScrollArea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CATEGORY_TABS } from '../../components/community-format';
import { ALL_CATEGORIES, collabListPath } from '../api/collab-paths';

/** "All" (`/collab/all`) and the 13 categories as chips that navigate, inside the school when there is one. */
export function CollabCategoryChips({ customUrl, active }: { customUrl?: string; active: string }) {
  const navigate = useNavigate();
  const tabs = [{ slug: ALL_CATEGORIES, label: 'All' }, ...CATEGORY_TABS];
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group gap={6} wrap="nowrap" role="navigation" aria-label="Collab categories" pb={2}>
        {tabs.map((tab) => (
          <Chip
            key={tab.slug}
            checked={active === tab.slug}
            onChange={() => void navigate(collabListPath(customUrl, tab.slug))}
            size="sm"
            variant="light"
          >
            {tab.label}
          </Chip>
        ))}
      </Group>
    </ScrollArea>
  );
}
