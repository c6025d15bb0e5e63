/**
 * Test pictures for face checks, cut from the sample photographs that ship in @vladmandic/face-api (group photos;
 * nobody appears in two of them — see face-analyser.test.ts for the measured distances), and a multipart upload.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { SignedIn } from '../../../test/session';

const samples = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
export const samplePhoto = (n: number) => readFile(path.join(samples, `sample${n}.jpg`));

export interface FaceRect {
  sample: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Faces in the samples' own pixels (1920 px wide): each square holds that face and no other. */
export const SAMPLE_FACES = {
  /** sample3, left: fair curly hair, looking at the camera. */
  curlyBlonde: { sample: 3, left: 468, top: 248, width: 434, height: 434 },
  /** sample1, middle, and sample2, right: the two most alike faces of different people in the samples. */
  lookAlikeA: { sample: 1, left: 749, top: 353, width: 365, height: 365 },
  lookAlikeB: { sample: 2, left: 1350, top: 80, width: 387, height: 387 },
} satisfies Record<string, FaceRect>;

/** One face, cut tight. */
export const cutFace = async ({ sample, ...rect }: FaceRect) =>
  sharp(await samplePhoto(sample))
    .extract(rect)
    .jpeg()
    .toBuffer();

/** The same face framed wider (a fifth more on each side), at 300 px, darker, as a quality-70 JPEG. */
export async function sameFaceOtherwise({ sample, left, top, width, height }: FaceRect): Promise<Buffer> {
  const more = Math.round(width / 5);
  const wider = { left: left - more, top: top - more, width: width + 2 * more, height: height + 2 * more };
  return sharp(await samplePhoto(sample))
    .extract(wider)
    .resize(300)
    .modulate({ brightness: 0.75 })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A corner of sample5 with the room behind them and nobody in it. */
export const emptyRoom = async () =>
  sharp(await samplePhoto(5))
    .extract({ left: 0, top: 0, width: 500, height: 500 })
    .jpeg()
    .toBuffer();

/** POSTs a picture (field `picture`) and text fields as multipart/form-data. */
export function postPicture(
  app: FastifyInstance,
  who: SignedIn | undefined,
  url: string,
  picture: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="camera.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}
