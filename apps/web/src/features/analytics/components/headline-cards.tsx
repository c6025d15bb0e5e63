import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type AnalyticsHeadline, abbreviateNumber } from '@noticeboard/shared';

/** A headline as people read it: counts in K/M/B (spec §9), percentages and hours with one decimal. */
export function headlineValue(headline: AnalyticsHeadline): string {
  if (headline.value === null) return '—';
  switch (headline.kind) {
    case 'PERCENT':
      return `${headline.value}%`;
    case 'HOURS':
      return `${headline.value} h`;
    default:
      return abbreviateNumber(headline.value);
  }
}

/** The range's headline numbers, one card each, as a description list for screen readers. */
export function HeadlineCards({ headlines }: { headlines: AnalyticsHeadline[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" m={0} aria-label="Headline numbers">
      {headlines.map((headline) => (
        <Paper key={headline.key} withBorder radius="md" p="sm" data-testid={`headline-${headline.key}`}>
          <Text component="dt" size="xs" c="dimmed" lh={1.3}>
            {headline.label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} lh={1.2}>
            {headlineValue(headline)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
