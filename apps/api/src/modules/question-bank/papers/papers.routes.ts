/** Question papers: what a paper can be made from, making one (PDF and answer key), the history and the files. */
import {
  ACCESS,
  createDownloadBodySchema,
  downloadIdParamsSchema,
  downloadOptionsSchema,
  downloadPageSchema,
  downloadSchema,
  QUESTION_BANK_PATHS as P,
  pageQuerySchema,
} from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import type { RouteDefiner } from '../../../lib/define-route';
import { PAPER_MAKERS } from './papers.policy';
import type { PaperDownload, PaperService } from './papers.service';

export function paperRoutes(route: RouteDefiner, { papers }: { papers: PaperService }): void {
  const staff = ACCESS.roles(PAPER_MAKERS, { sameInstitute: true });

  route(`GET ${P.downloadOptions}`, {
    access: staff,
    errors: [],
    summary: "Classes, subjects, chapters, topics, boards and difficulties of your school's pool, with counts",
    response: downloadOptionsSchema,
    message: 'Download options',
    handler: ({ actor }) => papers.options(actor),
  });
  route(`POST ${P.downloads}`, {
    access: staff,
    errors: [],
    summary: 'Make a question paper PDF (and an answer key) from chosen questions of your pool',
    body: createDownloadBodySchema,
    response: downloadSchema,
    status: 201,
    message: 'Question paper ready',
    handler: ({ actor, body }) => papers.create(actor, body),
  });
  route(`GET ${P.downloads}`, {
    access: staff,
    errors: [],
    summary: "Your school's question papers, newest first",
    query: pageQuerySchema,
    response: downloadPageSchema,
    message: 'Question papers',
    handler: ({ actor, query }) => papers.history(actor, query),
  });
  route(`GET ${P.downloadPaper}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'A question paper PDF of your school',
    params: downloadIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => sendPdf(reply, await papers.file(actor, params.downloadId, 'paper')),
  });
  route(`GET ${P.downloadAnswerKey}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'The answer key PDF of a question paper of your school',
    params: downloadIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) =>
      sendPdf(reply, await papers.file(actor, params.downloadId, 'answer-key')),
  });
}

function sendPdf(reply: FastifyReply, file: PaperDownload) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('content-length', file.size)
      // Answer keys end up on shared staff-room computers: no cache keeps a copy.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.open())
  );
}
