/** Analyses face pictures off the API's event loop (see face-analyser.ts). */
import { serveJobs } from '../../../lib/serve-jobs';
import { analyseFacePicture } from './face-analysis';

serveJobs((image: Uint8Array) => analyseFacePicture(image));
