import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ExploreWidget, StatsWidget, TopSchoolsWidget, TopUsersWidget } from '../components/side-widgets';

/** `/profile-widgets/view-more`: the community's widgets at full width. */
export default function ProfileWidgetsPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Around the community
        </Title>
        <Text size="sm" c="dimmed">
          The most active schools and members this month, and the community in numbers.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatsWidget />
        <TopSchoolsWidget />
        <TopUsersWidget />
        <ExploreWidget />
      </SimpleGrid>
    </Stack>
  );
}
