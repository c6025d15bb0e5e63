/** On one's birthday: the wishes from classmates and teachers, newest first (refreshed every minute). */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BIRTHDAY_STICKER_LABELS } from '@noticeboard/shared';
import { useMyWishes } from '../api/birthdays';

export function MyWishesCard({ firstName }: { firstName: string }) {
  const wishes = useMyWishes();
  if (!wishes.data?.birthdayToday) return null;
  const list = wishes.data.wishes;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your birthday wishes" bg="pink.0">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Happy birthday, {firstName}! <span aria-hidden>🎂</span>
        </Title>
        {list.length === 0 ? (
          <Text size="sm">Wishes from your classmates and teachers will appear here today.</Text>
        ) : (
          <Stack gap="xs">
            {list.map((wish) => (
              <Group key={wish.id} gap="sm" wrap="nowrap" align="flex-start">
                {wish.sticker && (
                  <Text fz={28} aria-label={BIRTHDAY_STICKER_LABELS[wish.sticker].label} role="img">
                    {BIRTHDAY_STICKER_LABELS[wish.sticker].emoji}
                  </Text>
                )}
                <div>
                  {wish.message && <Text size="sm">{wish.message}</Text>}
                  <Text size="xs" c="dimmed">
                    From {wish.fromName} · {wish.fromLabel}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
