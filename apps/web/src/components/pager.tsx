import { Group, Pagination, Text } from '@mantine/core';

interface PagerProps {
  total: number;
  totalPages: number;
  /** 0-based. */
  page: number;
  onChange: (page: number) => void;
  /** What is counted, singular ("report"); an "s" is added for more than one. */
  noun: string;
  /** What the page buttons page through, for screen readers ("2 page of reported news"); "page" alone by default. */
  of?: string;
}

/** A list's count and, when there is more than one page, page buttons. */
export function Pager({ total, totalPages, page, onChange, noun, of }: PagerProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? noun : `${noun}s`}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page + 1}
          onChange={(next) => onChange(next - 1)}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': of ? `${control} page of ${of}` : `${control} page` })}
        />
      )}
    </Group>
  );
}
