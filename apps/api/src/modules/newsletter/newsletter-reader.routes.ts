/**
 * Newsletters for readers: the open page of a sent newsletter, the school's list for its members, an assessment
 * made from one by its staff, and the unsubscribe page (HTML answered here: the email's link and the mail client's
 * one-click POST both land on it, so it works without the web app).
 */

import multipart from '@fastify/multipart';
import {
  ACCESS,
  assessmentFromNewsletterSchema,
  NEWSLETTER_MESSAGES as M,
  memberNewsletterPageSchema,
  newsletterIdParamsSchema,
  newsletterImageParamsSchema,
  newsletterImageSchema,
  newsletterListQuerySchema,
  newsletterMemberListParamsSchema,
  newsletterPathParamsSchema,
  NEWSLETTER_PATHS as P,
  publicNewsletterSchema,
  ROLE_SETS,
  unsubscribeQuerySchema,
} from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import { sendStoredFile } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';
import type { App } from '../../types';
import { NEWSLETTER_IMAGE_MAX_BYTES, type NewsletterImageService } from './newsletter-images.service';
import type { NewsletterReaderService, UnsubscribePage } from './newsletter-reader.service';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Noticeboard</title></head><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#212529;background:#f8f9fa;margin:0;padding:24px"><main style="max-width:480px;margin:10vh auto;background:#fff;border-radius:8px;padding:24px;border:1px solid #dee2e6"><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function unsubscribeHtml(answer: UnsubscribePage, token: string): string {
  if (answer.kind === 'invalid') return page('Unsubscribe', `<p>${escapeHtml(M.unsubscribeInvalid)}</p>`);
  if (answer.kind === 'done') {
    return page(
      'You are unsubscribed',
      `<p>${escapeHtml(M.unsubscribed)}</p><p style="color:#495057">${escapeHtml(answer.schoolName)}</p>`,
    );
  }
  return page(
    'Unsubscribe from newsletters',
    `<p>Stop newsletters from <strong>${escapeHtml(answer.schoolName)}</strong> to ${escapeHtml(answer.maskedEmail)}?</p>
<form method="post" action="/api/newsletter-unsubscribe?token=${encodeURIComponent(token)}"><button type="submit" style="font-size:16px;padding:10px 18px;border-radius:6px;border:0;background:#1864ab;color:#fff;cursor:pointer">Unsubscribe</button></form>`,
  );
}

/**
 * A person's browser gets the page (a bad link says so kindly, with 400); a program (a mail provider's one-click
 * POST, a script) gets the API's usual JSON error for a bad token.
 */
function answerPage(request: FastifyRequest, reply: FastifyReply, answer: UnsubscribePage, token: string) {
  const wantsPage = String(request.headers.accept ?? '').includes('text/html');
  if (answer.kind === 'invalid' && !wantsPage) throw badRequest(M.unsubscribeInvalid);
  return reply
    .status(answer.kind === 'invalid' ? 400 : 200)
    .type('text/html; charset=utf-8')
    .send(unsubscribeHtml(answer, token));
}

export function newsletterReaderRoutes(
  app: App,
  {
    readers,
    images,
    storage,
  }: { readers: NewsletterReaderService; images: NewsletterImageService; storage: FileStorage },
): void {
  const route = routeDefiner(app, { tags: ['newsletter'] });

  route(`GET ${P.image}`, {
    access: ACCESS.open('a newsletter’s pictures are fetched by mail clients without a session; two random ids'),
    errors: ['NOT_FOUND'],
    summary: 'A newsletter picture (JPEG, no metadata)',
    params: newsletterImageParamsSchema,
    raw: {},
    handler: async ({ params, request, reply }) => {
      const key = await images.keyOf(params.newsletterId, params.imageId);
      return sendStoredFile(request, reply, storage, key, 'image/jpeg');
    },
  });
  // Multipart parsing exists only in this scope: one picture.
  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: NEWSLETTER_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    routeDefiner(scope, { tags: ['newsletter'] })(`POST ${P.images}`, {
      access: ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true }),
      errors: ['NOT_FOUND', 'CONFLICT', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      summary: 'Upload a picture for an image block (checked, re-encoded, metadata stripped)',
      consumes: ['multipart/form-data'],
      params: newsletterIdParamsSchema,
      response: newsletterImageSchema,
      status: 201,
      message: 'Picture uploaded',
      handler: async ({ actor, params, request }) => {
        const noFile = () => badRequest('Choose a picture', [{ field: 'file', message: 'No file' }]);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        return images.upload(actor, params.newsletterId, part.file);
      },
    });
  });

  route(`GET ${P.publicNewsletter}`, {
    access: ACCESS.open('a sent newsletter is a public, shareable page (spec §2)'),
    errors: ['NOT_FOUND'],
    summary: 'A sent newsletter as readers see it (children named as consent allows)',
    params: newsletterPathParamsSchema,
    response: publicNewsletterSchema,
    message: 'Newsletter',
    handler: ({ actor, params }) => readers.publicNewsletter(actor, params.instituteCustomUrl, params.slug),
  });
  route(`GET ${P.memberList}`, {
    access: ACCESS.roles(ROLE_SETS.instituteMembers, { sameInstitute: true }),
    errors: ['NOT_FOUND'],
    summary: "The school's sent newsletters, for its own members",
    params: newsletterMemberListParamsSchema,
    query: newsletterListQuerySchema,
    response: memberNewsletterPageSchema,
    message: 'Newsletters',
    handler: ({ actor, params, query }) => readers.memberList(actor, params.instituteCustomUrl, query),
  });
  route(`POST ${P.assessment}`, {
    access: ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true }),
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'An assessment draft made from a sent newsletter',
    params: newsletterIdParamsSchema,
    response: assessmentFromNewsletterSchema,
    status: 201,
    message: 'Assessment draft created',
    handler: ({ actor, params }) => readers.createAssessment(actor, params.newsletterId),
  });
  route(`GET ${P.unsubscribe}`, {
    access: ACCESS.open('the link in every newsletter email: the signed token is the permission'),
    errors: ['BAD_REQUEST'],
    summary: 'The unsubscribe page (asks to confirm)',
    query: unsubscribeQuerySchema,
    raw: {},
    handler: async ({ query, request, reply }) => {
      const answer = await readers.unsubscribePage(query.token);
      return answerPage(request, reply, answer, query.token);
    },
  });
  route(`POST ${P.unsubscribe}`, {
    access: ACCESS.open('one-click unsubscribe (RFC 8058) from the mail client, and the page’s own button'),
    errors: ['BAD_REQUEST'],
    summary: 'Unsubscribe the address in the token from the school’s newsletters',
    query: unsubscribeQuerySchema,
    raw: {},
    handler: async ({ query, request, reply }) => {
      const answer = await readers.unsubscribe(query.token);
      return answerPage(request, reply, answer, query.token);
    },
  });
}
