import { CATEGORY_TABS, categoryLabelOf } from '../../components/community-format';
import { CategoryChipRow } from '../../components/feed-tabs';
import { ALL_CATEGORIES, forumCategoryPath } from '../api/forum-paths';

/**
 * "All" (`/forum/all`) and the 13 categories as chips that navigate, inside the school when there is one; a school's
 * own category (reached from its forum list) gets a chip of its own while it is open.
 */
export function ForumCategoryChips({ customUrl, active }: { customUrl?: string; active: string }) {
  const tabs = [{ slug: ALL_CATEGORIES, label: 'All' }, ...CATEGORY_TABS];
  if (!tabs.some((tab) => tab.slug === active)) tabs.push({ slug: active, label: categoryLabelOf(active) });
  return (
    <CategoryChipRow
      label="Forum categories"
      tabs={tabs}
      active={active}
      pathOf={(slug) => forumCategoryPath(customUrl, slug)}
    />
  );
}
