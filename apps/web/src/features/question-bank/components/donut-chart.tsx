import { Group, Stack, Text, useMantineTheme } from '@mantine/core';

export interface DonutSlice {
  label: string;
  count: number;
  /** A Mantine colour name. */
  color: string;
}

const RADIUS = 15.915; // a circumference of 100, so dash lengths are percentages
const STROKE = 6;

/**
 * A small SVG donut with its legend; the legend carries every number, so the drawing itself is decoration
 * for screen readers beyond its one-line summary.
 */
export function DonutChart({ title, slices }: { title: string; slices: DonutSlice[] }) {
  const theme = useMantineTheme();
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const summary = `${title}: ${slices.map((slice) => `${slice.label} ${slice.count}`).join(', ')}`;
  let offset = 25; // start at twelve o'clock
  return (
    <Stack gap="xs" align="center">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <svg viewBox="0 0 42 42" width={132} height={132} role="img" aria-label={summary}>
        <circle
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={STROKE}
        />
        {total > 0 &&
          slices.map((slice) => {
            const share = (slice.count / total) * 100;
            const dash = (
              <circle
                key={slice.label}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                stroke={theme.colors[slice.color]?.[6] ?? slice.color}
                strokeWidth={STROKE}
                strokeDasharray={`${share} ${100 - share}`}
                strokeDashoffset={offset}
              />
            );
            offset -= share;
            return dash;
          })}
        <text x="21" y="23.5" textAnchor="middle" fontSize="8" fontWeight={700} fill="currentColor">
          {total}
        </text>
      </svg>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={title}>
        {slices.map((slice) => (
          <Group key={slice.label} gap={6} component="li" wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: theme.colors[slice.color]?.[6] ?? slice.color,
              }}
            />
            <Text size="sm">
              {slice.label}: <b>{slice.count}</b>
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
