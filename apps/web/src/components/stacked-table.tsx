import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface StackedColumn<Row> {
  /** Stable id of the column (React key, test id). */
  key: string;
  /** The column heading; on a phone, the label beside the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The row's name: first cell of the table, the card's title on a phone. One column should say so. */
  title?: boolean;
  /** On a phone the value takes the card's whole width (a bar, a long text). */
  wide?: boolean;
  /** Under the title on a phone (a class beside a name), instead of a labelled value. */
  subtitle?: boolean;
  width?: number;
}

/**
 * A table that reads on a phone: from the `sm` breakpoint up, an ordinary table; below it, one card per row with
 * every value labelled by its column, so nothing scrolls sideways and no column is cut off at 390 px. Only one of
 * the two is displayed at a time (Mantine's hiddenFrom/visibleFrom: `display: none`), so assistive technology meets
 * either the table (with its headers) or the list of cards, never both.
 */
export function StackedTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth = 520,
  onRowClick,
  testId,
}: {
  rows: Row[];
  columns: StackedColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Names the table and the list of cards. */
  label: string;
  /** Past this width the table scrolls inside itself (wide screens never reach it). */
  minWidth?: number;
  /** The whole table row opens the row (its title cell should hold the focusable control). */
  onRowClick?: (row: Row) => void;
  testId?: string;
}) {
  const title = columns.find((column) => column.title);
  const subtitles = columns.filter((column) => column.subtitle && !column.title);
  const fields = columns.filter((column) => !column.title && !column.subtitle);
  return (
    <>
      <Box visibleFrom="sm" data-testid={testId && `${testId}-table`}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns
                  .filter((column) => !column.subtitle || column.title)
                  .map((column) => (
                    <Table.Th key={column.key} ta={column.align} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                  onClick={
                    onRowClick &&
                    ((event) => {
                      // The title's own button or link already opened it.
                      if (!(event.target as Element).closest('button, a')) onRowClick(row);
                    })
                  }
                >
                  {columns
                    .filter((column) => !column.subtitle || column.title)
                    .map((column) => (
                      <Table.Td key={column.key} ta={column.align}>
                        {column.cell(row)}
                        {column.title &&
                          subtitles.map((subtitle) => (
                            <Text key={subtitle.key} size="xs" c="dimmed">
                              {subtitle.cell(row)}
                            </Text>
                          ))}
                      </Table.Td>
                    ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack
        component="ul"
        hiddenFrom="sm"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
        data-testid={testId && `${testId}-cards`}
      >
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            {title && (
              <Box mb={fields.length ? 'xs' : 0}>
                {title.cell(row)}
                {subtitles.map((subtitle) => (
                  <Text key={subtitle.key} size="xs" c="dimmed">
                    {subtitle.cell(row)}
                  </Text>
                ))}
              </Box>
            )}
            {/* A plain grid: a responsive SimpleGrid would put a <style> inside the <dl>, which a list may not hold. */}
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                gap: 'var(--mantine-spacing-xs)',
              }}
            >
              {fields.map((column) => (
                <Box key={column.key} style={column.wide ? { gridColumn: '1 / -1' } : undefined} miw={0}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text component="dd" m={0} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Text>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
