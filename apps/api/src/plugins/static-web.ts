/** Serves the built web app; any non-API path that is not a file gets index.html (client-side routing). */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
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
