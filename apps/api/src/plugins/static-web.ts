/**
 * Serves the built web app; any non-API path that is not a file gets index.html (client-side routing). The build
 * writes brotli and gzip copies of its text files (apps/web/build/precompress.ts): they are sent as they are, so
 * no request compresses a 500 KB script again (@fastify/compress leaves a response with its encoding set alone).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite's hashed assets never change; index.html must always be revalidated.
      const immutable = filePath.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** True for a browser asking for a page rather than an API call or a missing asset. */
export function wantsWebPage(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api') && !url.startsWith('/assets/');
}
