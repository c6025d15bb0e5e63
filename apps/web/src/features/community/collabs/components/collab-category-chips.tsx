import { CATEGORY_TABS } from '../../components/community-format';
import { CategoryChipRow } from '../../components/feed-tabs';
import { ALL_CATEGORIES, collabListPath } from '../api/collab-paths';

const TABS = [{ slug: ALL_CATEGORIES, label: 'All' }, ...CATEGORY_TABS];

/** "All" (`/collab/all`) and the 13 categories as chips that navigate, inside the school when there is one. */
export function CollabCategoryChips({ customUrl, active }: { customUrl?: string; active: string }) {
  return (
    <CategoryChipRow
      label="Collab categories"
      tabs={TABS}
      active={active}
      pathOf={(slug) => collabListPath(customUrl, slug)}
    />
  );
}
