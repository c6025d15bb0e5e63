import { Chip, Group, SegmentedControl } from '@mantine/core';
import { POST_TYPES, type PostType } from '@noticeboard/shared';
import { useNavigate } from 'react-router';
import { ScrollStrip } from '../../../components/scroll-strip';
import { categoryPagePath } from '../api/paths';
import { CATEGORY_TABS } from './community-format';

export const POST_TYPE_LABELS: Record<PostType, string> = {
  PHOTOS: 'Photos',
  VIDEOS: 'Videos',
  DOCUMENTS: 'Documents',
  TEXT: 'Text',
};

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

/** Post-type tabs; PHOTOS is the default and what a reset returns to (spec §2). */
export function PostTypeTabs({ value, onChange }: { value: PostType; onChange: (value: PostType) => void }) {
  return (
    <SegmentedControl
      aria-label="Post type"
      data={POST_TYPES.map((type) => ({ value: type, label: POST_TYPE_LABELS[type] }))}
      value={value}
      onChange={(next) => onChange(next as PostType)}
      fullWidth
      size="sm"
    />
  );
}
