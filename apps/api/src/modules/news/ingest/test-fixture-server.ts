/** A loopback HTTP server for ingest tests: fixed answers per path, and a log of the requests it saw. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureHandler = (response: ServerResponse, headers: IncomingHttpHeaders) => void;

export interface FixtureServer {
  origin: string;
  url(path: string): string;
  /** Sets (or replaces) what a path answers. */
  route(path: string, handler: FixtureHandler): void;
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, FixtureHandler>();
  const requests: FixtureServer['requests'] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    requests.push({ path, headers: request.headers });
    const handler = routes.get(path);
    if (handler) handler(response, request.headers);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    route: (path, handler) => routes.set(path, handler),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const send =
  (body: string | Buffer, type: string, headers: Record<string, string> = {}): FixtureHandler =>
  (response) => {
    response.writeHead(200, { 'content-type': type, ...headers }).end(body);
  };

export const xml = (body: string, headers: Record<string, string> = {}) =>
  send(body, 'application/rss+xml; charset=utf-8', headers);
