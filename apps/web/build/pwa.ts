/**
 * The PWA part of the build (issue 16 §1): the web app manifest, and the service worker (src/app/pwa/service-worker.ts)
 * compiled by vite-plugin-pwa with its precache list. The list is the entry's scripts and styles, the offline page
 * and the icons: the files every page needs, not every route's chunk (those are cached as they are used).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files of the entry chunk, the chunks it imports and their styles, as the Vite manifest lists them. */
export function entryFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry, new Set());
  return files;
}

// The manifest and its icons are added by vite-plugin-pwa itself.
const ALWAYS_PRECACHED = new Set(['offline.html', 'offline.js']);

function onlyTheEntry(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifestFile = path.join(outDir(), '.vite/manifest.json');
    const entry = existsSync(manifestFile) ? entryFiles(JSON.parse(readFileSync(manifestFile, 'utf8'))) : new Set();
    const manifest = entries.filter((item) => ALWAYS_PRECACHED.has(item.url) || entry.has(item.url));
    return { manifest, warnings: [] };
  };
}

export function pwa(): PluginOption[] {
  let outDir = 'dist';
  const readOutDir: Plugin = {
    name: 'noticeboard-pwa-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/pwa',
    filename: 'service-worker.ts',
    // src/main.tsx registers it once the page has loaded, and only in a production build.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: 'Noticeboard',
      short_name: 'Noticeboard',
      description: 'News, learning and community for schools',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The on-device face check (face-api with TensorFlow.js, ~1.3 MB) is never precached, and workbox refuses a
      // file over the limit before the transform below can leave it out.
      globIgnores: ['**/face-detector-*.js'],
      manifestTransforms: [onlyTheEntry(() => outDir)],
      // The entry closure is ~450 KB raw; the limit only guards against precaching something huge by mistake.
      maximumFileSizeToCacheInBytes: 1_000_000,
    },
  });
  return [readOutDir, ...plugins];
}
