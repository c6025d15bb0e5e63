/**
 * On one's birthday: the wishes from classmates and teachers, newest first (refreshed every minute); the birthday
 * person may remove any of them.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { useMyWishes } from '../api/birthdays';
import { WishRow } from './wish-row';

export function MyWishesCard({ firstName }: { firstName: string }) {
  const wishes = useMyWishes();
  if (!wishes.data?.birthdayToday) return null;
  const list = wishes.data.wishes;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your birthday wishes" bg="pink.0">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCake size={26} aria-hidden color="var(--mantine-color-pink-7)" />
          <Title order={2} fz="h4">
            Happy birthday, {firstName}!
          </Title>
        </Group>
        {list.length === 0 ? (
          <Text size="sm">Wishes from your classmates and teachers will appear here today.</Text>
        ) : (
          <Stack gap="xs">
            {list.map((wish) => (
              <WishRow key={wish.id} wish={wish} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
