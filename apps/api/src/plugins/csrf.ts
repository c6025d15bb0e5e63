/**
 * Cross-site request forgery defence for every state-changing API call (OWASP CSRF cheat sheet:
 * Fetch Metadata, then Origin). The access cookie is SameSite=Lax, which does not stop a page on another
 * port or subdomain of the same site, so the browser's own account of where a request comes from decides:
 *
 * - `Sec-Fetch-Site`, when sent, must be `same-origin` or `none` (an address typed by the user);
 * - else `Origin`, when sent, must be the configured public origin or the request's own origin;
 *   `Origin: null` (sandboxed frames, data: pages) is refused;
 * - a request with neither header is not from a browser (curl, server-to-server, tests) and passes.
 *
 * Bodies an HTML form can send without a CORS preflight are refused where nothing needs them: form-encoded
 * only on the routes the spec gives it, text/plain nowhere. Multipart is parsed only inside the upload
 * routes' own scopes, so Fastify answers 415 for it everywhere else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

export const CSRF_MESSAGES = {
  crossSite: 'Request refused: it came from another site. Use Noticeboard itself to make this change.',
  formBody: 'Send this request as JSON (Content-Type: application/json)',
} as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_SITES = new Set(['same-origin', 'none']);
const FORM_ENCODED = 'application/x-www-form-urlencoded';
/**
 * Spec §7: the refresh token is renewed from a form-encoded body. A newsletter's one-click unsubscribe (RFC 8058)
 * is a form-encoded POST from the mail provider, and the unsubscribe page's button a plain HTML form.
 */
const FORM_ENCODED_ROUTES = new Set(['/api/user/renew/token', '/api/newsletter-unsubscribe']);

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function fromTrustedSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return TRUSTED_SITES.has(site.toLowerCase());
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  return origin === publicOrigin || origin === originOf(`${request.protocol}://${request.host}`);
}

export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL, so no spelling of a path slips past.
    const route = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !route.startsWith('/api/')) return;
    if (!fromTrustedSite(request, publicOrigin)) throw new AppError('CROSS_SITE_REFUSED', CSRF_MESSAGES.crossSite);
    const mediaType = mediaTypeOf(request);
    const formOnWrongRoute = mediaType === FORM_ENCODED && !FORM_ENCODED_ROUTES.has(route);
    if (mediaType === 'text/plain' || formOnWrongRoute)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CSRF_MESSAGES.formBody);
  });
}
