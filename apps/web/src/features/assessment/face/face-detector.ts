/**
 * The on-device face check (issue 18): @vladmandic/face-api's browser build (TensorFlow.js inside) with the models from
 * our own server (face-models.ts). Only ever loaded with `import()` once the camera is ready (face-capture.tsx), so
 * neither face-api nor TensorFlow.js is part of any page's first load.
 *
 * WebGL runs the nets on the graphics chip; where a browser has none, plain JavaScript (`cpu`) does, slower. The WASM
 * backend is left out: its .wasm files would have to be served as well.
 */
import * as faceapi from '@vladmandic/face-api';
import { FACE_MODELS_URL } from './face-models';

export interface DeviceFaceResult {
  faceCount: number;
  /** The face's 128-number descriptor, when exactly one face was seen. */
  descriptor: number[] | null;
}

/** What the bundled TensorFlow.js offers beyond face-api's own declarations of it. */
interface TensorflowBackends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

async function load(): Promise<void> {
  const tf = faceapi.tf as unknown as TensorflowBackends;
  const webgl = await tf.setBackend('webgl').catch(() => false);
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODELS_URL),
    faceapi.nets.faceLandmark68TinyNet.loadFromUri(FACE_MODELS_URL),
    faceapi.nets.faceRecognitionNet.loadFromUri(FACE_MODELS_URL),
  ]);
}

let loading: Promise<void> | null = null;

/** Loads the backend and the models once; a failure (offline, say) is tried again by the next call. */
export function prepareFaceDetector(): Promise<void> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/**
 * Faces in the picture taken. The tiny detector at face-api's defaults (416 px, score 0.5): lower scores start
 * seeing faces in a plain wall.
 */
export async function detectFaces(picture: HTMLCanvasElement): Promise<DeviceFaceResult> {
  await prepareFaceDetector();
  const faces = await faceapi
    .detectAllFaces(picture, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }))
    .withFaceLandmarks(true)
    .withFaceDescriptors();
  const only = faces.length === 1 ? faces[0] : undefined;
  return { faceCount: faces.length, descriptor: only ? Array.from(only.descriptor) : null };
}
