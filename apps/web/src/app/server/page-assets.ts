/** Which styles a route's page chunk needs beyond what index.html already loads, read from Vite's manifest. */

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  styles: string[];
}

function isChunk(value: unknown): value is ManifestChunk {
  return typeof value === 'object' && value !== null && typeof (value as { file?: unknown }).file === 'string';
}

function asManifest(raw: Record<string, unknown>): Manifest {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, ManifestChunk] => isChunk(entry[1])));
}

/** Every chunk key reachable through static imports from `start`, itself included. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/** Builds a lookup from page chunk names (their file names) to the styles to link in the HTML. */
export function pageAssetsFrom(raw: Record<string, unknown>): (chunkName: string) => PageAssets {
  const manifest = asManifest(raw);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const cache = new Map<string, PageAssets>();
  return (chunkName) => {
    const cached = cache.get(chunkName);
    if (cached) return cached;
    const pageKey = Object.keys(manifest).find(
      (key) => manifest[key]?.isDynamicEntry && manifest[key]?.name === chunkName,
    );
    const needed = pageKey ? [...staticClosure(manifest, pageKey)].filter((key) => !alreadyLoaded.has(key)) : [];
    const chunks = needed.flatMap((key) => manifest[key] ?? []);
    const assets = {
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    };
    cache.set(chunkName, assets);
    return assets;
  };
}
