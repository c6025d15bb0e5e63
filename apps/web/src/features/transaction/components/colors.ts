/**
 * Colours of this page that keep WCAG AA contrast (4.5:1) in both schemes: the theme's `dimmed` (gray 6, 3.3:1 on
 * white) and white on the default filled blue (blue 6, 3.6:1) fall short for text of this size.
 */
export const SECONDARY_TEXT = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
/** Filled buttons: white on blue 8 is 4.8:1. */
export const ACTION_COLOR = 'blue.8';
