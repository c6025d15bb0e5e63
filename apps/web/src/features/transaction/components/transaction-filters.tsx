import { Group, NativeSelect } from '@mantine/core';
import {
  QUIZ_DATE_RANGE_LABELS,
  QUIZ_DATE_RANGES,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
} from '@noticeboard/shared';
import type { TransactionFilter } from '../api/transactions';
import type { FilterPatch } from './use-transaction-filter';

const RANGE_OPTIONS = [
  { value: '', label: 'All time' },
  ...QUIZ_DATE_RANGES.map((range) => ({ value: range, label: QUIZ_DATE_RANGE_LABELS[range] })),
];
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...TRANSACTION_KINDS.map((kind) => ({ value: kind, label: TRANSACTION_KIND_LABELS[kind] })),
];

/** The date range (spec §9) and kind of the list; native selects, so a phone shows its own picker. */
export function TransactionFilters({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (patch: FilterPatch) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Date range"
        data={RANGE_OPTIONS}
        value={filter.range ?? ''}
        onChange={(event) => onChange({ range: event.currentTarget.value })}
        style={{ flex: '1 1 160px', maxWidth: 240 }}
      />
      <NativeSelect
        label="Kind"
        data={KIND_OPTIONS}
        value={filter.kind ?? ''}
        onChange={(event) => onChange({ kind: event.currentTarget.value })}
        style={{ flex: '1 1 160px', maxWidth: 240 }}
      />
    </Group>
  );
}
