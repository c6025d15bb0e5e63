/**
 * The demo pictures, rendered once by build-demo-images.ts and kept in images/ so a first start does not spend
 * seconds in sharp: `<post id>.webp` with `-w960` and `-w480` variants, and manifest.json holding the SHA-256 of
 * the SVG each was drawn from. A picture whose SVG changed (new text, new drawing code) is rendered again
 * at seeding time, so the folder can never show a stale picture.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_VARIANT_WIDTHS, type RenderedImage, renderSvg } from './demo-images';

export const DEMO_IMAGES_DIR = path.resolve(import.meta.dirname, 'images');
const MANIFEST = 'manifest.json';

export const svgHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

const fileOf = (dir: string, postId: string, width?: number) =>
  path.join(dir, width ? `${postId}-w${width}.webp` : `${postId}.webp`);

export async function readManifest(dir = DEMO_IMAGES_DIR): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The stored picture when it was drawn from this very SVG; null otherwise. */
async function readStored(dir: string, manifest: Record<string, string>, postId: string, svg: string) {
  if (manifest[postId] !== svgHash(svg)) return null;
  try {
    const main = await readFile(fileOf(dir, postId));
    const variants = await Promise.all(
      DEMO_VARIANT_WIDTHS.map(async (width) => ({ width, data: await readFile(fileOf(dir, postId, width)) })),
    );
    return { main: { data: main, width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT }, variants } as RenderedImage;
  } catch {
    return null;
  }
}

export class DemoPictures {
  private constructor(
    private readonly dir: string,
    private readonly manifest: Record<string, string>,
  ) {}

  static async open(dir = DEMO_IMAGES_DIR): Promise<DemoPictures> {
    return new DemoPictures(dir, await readManifest(dir));
  }

  /** The pre-rendered picture, or a fresh rendering when there is none for this SVG. */
  async picture(postId: string, svg: string): Promise<RenderedImage> {
    return (await readStored(this.dir, this.manifest, postId, svg)) ?? renderSvg(svg);
  }
}

/** Renders every picture into `dir` and rewrites the manifest (build-demo-images.ts). */
export async function writePictures(pictures: Array<{ postId: string; svg: string }>, dir = DEMO_IMAGES_DIR) {
  await mkdir(dir, { recursive: true });
  const manifest: Record<string, string> = {};
  for (const { postId, svg } of pictures) {
    const rendered = await renderSvg(svg);
    await writeFile(fileOf(dir, postId), rendered.main.data);
    for (const variant of rendered.variants) await writeFile(fileOf(dir, postId, variant.width), variant.data);
    manifest[postId] = svgHash(svg);
  }
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}
