import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CategoryCount } from '@noticeboard/shared';
import { Link } from 'react-router';
import { CATEGORY_STYLES } from './category-style';

interface DeckCategoryTileProps {
  deck: CategoryCount & { unreadCount: number };
}

/** One deck on /deck: its category, how many stories this week and how many are unread. */
export function DeckCategoryTile({ deck }: DeckCategoryTileProps) {
  const { icon: CategoryIcon, color } = CATEGORY_STYLES[deck.category];
  const unread = deck.unreadCount;
  return (
    <Paper
      component={Link}
      to={`/deck/${deck.slug}`}
      withBorder
      radius="lg"
      p="md"
      style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          <CategoryIcon size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} lh={1.25} lineClamp={2}>
            {deck.label}
          </Text>
          <Text size="xs" c="dimmed">
            {deck.articleCount} {deck.articleCount === 1 ? 'story' : 'stories'} this week
          </Text>
        </Stack>
        <Badge
          color={unread > 0 ? color : 'gray'}
          variant="light"
          radius="sm"
          style={{ textTransform: 'none', flex: 'none' }}
        >
          {unread > 0 ? `${unread} unread` : 'All read'}
        </Badge>
      </Group>
    </Paper>
  );
}
