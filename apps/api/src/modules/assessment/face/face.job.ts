/** Kept face-check pictures are deleted once their time after review has passed (FACE_PICTURE_RETENTION_DAYS). */
import type { Job } from '../../../lib/jobs';
import type { FaceService } from './face.service';

export function faceJobs(faces: FaceService): Job[] {
  return [
    {
      name: 'face-picture-retention',
      everyMs: 60 * 60_000,
      runAtStart: true,
      run: async () => {
        while ((await faces.deleteExpiredPictures()) > 0) {
          // Next batch: a backlog after downtime is cleared in one run.
        }
      },
    },
  ];
}
