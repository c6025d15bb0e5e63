import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

export interface AccuracyRow {
  label: string;
  attempted: number;
  right: number;
  accuracyPercent: number;
}

const colourOf = (percent: number) => (percent >= 75 ? 'green' : percent >= 50 ? 'yellow' : 'orange');

/** One bar per subject or difficulty: how many of the attempted ones were right, in words and as a bar. */
export function AccuracyBars({ title, rows }: { title: string; rows: AccuracyRow[] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {rows.length === 0 && <Text c="dimmed">Nothing yet.</Text>}
        {rows.map((row) => {
          const percent = Math.round(row.accuracyPercent);
          return (
            <Stack key={row.label} gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>{row.label}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {row.right} of {row.attempted} right · {percent}%
                </Text>
              </Group>
              <Progress
                value={percent}
                color={colourOf(percent)}
                size="xl"
                radius="xl"
                aria-label={`${row.label}: ${percent}% right`}
              />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
