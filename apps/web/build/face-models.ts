/**
 * The face-api models of the browser's face check (issue 18), from @vladmandic/face-api's own `model` folder:
 * copied into the build as `models/face/…` (only the files src/features/assessment/face/face-models.ts lists) and
 * answered at the same address by the dev server, so the browser fetches them from our server and nowhere else.
 *
 * The weights (.bin) get brotli and gzip copies beside them, which the API sends as they are (@fastify/static
 * `preCompressed`, as for scripts): the 6.4 MB recognition net travels as 4.0 MB. The manifests (.json) are
 * compressed by the precompress plugin with the other text files. The service worker precaches none of them
 * (build/pwa.ts precaches the entry's files only), and its routes leave /models/ to the network and the HTTP cache.
 */
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { FACE_MODEL_FILES, FACE_MODELS_URL } from '../src/features/assessment/face/face-models';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const modelDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'model',
);
/** `models/face`: the build's folder, the address without its leading slash. */
const outFolder = FACE_MODELS_URL.replace(/^\//, '');
const served = new Set<string>(FACE_MODEL_FILES);

const contentTypeOf = (file: string) => (file.endsWith('.json') ? 'application/json' : 'application/octet-stream');

export function faceModels(): Plugin {
  let outDir = 'dist';
  return {
    name: 'noticeboard-face-models',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(FACE_MODELS_URL, (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        if (!served.has(file)) return next();
        response.setHeader('content-type', contentTypeOf(file));
        createReadStream(path.join(modelDir, file)).on('error', next).pipe(response);
      });
    },
    async generateBundle() {
      for (const file of FACE_MODEL_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${outFolder}/${file}`,
          source: await readFile(path.join(modelDir, file)),
        });
      }
    },
    async writeBundle() {
      await Promise.all(
        FACE_MODEL_FILES.filter((file) => file.endsWith('.bin')).map(async (file) => {
          const target = path.join(outDir, outFolder, file);
          const content = await readFile(target);
          const [br, gz] = await Promise.all([
            // Quality 9, not 11: 3 % larger for the recognition net, and 2 s of the build instead of 15.
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
