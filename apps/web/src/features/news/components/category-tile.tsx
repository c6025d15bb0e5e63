import { Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { abbreviateNumber, type CategoryCount } from '@noticeboard/shared';
import { Link } from 'react-router';
import { CATEGORY_STYLES } from './category-style';

export const categoryPath = (slug: string) => `/category/details?category=${encodeURIComponent(slug)}`;

/** A category with its icon and article count, opening its news (stacked so long names fit two columns on a phone). */
export function CategoryTile({ category }: { category: CategoryCount }) {
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[category.category];
  return (
    <UnstyledButton component={Link} to={categoryPath(category.slug)} style={{ display: 'block', height: '100%' }}>
      <Paper withBorder radius="md" p="sm" h="100%">
        <Stack gap={6}>
          <ThemeIcon variant="light" color={color} size={36} radius="md">
            <CategoryIcon size={20} aria-hidden />
          </ThemeIcon>
          <Text fw={600} size="sm" lh={1.3}>
            {category.label}
          </Text>
          <Text size="xs" c="dimmed">
            {abbreviateNumber(category.articleCount)} {category.articleCount === 1 ? 'article' : 'articles'}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
