/**
 * Uploaded photos are never served as sent: sharp decodes them (which also proves they are images), turns
 * them upright from the EXIF orientation, and writes WebP at most 1600 px wide plus 960 and 480 px variants.
 * sharp writes no metadata unless asked (we never call withMetadata/withExif), so EXIF, GPS, XMP and
 * camera details are gone from every stored file.
 */
import sharp, { type Sharp } from 'sharp';

export const IMAGE_MAX_WIDTH = 1_600;
/** Narrower copies for phones and feeds, widest first. */
export const IMAGE_VARIANT_WIDTHS = [960, 480] as const;
/** Decoding bombs (a tiny file claiming 100 000 × 100 000 pixels) are refused before any pixel is read. */
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageUnreadable extends Error {}

export interface EncodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export interface EncodedPhotoSet {
  main: EncodedPhoto;
  /** Only widths narrower than the main image: a small photo has fewer variants. */
  variants: EncodedPhoto[];
}

export async function encodePhoto(bytes: Buffer): Promise<EncodedPhotoSet> {
  let upright: Sharp;
  try {
    // Decoded once, upright and at most IMAGE_MAX_WIDTH wide; every output is resized from these pixels.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (error) {
    throw new ImageUnreadable(error instanceof Error ? error.message : String(error));
  }
  const main = await toWebp(upright.clone());
  const variants: EncodedPhoto[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    if (width >= main.width) continue;
    variants.push(await toWebp(upright.clone().resize({ width })));
  }
  return { main, variants };
}

async function toWebp(image: Sharp): Promise<EncodedPhoto> {
  const { data, info } = await image.webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
