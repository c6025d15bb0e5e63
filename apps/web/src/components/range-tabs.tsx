import { ScrollArea, Tabs } from '@mantine/core';
import { QUIZ_DATE_RANGE_LABELS, QUIZ_DATE_RANGES, type QuizDateRange } from '@noticeboard/shared';

/** Spec §9 date ranges as pill tabs that scroll sideways on phones. */
export function RangeTabs({ value, onChange }: { value: QuizDateRange; onChange: (range: QuizDateRange) => void }) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as QuizDateRange)} variant="pills" radius="xl">
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List aria-label="Date range" style={{ flexWrap: 'nowrap' }}>
          {QUIZ_DATE_RANGES.map((range) => (
            <Tabs.Tab key={range} value={range} fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {QUIZ_DATE_RANGE_LABELS[range]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
