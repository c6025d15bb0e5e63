import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from '@noticeboard/shared/color-scheme';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontWeight: '700' },
});

/** Stored in local storage; read before the first paint by the boot script (packages/shared/src/color-scheme.ts). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
