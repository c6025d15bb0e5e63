/**
 * Images are re-encoded before we serve them: whatever a feed points to (JPEG, PNG, GIF, SVG…) must be an
 * image sharp can read, and becomes WebP with no metadata (sharp keeps none unless asked: no EXIF, no GPS),
 * turned upright first from the EXIF orientation.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';

export const LEAD_IMAGE_WIDTH = 960;
export const SMALL_IMAGE_WIDTH = 480;
const LOGO_SIZE = 256;
/** Tracking pixels and icons are not lead images. */
const MIN_LEAD_IMAGE_WIDTH = 120;
const MAX_INPUT_PIXELS = 40_000_000;
const SVG_DENSITY = 72;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export class ImageRejected extends Error {}

/** A reader for the bytes, with vector images rendered sharp at `targetWidth` rather than at their nominal size. */
async function open(bytes: Buffer, targetWidth: number): Promise<Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejected(`not an image: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (metadata.format === 'svg' && metadata.width) {
    const density = Math.min(600, Math.max(SVG_DENSITY, (SVG_DENSITY * targetWidth) / metadata.width));
    return sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS });
  }
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
}

/** Decoded once (vector images rasterised once: the costly step), upright, at most `width` × `height`. */
async function decode(image: Sharp, width: number, height?: number) {
  const { data, info } = await image
    .rotate()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function toWebp(pixels: Sharp, width?: number): Promise<EncodedImage> {
  const resized = width ? pixels.clone().resize({ width, withoutEnlargement: true }) : pixels.clone();
  const { data, info } = await resized.webp({ quality: 78, effort: 3 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The ~960 px lead image and its ~480 px variant for phones. */
export async function encodeLeadImage(bytes: Buffer): Promise<{ large: EncodedImage; small: EncodedImage }> {
  const pixels = await decode(await open(bytes, LEAD_IMAGE_WIDTH), LEAD_IMAGE_WIDTH);
  const large = await toWebp(pixels);
  if (large.width < MIN_LEAD_IMAGE_WIDTH) throw new ImageRejected(`too small for a lead image: ${large.width} px`);
  const small = await toWebp(pixels, SMALL_IMAGE_WIDTH);
  return { large, small };
}

/** A publisher's logo, at most 256 × 256. */
export async function encodeLogo(bytes: Buffer): Promise<EncodedImage> {
  return toWebp(await decode(await open(bytes, LOGO_SIZE), LOGO_SIZE, LOGO_SIZE));
}
