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
 * "Text, 8 waiting" (the visible words stay in the name, WCAG 2.5.3). The name is one piece of visually hidden
 * text and what is seen is hidden from assistive technology: a name put together from the label and a hidden
 * suffix reads "Text , 8 waiting" in Chrome, which puts spaces around the absolutely placed hidden element.
 */
export function CountedLabel({ label, count, noun }: CountedLabelProps) {
  if (count === undefined) return <span>{label}</span>;
  const shown = abbreviateNumber(count);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <VisuallyHidden>{`${label}, ${shown} ${noun}`}</VisuallyHidden>
      <span aria-hidden>
        <span>{label}</span>
        <Badge
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
    </span>
  );
}
