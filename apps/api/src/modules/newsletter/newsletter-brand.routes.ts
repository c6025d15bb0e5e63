/**
 * The school's newsletter look over HTTP: its colour and logo, set by the school account and its admins, and the
 * logo's open file (mail clients fetch it without a session; a new id per upload, so it is cached for ever).
 */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  ATTACHMENT_MESSAGES,
  COMMUNITY_LIMITS,
  NEWSLETTER_MESSAGES as M,
  newsletterBrandBodySchema,
  newsletterBrandSchema,
  newsletterLogoParamsSchema,
  NEWSLETTER_PATHS as P,
  ROLE_SETS,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import { sendStoredFile } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';
import type { App } from '../../types';
import type { NewsletterBrandService } from './newsletter-brand.service';

/** Logos per school per minute: enough to try a few, not to fill the disk. */
const UPLOADS_PER_MINUTE = 20;

export function newsletterBrandRoutes(
  app: App,
  { brands, storage }: { brands: NewsletterBrandService; storage: FileStorage },
): void {
  const route = routeDefiner(app, { tags: ['newsletter'] });
  const schoolAdmins = ACCESS.roles(ROLE_SETS.instituteOrAdmin, { sameInstitute: true });

  route(`GET ${P.brand}`, {
    access: schoolAdmins,
    errors: [],
    summary: "The school's newsletter look: its colour and logo",
    response: newsletterBrandSchema,
    message: 'Newsletter look',
    handler: ({ actor }) => brands.get(actor),
  });
  route(`PUT ${P.brand}`, {
    access: schoolAdmins,
    errors: [],
    summary: "Set the school's newsletter colour (new newsletters start in it)",
    body: newsletterBrandBodySchema,
    response: newsletterBrandSchema,
    message: M.brandSaved,
    handler: ({ actor, body }) => brands.setColor(actor, body.color),
  });
  route(`DELETE ${P.brandLogo}`, {
    access: schoolAdmins,
    errors: [],
    summary: "Remove the school's newsletter logo",
    response: newsletterBrandSchema,
    message: M.logoRemoved,
    handler: ({ actor }) => brands.removeLogo(actor),
  });
  route(`GET ${P.logo}`, {
    access: ACCESS.open('a school’s newsletter logo is fetched by mail clients without a session'),
    errors: ['NOT_FOUND'],
    summary: "A school's newsletter logo (PNG, no metadata)",
    params: newsletterLogoParamsSchema,
    raw: {},
    handler: async ({ params, request, reply }) => {
      const key = await brands.logoKey(params.instituteId, params.logoId);
      return sendStoredFile(request, reply, storage, key, 'image/png');
    },
  });

  // Multipart parsing exists only in this scope: one picture.
  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: COMMUNITY_LIMITS.imageMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    routeDefiner(scope, { tags: ['newsletter'] })(`POST ${P.brandLogo}`, {
      access: schoolAdmins,
      errors: ['VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      summary: "Upload the school's newsletter logo (checked, upright, without EXIF or GPS, resized)",
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.instituteId ?? request.ip,
        },
      },
      response: newsletterBrandSchema,
      message: M.logoSaved,
      handler: async ({ actor, request }) => {
        const noFile = () => badRequest(ATTACHMENT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        return brands.setLogo(actor, part.file);
      },
    });
  });
}
