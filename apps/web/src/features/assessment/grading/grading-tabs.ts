/** The staff page's tabs this part adds, in order, with their labels. */
export const GRADING_TABS = [
  { key: 'attempts', label: 'Attempts' },
  { key: 'grading', label: 'Grading' },
  { key: 'analytics', label: 'Analytics' },
] as const;
export type GradingTabKey = (typeof GRADING_TABS)[number]['key'];
