/**
 * Serves the built web app; any non-API path that is not a file gets index.html (client-side routing). The build
 * writes brotli and gzip copies of its text files (apps/web/build/precompress.ts): they are sent as they are, so
 * no request compresses a 500 KB script again (@fastify/compress leaves a response with its encoding set alone).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => res.header('cache-control', cacheControlOf(path.relative(webDist, filePath))),
  });
}

/**
 * Vite's hashed assets never change. The face models (apps/web/build/face-models.ts: 6.7 MB, fetched for each face
 * check) keep their package's names, so they are not `immutable`; they change only with a new @vladmandic/face-api,
 * so a month is safe, and a revalidation after it is a 304 (the server judges each picture with its own models
 * anyway). Everything else (index.html, the service worker) must always be revalidated.
 */
export function cacheControlOf(fileInBuild: string): string {
  const file = fileInBuild.split(path.sep).join('/');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.startsWith('models/face/')) return 'public, max-age=2592000';
  return 'no-cache';
}

/** True for a browser asking for a page rather than an API call or a missing asset or model. */
export function wantsWebPage(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api') && !url.startsWith('/assets/') && !url.startsWith('/models/');
}
