/** Inlines the colour-scheme boot script (packages/shared/src/color-scheme.ts) first in index.html's head. */
import type { Plugin } from 'vite';
import { COLOR_SCHEME_BOOT_SCRIPT } from '../../../packages/shared/src/color-scheme';

export function colorSchemeBoot(): Plugin {
  return {
    name: 'noticeboard-color-scheme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: COLOR_SCHEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
    },
  };
}
