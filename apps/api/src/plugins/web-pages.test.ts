import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../lib/access-token';
import { registerErrorHandling } from './errors';
import { registerStaticWeb } from './static-web';
import { WebPages } from './web-pages';

const SHELL = '<!doctype html><html><head><title>Noticeboard</title></head><body><div id="root"></div></body></html>';

// A stand-in for the web build's renderer (apps/web/src/entry-server.tsx, exercised by the e2e suite): it draws
// what the API answered it in-process, refuses pages it does not draw, and fails on one.
const RENDERER = `
let draws = 0;
export const createRenderer = ({ template, fetch, reportError }) => async (url) => {
  if (url.startsWith('/boom')) throw new Error('renderer broke');
  if (!url.startsWith('/public')) return null;
  const response = await fetch('/api/greeting?to=visitor', { method: 'GET', headers: { accept: 'application/json' } });
  const { body } = await response.json();
  if (url.includes('half')) reportError(new Error('one widget failed'));
  if (url.includes('counted')) return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">draw ' + ++draws + '</div>') };
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + ' ' + url + '</div>') };
};
`;

let app: FastifyInstance;
let root: string;
const warnings: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'nb-web-pages-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await writeFile(path.join(dist, '.vite/manifest.json'), '{}');
  await writeFile(path.join(root, 'dist-ssr/entry-server.js'), RENDERER);
  app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
  const webPages = new WebPages(dist);
  registerErrorHandling(app, webPages);
  await app.register(cookie);
  app.get('/api/greeting', async (request) => ({ body: `hello ${(request.query as { to: string }).to}` }));
  await registerStaticWeb(app, dist);
  await webPages.enableServerRendering(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, signedIn = false) =>
  app.inject({ method: 'GET', url, headers: signedIn ? { cookie: `${ACCESS_COOKIE}=a-token` } : {} });

describe('page requests', () => {
  it('give a visitor the page drawn on the server, with what the API answered in the same process', async () => {
    const response = await page('/public/news?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">hello visitor /public/news?page=2</div>');
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('give a signed-in person the app shell: a page drawn for visitors is never theirs', async () => {
    const response = await page('/public/news', true);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers.vary).toContain('cookie');
  });

  it('give the app shell for pages the renderer does not draw', async () => {
    const response = await page('/team');
    expect(response.body).toBe(SHELL);
  });

  it('give the app shell when the renderer fails, and log why', async () => {
    warnings.length = 0;
    const response = await page('/boom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(warnings.join('\n')).toContain('renderer broke');
  });

  it('log a part of a page that failed on the server and still send the page', async () => {
    warnings.length = 0;
    const response = await page('/public/half');
    expect(response.body).toContain('hello visitor /public/half');
    expect(warnings.join('\n')).toContain('one widget failed');
  });

  it('are drawn once per address and shared between visitors for a few seconds, with an ETag', async () => {
    const first = await page('/public/counted');
    const second = await page('/public/counted');
    expect(first.body).toContain('draw 1');
    expect(second.body).toContain('draw 1');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await page('/public/counted?page=2')).body).toContain('draw 2');
    const revalidated = await app.inject({
      method: 'GET',
      url: '/public/counted',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('go compressed once as drawn: brotli, gzip or plain as the browser accepts', async () => {
    const get = (encoding: string) =>
      app.inject({ method: 'GET', url: '/public/packed', headers: { 'accept-encoding': encoding } });
    const plain = (await get('identity')).body;
    expect(plain).toContain('hello visitor /public/packed');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('leave API paths and missing assets to the 404 answer', async () => {
    expect((await page('/api/nothing')).statusCode).toBe(404);
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
  });
});
