/**
 * Text colours that pass WCAG 2.2 AA (4.5:1) on Mantine's light scheme. Mantine's defaults do not for several
 * palettes: light badges and avatars draw shade 9 on shade 1 (orange 3.6:1, teal 4.3:1, lime 3.3:1), and `c="teal"`
 * text uses the filled shade on white. Each colour's text is darkened only as much as it needs.
 */
import { DEFAULT_THEME, darken, luminance, type MantineColorsTuple } from '@mantine/core';

export const AA_TEXT = 4.5;
const WHITE = '#ffffff';

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in 5% steps until it reaches 4.5:1 on `background`. */
export function readableOn(color: string, background: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

/** The light scheme's text variables for every palette: coloured and outline text on white, and the light variant's text on its shade-1 background and shade-2 hover. */
export function readableLightVariables(
  colors: Record<string, MantineColorsTuple> = DEFAULT_THEME.colors,
  primaryShade = 8,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const onWhite = readableOn(shades[primaryShade] ?? shades[9], WHITE);
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-outline`] = onWhite;
    // On shade 1 at rest and shade 2 under the pointer (Mantine's light hover): readable on the darker one is on both.
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  return variables;
}
