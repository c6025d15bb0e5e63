/**
 * A fake front camera for the face-check journeys (issue 18 §5): Chromium plays a .y4m file as the camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`). The picture is one face cut from a
 * sample photograph that ships in @vladmandic/face-api (the face the API's tests call `curlyBlonde`, see
 * apps/api/src/modules/assessment/face/face-test-kit.ts), centred on a plain background at 640 × 480 — the samples
 * are for tests only, never demo data.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** sample3, left: fair curly hair, looking at the camera (the same square as the API's face test kit). */
const FACE = { sample: 3, left: 468, top: 248, width: 434, height: 434 };
const WIDTH = 640;
const HEIGHT = 480;
/** The face's size in the frame: about what a phone held at arm's length shows. */
const FACE_SIZE = 300;

const samplesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

const exists = (file: string) =>
  stat(file).then(
    (info) => info.size > 0,
    () => false,
  );

/**
 * Writes `face.jpg` and `face.y4m` (3 s at 10 frames a second; Chromium loops it) into `dir` once, and returns the
 * .y4m's path.
 */
export async function fakeCameraFile(dir: string): Promise<string> {
  const video = path.join(dir, 'face.y4m');
  if (await exists(video)) return video;
  await mkdir(dir, { recursive: true });
  const { sample, ...rect } = FACE;
  const face = await sharp(await readFile(path.join(samplesDir, `sample${sample}.jpg`)))
    .extract(rect)
    .resize(FACE_SIZE, FACE_SIZE)
    .toBuffer();
  const frame = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 214, g: 222, b: 230 } },
  })
    .composite([{ input: face, left: (WIDTH - FACE_SIZE) / 2, top: (HEIGHT - FACE_SIZE) / 2 }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const still = path.join(dir, 'face.jpg');
  await writeFile(still, frame);
  // Written under another name first: a browser started meanwhile never reads half a file.
  const partial = path.join(dir, `face-${process.pid}.y4m`);
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    still,
    '-t',
    '3',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    partial,
  ]);
  await rename(partial, video);
  return video;
}

/** Chromium's switches for a camera that plays `file`. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
