import { Chip, Group } from '@mantine/core';
import { POST_TYPE_TABS, type PostTypeCounts, type PostTypeTab } from '@noticeboard/shared';
import { useNavigate } from 'react-router';
import { CountedLabel } from '../../../components/counted-label';
import { ScrollStrip } from '../../../components/scroll-strip';
import { categoryPagePath } from '../api/paths';
import { CATEGORY_TABS, POST_TYPE_TAB_LABELS } from './community-format';

export interface CategoryTab {
  slug: string;
  label: string;
}

/** A row of chips, one per category, each navigating to `pathOf(slug)`; scrolls sideways on a phone. */
export function CategoryChipRow({
  label,
  tabs,
  active,
  pathOf,
}: {
  label: string;
  tabs: readonly CategoryTab[];
  active: string;
  pathOf: (slug: string) => string;
}) {
  const navigate = useNavigate();
  return (
    <ScrollStrip>
      <Group gap={6} wrap="nowrap" role="navigation" aria-label={label} pb={2}>
        {tabs.map((tab) => (
          <Chip
            key={tab.slug}
            checked={active === tab.slug}
            onChange={() => void navigate(pathOf(tab.slug))}
            size="sm"
            variant="light"
          >
            {tab.label}
          </Chip>
        ))}
      </Group>
    </ScrollStrip>
  );
}

const COMMUNITY_TABS: readonly CategoryTab[] = [{ slug: '', label: 'All' }, ...CATEGORY_TABS];

/** The 13 categories as chips that navigate to `/community/{slug}` (or the school's); "All" goes back. */
export function CategoryChips({ customUrl, active }: { customUrl?: string; active?: string }) {
  return (
    <CategoryChipRow
      label="Categories"
      tabs={COMMUNITY_TABS}
      active={active ?? ''}
      pathOf={(slug) => categoryPagePath(customUrl, slug || undefined)}
    />
  );
}

interface PostTypeTabsProps {
  value: PostTypeTab;
  onChange: (value: PostTypeTab) => void;
  /** How many posts each tab holds (issue 17 §4); the labels alone until they load. */
  counts?: PostTypeCounts | undefined;
}

/**
 * Post-type tabs with their counts and "All" (every type together); PHOTOS is the default and what a reset
 * returns to (spec §2). A radio group of chips that wraps on a phone, so no tab and its count hides off screen.
 */
export function PostTypeTabs({ value, onChange, counts }: PostTypeTabsProps) {
  return (
    <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as PostTypeTab)}>
      <Group gap={6} role="radiogroup" aria-label="Post type">
        {POST_TYPE_TABS.map((type) => (
          <Chip key={type} value={type} size="sm" variant="filled" radius="sm">
            <CountedLabel label={POST_TYPE_TAB_LABELS[type]} count={counts?.[type]} noun="posts" one="post" />
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
