import { Badge } from '@mantine/core';
import { TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import { CATEGORY_STYLES } from './category-style';

/** A small coloured label with the category's icon. */
export function CategoryChip({ category }: { category: TopicCategory }) {
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[category];
  return (
    <Badge
      variant="light"
      color={color}
      size="sm"
      radius="sm"
      leftSection={<CategoryIcon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {TOPIC_CATEGORY_LABELS[category]}
    </Badge>
  );
}
