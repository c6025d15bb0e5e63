import type { ReactNode } from 'react';
import classes from './scroll-strip.module.css';

/**
 * A strip of tabs or chips that scrolls sideways on a narrow screen. Plain CSS rather than Mantine's ScrollArea:
 * with its scrollbars hidden it did nothing more, and it brought ~13 KB of shared positioning code to the page.
 */
export function ScrollStrip({ children }: { children: ReactNode }) {
  return <div className={classes.strip}>{children}</div>;
}
