/**
 * The face-api models the browser's face check loads (issue 18), served by our own server: the build copies these
 * files from @vladmandic/face-api's `model` folder to `models/face/` and the dev server answers them from there
 * (apps/web/build/face-models.ts). Nothing is fetched from anywhere else.
 *
 * The tiny detector and the tiny 68-point landmarks keep the download and the phone's work small; the recognition net
 * gives the descriptor (the same net the server uses, which checks the picture again with its larger detector).
 */
export const FACE_MODELS_URL = '/models/face';

export const FACE_MODEL_FILES = [
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_tiny_model-weights_manifest.json',
  'face_landmark_68_tiny_model.bin',
  'face_recognition_model-weights_manifest.json',
  'face_recognition_model.bin',
] as const;
