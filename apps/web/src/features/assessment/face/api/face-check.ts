/** One face check of the student's attempt: the picture, the stage and what the device saw. */
import {
  ASSESSMENT_FACE_PATHS,
  type FaceCheckStage,
  type FaceOutcome,
  faceCheckResultSchema,
} from '@noticeboard/shared';
import { postPicture } from './post-picture';

export function sendFaceCheck(customUrl: string, picture: Blob, stage: FaceCheckStage, deviceOutcome?: FaceOutcome) {
  return postPicture(
    ASSESSMENT_FACE_PATHS.check.replace(':customUrl', encodeURIComponent(customUrl)),
    picture,
    deviceOutcome ? { stage, deviceOutcome } : { stage },
    faceCheckResultSchema,
  );
}
