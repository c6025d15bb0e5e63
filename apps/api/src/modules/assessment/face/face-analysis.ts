/**
 * The server's own look at a face picture (issue 18), run inside the face worker (face-analysis.worker.ts; the API
 * thread talks to it through FaceAnalyser): @vladmandic/face-api in Node on TensorFlow.js's WASM backend.
 *
 * - Nothing is fetched: the models are read from the package's own `model` folder and the backend's `.wasm` files from
 *   @tensorflow/tfjs-backend-wasm/dist, both found through the module resolver.
 * - Loaded once, on the first picture (the libraries, the WASM backend and ~12 MB of weights take about a second).
 * - SSD MobileNet v1 finds the faces, the 68-point landmarks align each one, the recognition net gives its 128-number
 *   descriptor. SSD rather than the tiny detector (which the browser uses for speed): it finds more faces that are
 *   small, turned or badly lit, so a second person at the edge of the picture is counted, and the server is the
 *   judge; about 0.5 s per picture here on WASM is affordable for one check at the start of an assessment.
 * - Pictures are decoded by sharp (JPEG, PNG, WebP only), turned upright from their EXIF orientation and scaled
 *   down to at most 640 px a side: a phone's 12 MP photo would cost seconds and gain nothing, since SSD looks at a
 *   512 × 512 copy anyway.
 * - One picture at a time; every tensor made here is disposed (face-api disposes its own).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');
type TfWasm = typeof import('@tensorflow/tfjs-backend-wasm');

export interface FaceAnalysis {
  /** Faces SSD found with at least FACE_ANALYSIS.minConfidence. */
  faceCount: number;
  /** The face's 128-number descriptor, only when exactly one face was found. */
  descriptor: number[] | null;
}

/** What the worker answers: an analysis, or a file that is no picture it reads. */
export type FaceAnalysisAnswer = ({ ok: true } & FaceAnalysis) | { ok: false; reason: 'unreadable' };

export const FACE_ANALYSIS = {
  /** The longer side a picture is scaled down to before detection. */
  maxSide: 640,
  /** sharp refuses pictures larger than this before decoding them (a decompression bomb, not a photo). */
  maxInputPixels: 50_000_000,
  /** face-api's own default for SSD: below it a "face" is too often a pattern on a wall. */
  minConfidence: 0.5,
  /** More than one is MULTIPLE_FACES already; the cap only bounds the work a crowded picture costs. */
  maxFaces: 10,
  formats: ['jpeg', 'png', 'webp'] as const,
};

const require = createRequire(import.meta.url);

/** The package's folder, from its package.json (neither package limits what may be resolved inside it). */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

interface Loaded {
  faceapi: FaceApi;
  options: InstanceType<FaceApi['SsdMobilenetv1Options']>;
}

let loading: Promise<Loaded> | null = null;

async function load(): Promise<Loaded> {
  // The Node build made for the WASM backend: it requires @tensorflow/tfjs and @tensorflow/tfjs-backend-wasm.
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as TfWasm;
  wasm.setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await tf.ready();
  const modelDir = path.join(packageDir('@vladmandic/face-api'), 'model');
  await Promise.all([
    faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir),
    faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir),
    faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir),
  ]);
  const options = new faceapi.SsdMobilenetv1Options({
    minConfidence: FACE_ANALYSIS.minConfidence,
    maxResults: FACE_ANALYSIS.maxFaces,
  });
  return { faceapi, options };
}

/** The models, loaded on first use; a failed load is tried again by the next picture. */
function loaded(): Promise<Loaded> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

interface RawPicture {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** RGB pixels, upright and at most maxSide a side; null for anything but a JPEG, PNG or WebP sharp can read. */
async function decode(image: Uint8Array): Promise<RawPicture | null> {
  try {
    const picture = sharp(image, { limitInputPixels: FACE_ANALYSIS.maxInputPixels, failOn: 'error' });
    const { format } = await picture.metadata();
    if (!(FACE_ANALYSIS.formats as readonly string[]).includes(format ?? '')) return null;
    const { data, info } = await picture
      .rotate()
      .resize({ width: FACE_ANALYSIS.maxSide, height: FACE_ANALYSIS.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return null;
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ...info };
  } catch {
    return null;
  }
}

async function analyseNow(image: Uint8Array): Promise<FaceAnalysisAnswer> {
  const [{ faceapi, options }, picture] = await Promise.all([loaded(), decode(image)]);
  if (!picture) return { ok: false, reason: 'unreadable' };
  const input = faceapi.tf.tensor3d(picture.pixels, [picture.height, picture.width, 3], 'int32');
  try {
    const faces = await faceapi.detectAllFaces(input, options).withFaceLandmarks().withFaceDescriptors();
    const only = faces.length === 1 ? faces[0] : undefined;
    return { ok: true, faceCount: faces.length, descriptor: only ? Array.from(only.descriptor) : null };
  } finally {
    input.dispose();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Analyses pictures one after another (the backend runs one model at a time anyway). */
export function analyseFacePicture(image: Uint8Array): Promise<FaceAnalysisAnswer> {
  const run = queue.then(() => analyseNow(image));
  queue = run.catch(() => undefined);
  return run;
}
