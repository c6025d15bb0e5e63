/**
 * Page requests (any GET that is not an API call or a file): a visitor without a session gets the public pages of
 * the web app drawn on the server (apps/web/src/entry-server.tsx, built into dist-ssr beside dist); everyone else,
 * and every other page, gets index.html and the app draws itself. A failing renderer never fails the page: the
 * visitor gets index.html, as before there was one.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CreateRenderer, InProcessFetch, RenderedPage, RenderPage } from '@noticeboard/shared/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { ACCESS_COOKIE } from '../lib/access-token';
import { TtlCache } from '../modules/news/ttl-cache';

/**
 * A visitor's page is the same for every visitor: drawn once per address for this long and shared (served stale
 * while one redraw replaces it), as the public feeds it shows are cached by the API for the same 5 s.
 */
export const PAGE_TTL_MS = 5_000;

interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Compressed once when drawn, not on every request (the page's 404 route is outside @fastify/compress). */
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function cachedPage(page: RenderedPage): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(page.html, { level: 9 }),
  ]);
  const etag = `"${createHash('sha1').update(page.html).digest('base64url')}"`;
  return { ...page, etag, br, gzip: gz };
}

/** The encoding to send: brotli, gzip or none, as the browser's accept-encoding allows. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

type InjectMethod = NonNullable<InjectOptions['method']>;

/** The renderer's `/api` calls, answered by this process without a socket. */
function inProcessFetch(app: FastifyInstance): InProcessFetch {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectMethod,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/** The server renderer of the build in `webDist`, or null when the build has none (an older or partial build). */
async function loadRenderer(app: FastifyInstance, webDist: string): Promise<RenderPage | null> {
  const entry = path.resolve(webDist, '../dist-ssr/entry-server.js');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const [module, template, manifest] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<{ createRenderer: CreateRenderer }>,
    readFile(path.join(webDist, 'index.html'), 'utf8'),
    readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>),
  ]);
  return module.createRenderer({
    template,
    manifest,
    fetch: inProcessFetch(app),
    reportError: (error) => app.log.warn({ err: error }, 'a part of a page failed on the server; the browser draws it'),
  });
}

export class WebPages {
  private renderPage: RenderPage | null = null;
  private readonly pages = new TtlCache<CachedPage | null>(PAGE_TTL_MS, 500, { serveStale: true });

  constructor(private readonly webDist: string) {}

  /** Loads the server renderer; called once the API routes it calls are registered. */
  async enableServerRendering(app: FastifyInstance): Promise<void> {
    this.renderPage = await loadRenderer(app, this.webDist);
    if (!this.renderPage)
      app.log.info('no server renderer in the web build (dist-ssr): pages are drawn in the browser');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // The page differs with the session cookie: a shared cache must not give one person's answer to another.
    reply.header('vary', 'cookie').header('cache-control', 'no-cache');
    const signedIn = Boolean(request.cookies?.[ACCESS_COOKIE]);
    const renderPage = this.renderPage;
    if (renderPage && !signedIn) {
      try {
        const page = await this.pages.getOrLoad(request.url, async () => {
          const drawn = await renderPage(request.url);
          return drawn && cachedPage(drawn);
        });
        if (page) {
          reply.header('etag', page.etag).header('vary', 'cookie, accept-encoding');
          if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
          reply.status(page.status).type('text/html; charset=utf-8');
          const encoding = encodingFor(request.headers['accept-encoding']);
          if (!encoding) return reply.send(page.html);
          return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
        }
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      }
    }
    return reply.sendFile('index.html', this.webDist);
  }
}
