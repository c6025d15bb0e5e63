import { Badge, VisuallyHidden } from '@mantine/core';
import { abbreviateNumber } from '@noticeboard/shared';

interface CountedLabelProps {
  label: string;
  /** What the tab holds; undefined while the counts load (the label alone is shown). */
  count: number | undefined;
  /** Read after the number: "waiting" → "Text (8 waiting)". */
  noun: string;
  /** Read after 1 when it differs: "post" → "Photos (1 post)". */
  one?: string;
}

/**
 * A tab's or segment's label with how many items it holds (issue 17 §4): "Text 8" on screen, named
 * "Text (8 waiting)" (the visible words stay in the name, WCAG 2.5.3). The label is plain text, the spoken count
 * visually hidden text after it, and the badge hidden from assistive technology. Names put a space before the hidden
 * text (it is not inline), so it cannot follow the label with a comma; and only the label's own element holds the
 * label's words, so finding the tab by its text finds one element.
 */
export function CountedLabel({ label, count, noun, one }: CountedLabelProps) {
  if (count === undefined) return <span>{label}</span>;
  const shown = abbreviateNumber(count);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span>{label}</span>
      {/* Not inline, as Chrome treats it (absolutely placed), so every accessible-name reader puts a space before it. */}
      <VisuallyHidden
        style={{ display: 'inline-block' }}
      >{`(${shown} ${count === 1 ? (one ?? noun) : noun})`}</VisuallyHidden>
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
