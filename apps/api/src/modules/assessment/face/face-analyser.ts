/**
 * The server's face check of a picture (issue 18): how many faces it shows and, for exactly one, its descriptor, to
 * compare with the enrolled one (face-outcome.ts). The work (face-analysis.ts) runs in a worker thread: TensorFlow.js
 * on WASM computes synchronously, ~0.5 s of CPU per picture, which on the API's own thread would hold up every other
 * request meanwhile — and a class starts an assessment all at once. The worker takes one picture at a time, loads
 * the models with its first picture and keeps them while pictures keep coming; after a quiet spell it stops and
 * gives their memory back (the next picture loads them again, about a second).
 */
import { SerialWorker } from '../../../lib/serial-worker';
import type { FaceAnalysis, FaceAnalysisAnswer } from './face-analysis';

export type { FaceAnalysis } from './face-analysis';

/**
 * Why a picture was not analysed. `unreadable`: not a JPEG, PNG or WebP picture (the caller's mistake); the others
 * are the server's: `busy` (too many pictures waiting), `tooSlow` (past the time limit), `outOfMemory`.
 */
export type FaceAnalysisFailure = 'unreadable' | 'busy' | 'tooSlow' | 'outOfMemory';

export class FaceAnalysisError extends Error {
  constructor(readonly reason: FaceAnalysisFailure) {
    super(`face picture not analysed: ${reason}`);
    this.name = 'FaceAnalysisError';
  }
}

export interface FaceAnalyserSettings {
  /** From handing the picture over to the answer, the worker's start (loading the models) included. */
  timeLimitMs: number;
  /** Pictures waiting beyond this are turned away (`busy`). */
  maxWaiting: number;
  /** The worker, and the models in it, stop after this long without a picture. */
  idleMs: number;
}

/**
 * A cold worker on a busy two-CPU machine takes a few seconds before its first answer; a class of 60 fits in the
 * queue (about half a minute of pictures); ten quiet minutes keep the models loaded through an assessment's
 * periodic re-checks.
 */
export const FACE_ANALYSER_DEFAULTS: FaceAnalyserSettings = { timeLimitMs: 30_000, maxWaiting: 60, idleMs: 600_000 };

export class FaceAnalyser {
  private readonly worker: SerialWorker<Uint8Array, FaceAnalysisAnswer>;

  constructor(private readonly settings: FaceAnalyserSettings = FACE_ANALYSER_DEFAULTS) {
    this.worker = new SerialWorker({
      entry: new URL('./face-analysis.worker.ts', import.meta.url),
      // The weights live in WebAssembly memory, outside this limit; the JavaScript heap needs little.
      heapMb: 384,
      maxWaiting: settings.maxWaiting,
      idleMs: settings.idleMs,
    });
  }

  /** Faces in a JPEG, PNG or WebP picture; throws FaceAnalysisError when it could not say. */
  async analyse(image: Buffer): Promise<FaceAnalysis> {
    const outcome = await this.worker.run(new Uint8Array(image), this.settings.timeLimitMs);
    if (!outcome.ok) throw new FaceAnalysisError(outcome.failure);
    const answer = outcome.answer;
    if (!answer.ok) throw new FaceAnalysisError(answer.reason);
    return { faceCount: answer.faceCount, descriptor: answer.descriptor };
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
