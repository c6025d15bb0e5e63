/**
 * The charts (loaded as their own chunk: Mantine charts on recharts). Each chart is a titled section with its
 * summary in words; the picture itself is hidden from assistive technology, and "Show as table" gives the same
 * figures as a table. Counts go on the left axis, averages and percentages on the right, so neither flattens the
 * other. Colours are the theme's darker shades, readable on white and on the dark scheme's background.
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type AnalyticsChart, abbreviateNumber, type QuizDateRange } from '@noticeboard/shared';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { chartCsvPath } from '../api/analytics';

const COLORS = ['blue.7', 'teal.8', 'grape.7', 'orange.8'];
/** Series read on the right axis: averages, percentages and hours, not counts. */
const RIGHT_AXIS = new Set(['average', 'accuracy', 'medianHours']);

const cell = (value: number | null) => (value === null ? '—' : abbreviateNumber(value));

export interface ChartGridProps {
  charts: AnalyticsChart[];
  range: QuizDateRange;
  /** School staff download each chart as CSV. */
  downloads: boolean;
}

export default function ChartGrid({ charts, range, downloads }: ChartGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} range={range} download={downloads} />
      ))}
    </SimpleGrid>
  );
}

function ChartCard({ chart, range, download }: { chart: AnalyticsChart; range: QuizDateRange; download: boolean }) {
  const id = useId();
  const [table, setTable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = chart.points.map((point) => {
    const row: Record<string, string | number | null> = { x: point.x };
    chart.series.forEach((series, index) => {
      row[series.key] = point.values[index] ?? null;
    });
    return row;
  });
  const right = chart.series.some((series) => RIGHT_AXIS.has(series.key));
  const series = chart.series.map((series, index) => ({
    name: series.key,
    label: series.label,
    color: COLORS[index % COLORS.length] ?? 'blue.7',
    ...(right && RIGHT_AXIS.has(series.key) ? { yAxisId: 'right' } : {}),
  }));
  const common = {
    h: 240,
    data,
    dataKey: 'x',
    series,
    withLegend: chart.series.length > 1,
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    valueFormatter: (value: number) => abbreviateNumber(value),
    yAxisProps: { allowDecimals: false, width: 40 },
    withRightYAxis: right,
    rightYAxisProps: { width: 40 },
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={id}>
            {chart.title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {chart.summary}
        </Text>
        {chart.points.length === 0 ? (
          <Text size="sm">Nothing to show in this range.</Text>
        ) : table ? (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder aria-labelledby={id} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{chart.xLabel}</Table.Th>
                  {chart.series.map((series) => (
                    <Table.Th key={series.key} scope="col" ta="right">
                      {series.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {chart.points.map((point) => (
                  <Table.Tr key={point.x}>
                    <Table.Th scope="row" fw={500}>
                      {point.x}
                    </Table.Th>
                    {point.values.map((value, index) => (
                      <Table.Td key={chart.series[index]?.key ?? index} ta="right">
                        {cell(value)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : chart.kind === 'line' ? (
          <LineChart {...common} curveType="monotone" lineChartProps={{ accessibilityLayer: false }} aria-hidden />
        ) : (
          <BarChart {...common} barChartProps={{ accessibilityLayer: false }} aria-hidden />
        )}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconTable size={14} aria-hidden />}
            aria-pressed={table}
            onClick={() => setTable((shown) => !shown)}
          >
            {table ? 'Show as chart' : 'Show as table'}
          </Button>
          {download && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Download CSV: ${chart.title}`}
              onClick={() => {
                setError(null);
                downloadFile(chartCsvPath(chart.key, range), `analytics-${chart.key}.csv`).catch((failure: unknown) =>
                  setError(messageOf(failure)),
                );
              }}
            >
              Download CSV
            </Button>
          )}
        </Group>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            The file could not be downloaded: {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
