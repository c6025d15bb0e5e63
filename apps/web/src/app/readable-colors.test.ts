import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableLightVariables, readableOn } from './readable-colors';

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a colour that already passes and darkens one that does not', () => {
    expect(readableOn('#1971c2', '#ffffff')).toBe('#1971c2');
    const orange = readableOn(DEFAULT_THEME.colors.orange[9], DEFAULT_THEME.colors.orange[1]);
    expect(contrastRatio(DEFAULT_THEME.colors.orange[9], DEFAULT_THEME.colors.orange[1])).toBeLessThan(AA_TEXT);
    expect(contrastRatio(orange, DEFAULT_THEME.colors.orange[1])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every palette text that passes on white and on its light background, at rest and under the pointer', () => {
    const variables = readableLightVariables();
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      expect(contrastRatio(variables[`--mantine-color-${name}-text`] ?? '', '#ffffff'), name).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      for (const background of [shades[1], shades[2]]) {
        expect(
          contrastRatio(variables[`--mantine-color-${name}-light-color`] ?? '', background),
          name,
        ).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });
});
