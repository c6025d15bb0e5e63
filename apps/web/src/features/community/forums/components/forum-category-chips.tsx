import { Chip, Group, ScrollArea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CATEGORY_TABS, categoryLabelOf } from '../../components/community-format';
import { ALL_CATEGORIES, forumCategoryPath } from '../api/forum-paths';

/**
 * "All" (`/forum/all`) and the 13 categories as chips that navigate, inside the school when there is one; a school's
 * own category (reached from its forum list) gets a chip of its own while it is open.
 */
export function ForumCategoryChips({ customUrl, active }: { customUrl?: string; active: string }) {
  const navigate = useNavigate();
  const tabs = [{ slug: ALL_CATEGORIES, label: 'All' }, ...CATEGORY_TABS];
  if (!tabs.some((tab) => tab.slug === active)) tabs.push({ slug: active, label: categoryLabelOf(active) });
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group gap={6} wrap="nowrap" role="navigation" aria-label="Forum categories" pb={2}>
        {tabs.map((tab) => (
          <Chip
            key={tab.slug}
            checked={active === tab.slug}
            onChange={() => void navigate(forumCategoryPath(customUrl, tab.slug))}
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
