import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontWeight: '700' },
});

/** Stored in local storage; no inline boot script, so the page stays within `script-src 'self'`. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'noticeboard-color-scheme' });
