/**
 * A PDF's first pages as WebP images, for the preview strip (`relatedImages`). pdftoppm (Debian's
 * poppler-utils) renders them in a temporary folder; a PDF it cannot render is refused, so what we store
 * is at least a readable document.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runTool } from './run-tool';

export const PDF_PREVIEW_PAGES = 5;
/** Longest side of a rendered page, in pixels. */
const PAGE_SIZE = 1_200;
const PAGE_WIDTH = 960;
const RENDER_TIMEOUT_MS = 30_000;

/**
 * WebP images of pages 1 to 5 (fewer when the PDF is shorter). Throws ToolMissingError without pdftoppm,
 * ToolFailedError when the PDF does not render (damaged, encrypted, not a PDF after all, too slow).
 */
export async function renderPdfPages(pdf: Buffer, pages = PDF_PREVIEW_PAGES): Promise<Buffer[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nb-pdf-'));
  try {
    const input = path.join(folder, 'input.pdf');
    await writeFile(input, pdf);
    await runTool(
      'pdftoppm',
      ['-q', '-f', '1', '-l', String(pages), '-scale-to', String(PAGE_SIZE), '-png', input, path.join(folder, 'page')],
      RENDER_TIMEOUT_MS,
    );
    // page-1.png … page-5.png (zero-padded when the document has 10 pages or more): name order is page order.
    const files = (await readdir(folder)).filter((name) => /^page-\d+\.png$/.test(name)).sort();
    const images: Buffer[] = [];
    for (const file of files.slice(0, pages)) {
      const png = await readFile(path.join(folder, file));
      images.push(
        await sharp(png).resize({ width: PAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      );
    }
    return images;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
