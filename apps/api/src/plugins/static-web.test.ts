import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf, registerStaticWeb, wantsWebPage } from './static-web';

const SCRIPT = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;
const WEIGHTS = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 7));
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'nb-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'plain-def456.js'), SCRIPT);
  await mkdir(path.join(dist, 'models', 'face'), { recursive: true });
  await writeFile(path.join(dist, 'models', 'face', 'face_recognition_model.bin'), WEIGHTS);
  await writeFile(path.join(dist, 'models', 'face', 'face_recognition_model.bin.br'), brotliCompressSync(WEIGHTS));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Noticeboard</title>');
  app = Fastify();
  // As in app.ts: compression on the fly for what has no compressed copy.
  await app.register(compress, { threshold: 1024 });
  await registerStaticWeb(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built app’s files', () => {
  it('are sent as their brotli copy to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('are sent as their gzip copy without brotli, and as they are without either', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('without a compressed copy are still compressed on the way', async () => {
    const response = await get('/assets/plain-def456.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });
});

describe('the face models (issue 18)', () => {
  it('are sent as their brotli copy and cached for a month, not as immutable: their names carry no hash', async () => {
    const response = await get('/models/face/face_recognition_model.bin', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.rawPayload.equals(brotliCompressSync(WEIGHTS))).toBe(true);
  });

  it('that are missing are not answered with the app’s page', () => {
    expect(wantsWebPage('GET', '/models/face/ssd_mobilenetv1_model.bin')).toBe(false);
    expect(wantsWebPage('GET', '/assessments')).toBe(true);
  });

  it('leave every other file of the build to be revalidated', async () => {
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect(cacheControlOf(path.join('assets', 'index-abc123.js'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('sw.js')).toBe('no-cache');
  });
});
