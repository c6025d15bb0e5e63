import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageAssetsFrom } from './page-assets';
import { serverRenderedRoute } from './server-rendered-routes';

// The shape of Vite's dist/.vite/manifest.json: the entry, a page chunk and the chunks they import.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js', '_Box-3.js'],
    css: ['assets/index-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_Box-3.js': { file: 'assets/Box-3.js', imports: ['_react-2.js'] },
  'src/features/news/pages/latest-page.tsx': {
    file: 'assets/latest-page-4.js',
    name: 'latest-page',
    isDynamicEntry: true,
    imports: ['index.html', '_Box-3.js', '_feed-5.js'],
    css: ['assets/latest-page-4.css'],
  },
  '_feed-5.js': { file: 'assets/feed-5.js', imports: ['_Box-3.js', '_card-6.js'] },
  '_card-6.js': { file: 'assets/card-6.js', css: ['assets/card-6.css'] },
};

describe('the styles a server-drawn page links', () => {
  const assetsOf = pageAssetsFrom(MANIFEST);

  it('are those of its chunk and of every chunk it imports that index.html does not load already', () => {
    expect(assetsOf('latest-page')).toEqual({ styles: ['/assets/latest-page-4.css', '/assets/card-6.css'] });
  });

  it('are none for a chunk the build does not have', () => {
    expect(assetsOf('no-such-page')).toEqual({ styles: [] });
  });
});

describe('the pages drawn on the server', () => {
  it('are the public pages people arrive at', () => {
    for (const path of ['/community', '/community/academics', '/latest', '/trending', '/details/a-story', '/quiz']) {
      expect(serverRenderedRoute(path)?.path, path).toBeDefined();
    }
    expect(serverRenderedRoute('/institutions/greenfield')?.title).toBe('Institution');
  });

  it('are never a signed-in page or an unknown path', () => {
    for (const path of ['/team', '/transaction', '/saved-items', '/nowhere/at/all/really']) {
      expect(serverRenderedRoute(path), path).toBeNull();
    }
  });
});

describe('page chunk names', () => {
  // The server finds a page's chunk by name in the manifest: Vite names a chunk after its file.
  it('are the file names of the pages', () => {
    const source = readFileSync(new URL('../pages.ts', import.meta.url), 'utf8');
    const pages = [...source.matchAll(/page\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
    expect(pages.length).toBeGreaterThan(50);
    for (const [, chunkId, importPath] of pages) expect(importPath?.split('/').at(-1)).toBe(chunkId);
  });
});
