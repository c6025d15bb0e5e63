import { Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteSpec } from '../route-spec-context';

/** Stands in for an area not built yet, so every route of the map can be visited. */
export default function PlaceholderPage() {
  const spec = useRouteSpec();
  const title = spec?.title ?? 'Noticeboard';
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <Text>The {title} area is coming soon to Noticeboard.</Text>
      </Paper>
    </Stack>
  );
}
