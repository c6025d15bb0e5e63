/** The magazine's config and pieces over HTTP (rules in magazine.policy.ts and piece.service.ts). */
import multipart from '@fastify/multipart';
import {
  createPieceBodySchema,
  fromPostBodySchema,
  MAGAZINE_LIMITS,
  MAGAZINE_MESSAGES,
  magazineConfigBodySchema,
  magazineConfigSchema,
  MAGAZINE_PATHS as P,
  pageQuerySchema,
  pictureIdParamsSchema,
  pieceCommentBodySchema,
  pieceCommentListSchema,
  pieceDecisionBodySchema,
  pieceIdParamsSchema,
  pieceListQuerySchema,
  piecePageSchema,
  pieceReviewBodySchema,
  pieceRevisionListSchema,
  pieceSchema,
  savedPostPageSchema,
  updatePieceBodySchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import type { App } from '../../types';
import type { MagazineServices } from './magazine.module';
import { MAGAZINE_ACCESS } from './magazine.policy';

const { members, contributors, school } = MAGAZINE_ACCESS;
/** Pictures per person per minute: a photo story's worth, with retries. */
const PICTURES_PER_MINUTE = 30;

export function pieceRoutes(app: App, { magazine, pieces, saved }: MagazineServices): void {
  const route = routeDefiner(app, { tags: ['magazine'] });
  const step = ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'] as const;

  route(`GET ${P.config}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: "The school magazine's name, sections, frequency and editors, and the caller's parts on its path",
    response: magazineConfigSchema,
    message: 'School magazine',
    handler: ({ actor }) => magazine.config(actor),
  });
  route(`PUT ${P.config}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'Set the magazine up: name, sections, issue frequency, faculty editors',
    body: magazineConfigBodySchema,
    response: magazineConfigSchema,
    message: 'Magazine saved',
    handler: ({ actor, body }) => magazine.saveConfig(actor, body),
  });
  route(`GET ${P.pieces}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'Your pieces, the pieces waiting for your step (desk), or approved pieces to place (editors)',
    query: pieceListQuerySchema,
    response: piecePageSchema,
    message: 'Pieces',
    handler: ({ actor, query }) => pieces.list(actor, query),
  });
  route(`POST ${P.pieces}`, {
    access: contributors,
    errors: ['NOT_FOUND'],
    summary: 'Start a piece (a draft only you see until you send it)',
    body: createPieceBodySchema,
    response: pieceSchema,
    status: 201,
    message: 'Draft saved',
    handler: ({ actor, body }) => pieces.create(actor, body),
  });
  route(`GET ${P.piece}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'A piece: its author and the school’s editorial path only',
    params: pieceIdParamsSchema,
    response: pieceSchema,
    message: 'Piece',
    handler: ({ actor, params }) => pieces.get(actor, params.pieceId),
  });
  route(`PATCH ${P.piece}`, {
    access: members,
    errors: step,
    summary: 'Save changes (autosave, with the revision last seen); a mentor’s edit keeps the words before it',
    params: pieceIdParamsSchema,
    body: updatePieceBodySchema,
    response: pieceSchema,
    message: 'Saved',
    handler: ({ actor, params, body }) => pieces.update(actor, params.pieceId, body),
  });
  route(`DELETE ${P.piece}`, {
    access: members,
    errors: step,
    summary: 'Delete your draft',
    params: pieceIdParamsSchema,
    message: 'Draft deleted',
    handler: ({ actor, params }) => pieces.remove(actor, params.pieceId),
  });
  route(`POST ${P.submit}`, {
    access: members,
    errors: step,
    summary: 'Send to editor: a student’s piece goes to a teacher, a staff member’s to the committee',
    params: pieceIdParamsSchema,
    response: pieceSchema,
    message: 'Sent to the editor',
    handler: ({ actor, params }) => pieces.submit(actor, params.pieceId),
  });
  route(`POST ${P.review}`, {
    access: members,
    errors: step,
    summary: 'A teacher mentor returns the piece for changes (with a comment) or passes it to the committee',
    params: pieceIdParamsSchema,
    body: pieceReviewBodySchema,
    response: pieceSchema,
    message: (piece) => (piece.status === 'CHANGES_REQUESTED' ? 'Returned to the author' : 'Passed to the committee'),
    handler: ({ actor, params, body }) => pieces.review(actor, params.pieceId, body),
  });
  route(`POST ${P.decision}`, {
    access: members,
    errors: step,
    summary: 'The approval committee approves the piece, or declines it with a reason',
    params: pieceIdParamsSchema,
    body: pieceDecisionBodySchema,
    response: pieceSchema,
    message: (piece) => (piece.status === 'APPROVED' ? 'Approved' : 'Declined'),
    handler: ({ actor, params, body }) => pieces.decide(actor, params.pieceId, body),
  });
  route(`GET ${P.comments}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'Comments on a piece (its author sees them)',
    params: pieceIdParamsSchema,
    response: pieceCommentListSchema,
    message: 'Comments',
    handler: ({ actor, params }) => pieces.comments(actor, params.pieceId),
  });
  route(`POST ${P.comments}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'Comment on a piece',
    params: pieceIdParamsSchema,
    body: pieceCommentBodySchema,
    response: pieceCommentListSchema,
    status: 201,
    message: 'Comment added',
    handler: ({ actor, params, body }) => pieces.addComment(actor, params.pieceId, body.text),
  });
  route(`GET ${P.revisions}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'The words of a piece before each mentor’s edit, newest first',
    params: pieceIdParamsSchema,
    response: pieceRevisionListSchema,
    message: 'Revisions',
    handler: ({ actor, params }) => pieces.revisions(actor, params.pieceId),
  });
  route(`DELETE ${P.picture}`, {
    access: members,
    errors: step,
    summary: 'Remove a picture from a piece',
    params: pictureIdParamsSchema,
    response: pieceSchema,
    message: 'Picture removed',
    handler: ({ actor, params }) => pieces.removePicture(actor, params.pictureId),
  });
  route(`GET ${P.saved}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'Posts and junior reports of the school saved for the magazine',
    query: pageQuerySchema,
    response: savedPostPageSchema,
    message: 'Saved for the magazine',
    handler: ({ actor, query }) => saved.list(actor, query),
  });
  route(`POST ${P.fromPost}`, {
    access: members,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    summary: 'An editor turns a saved post or junior report into an approved piece, credited to its author',
    body: fromPostBodySchema,
    response: pieceSchema,
    status: 201,
    message: 'Added to the magazine',
    handler: ({ actor, body }) => saved.makePiece(actor, body),
  });

  // Multipart parsing exists only in this scope: one picture.
  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: MAGAZINE_LIMITS.pictureMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    const scoped = routeDefiner(scope, { tags: ['magazine'] });
    scoped(`POST ${P.pictures}`, {
      access: members,
      errors: [...step, 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      summary: 'Add a picture to a piece (checked from its bytes, re-encoded without EXIF, resized)',
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: PICTURES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
        },
      },
      params: pieceIdParamsSchema,
      response: pieceSchema,
      status: 201,
      message: 'Picture added',
      handler: async ({ actor, params, request }) => {
        const noFile = () => badRequest(MAGAZINE_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        return pieces.addPicture(actor, params.pieceId, { file: part.file, filename: part.filename });
      },
    });
  });
}
