/**
 * The face check's verdict (issue 18), a pure rule: how many faces the server saw in the picture and, for exactly one,
 * how far its descriptor lies from the enrolled one. The threshold comes from configuration (FACE_MATCH_THRESHOLD).
 */

/** The same words as the contract's FACE_OUTCOMES (packages/shared/src/schemas/assessment.ts). */
export type FaceVerdict = 'PASS' | 'FAIL' | 'NO_FACE' | 'MULTIPLE_FACES';

/** Distance between two face descriptors (128 numbers each): 0 for the same picture, rising as faces differ. */
export function euclideanDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) {
    throw new Error(`face descriptors differ in length (${a.length} and ${b.length})`);
  }
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] as number) - (b[index] as number);
    sum += difference * difference;
  }
  return Math.sqrt(sum);
}

export interface FaceOutcomeInput {
  faceCount: number;
  /** Distance from the enrolled descriptor; null when the picture has no single face to measure. */
  distance: number | null;
  /** Below it the faces match (face-api's FaceMatcher compares the same way: strictly below). */
  threshold: number;
}

/** No face, several faces, then the distance: a match strictly below the threshold passes. */
export function faceOutcome({ faceCount, distance, threshold }: FaceOutcomeInput): FaceVerdict {
  if (faceCount <= 0) return 'NO_FACE';
  if (faceCount > 1) return 'MULTIPLE_FACES';
  if (distance === null || !Number.isFinite(distance)) {
    throw new Error('one face was seen but no distance was measured');
  }
  return distance < threshold ? 'PASS' : 'FAIL';
}
