import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconLockOpen, IconTrophy } from '@tabler/icons-react';

/** The daily loop in three steps, for visitors and for players who have not unlocked today's quiz. */
export function HowItWorks({ dailyMinimum = 3 }: { dailyMinimum?: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        How it works
      </Title>
      <List spacing="sm" center>
        <List.Item icon={<Step icon={<IconBook size={16} />} />}>
          <Text size="sm">Read {dailyMinimum} articles today on the news pages.</Text>
        </List.Item>
        <List.Item icon={<Step icon={<IconLockOpen size={16} />} />}>
          <Text size="sm">The daily quiz unlocks: ten questions made from the day’s news.</Text>
        </List.Item>
        <List.Item icon={<Step icon={<IconTrophy size={16} />} />}>
          <Text size="sm">See your score, learn from the review and climb the leaderboard.</Text>
        </List.Item>
      </List>
    </Paper>
  );
}

function Step({ icon }: { icon: React.ReactNode }) {
  return (
    <ThemeIcon radius="xl" size={28} variant="light">
      {icon}
    </ThemeIcon>
  );
}
