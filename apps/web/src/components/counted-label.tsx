import { Badge, VisuallyHidden } from '@mantine/core';
import { abbreviateNumber } from '@noticeboard/shared';

interface CountedLabelProps {
  label: string;
  /** What the tab holds; undefined while the counts load (the label alone is shown). */
  count: number | undefined;
  /** Read after the number: "waiting" → "Text, 8 waiting". */
  noun: string;
}

/**
 * A tab's or segment's label with how many items it holds (issue 17 §4): "Text 8" on screen, named
 * "Text, 8 waiting" (the visible words stay in the name, WCAG 2.5.3). The number is a badge hidden from
 * assistive technology; the spoken part is visually hidden text, not an aria-label that would rename the tab.
 */
export function CountedLabel({ label, count, noun }: CountedLabelProps) {
  if (count === undefined) return <span>{label}</span>;
  const shown = abbreviateNumber(count);
  // Inline on purpose, with no space between the parts: the name reads "Text, 8 waiting" in every browser (a flex
  // row would make each part a block, and accessible names put spaces between blocks).
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span>{label}</span>
      <VisuallyHidden>{`, ${shown} ${noun}`}</VisuallyHidden>
      <Badge
        aria-hidden
        size="sm"
        radius="xl"
        variant="light"
        color={count > 0 ? 'blue' : 'gray'}
        ml={6}
        style={{ textTransform: 'none', verticalAlign: 'middle' }}
        data-testid="tab-count"
      >
        {shown}
      </Badge>
    </span>
  );
}
