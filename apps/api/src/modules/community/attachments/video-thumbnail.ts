/**
 * Videos with ffmpeg (Debian's ffmpeg): the file is copied into a fresh container without its metadata
 * (phones record where a video was filmed) and its first frame becomes a WebP still for the player.
 * Without ffmpeg the video is kept as sent and has no still (ToolMissingError: the caller decides).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runTool } from './run-tool';

const FFMPEG_TIMEOUT_MS = 60_000;
const THUMBNAIL_WIDTH = 960;

export interface ProcessedVideo {
  /** The same streams, copied without metadata (no re-encoding). */
  data: Buffer;
  thumbnail: Buffer;
}

/** Throws ToolMissingError without ffmpeg, ToolFailedError when the file does not decode as a video. */
export async function processVideo(video: Buffer, extension: string): Promise<ProcessedVideo> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nb-video-'));
  try {
    const input = path.join(folder, `input.${extension}`);
    const output = path.join(folder, `clean.${extension}`);
    const still = path.join(folder, 'still.png');
    await writeFile(input, video);
    const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
    await runTool(
      'ffmpeg',
      [
        ...quiet,
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a?',
        '-c',
        'copy',
        '-map_metadata',
        '-1',
        '-map_metadata:s:v',
        '-1',
        '-map_metadata:s:a',
        '-1',
        '-map_chapters',
        '-1',
        ...(extension === 'webm' ? [] : ['-movflags', '+faststart']),
        output,
      ],
      FFMPEG_TIMEOUT_MS,
    );
    await runTool(
      'ffmpeg',
      [...quiet, '-i', output, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', still],
      FFMPEG_TIMEOUT_MS,
    );
    const thumbnail = await sharp(await readFile(still))
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { data: await readFile(output), thumbnail };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
