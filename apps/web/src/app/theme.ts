import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from '@noticeboard/shared/color-scheme';
import { readableLightVariables } from './readable-colors';

/**
 * WCAG 2.2 AA contrast (issue 17): Mantine's defaults fail it — blue.6 under white text or as link text is 3.6:1,
 * grey "dimmed" text (gray.6) 3.3:1. Filled and link blue is blue.8 (5.0:1 with white), dimmed text #5c636a (6.1:1 on
 * white), placeholders #6c757d (4.7:1); in dark mode both are dark.1 on the dark body.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  // Filled buttons and badges pick black or white text, whichever contrasts more (0.179 is where they are equal).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Pagination's arrows are icons only: every pager names them ("previous page"), not just the ones that remember to
    // (axe button-name). A plain object, so the component itself stays out of the entry.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': `${control} page` }),
      },
    },
  },
});

/** Stored in local storage; read before the first paint by the boot script (packages/shared/src/color-scheme.ts). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders are text people read (the composer's prompt, search hints): 4.5:1 too (gray.5 was 2.1:1 on white).
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    ...readableLightVariables(DEFAULT_THEME.colors, 8),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
