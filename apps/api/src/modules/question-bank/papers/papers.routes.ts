/** Question papers: what a paper can be made from, making one (PDF and answer key), the history and the files. */
import {
  createDownloadBodySchema,
  downloadOptionsSchema,
  downloadPageSchema,
  downloadSchema,
  envelope,
  pageQuerySchema,
  QUESTION_BANK_PATHS,
} from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import type { FileStorage } from '../../../lib/storage';
import { actorOf, rolesIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import { PAPER_MAKERS } from './papers.policy';
import type { PaperFile, PaperService } from './papers.service';

const tags = ['question-bank'];
const staff = rolesIn(PAPER_MAKERS);
const downloadParamsSchema = z.object({ downloadId: z.string().uuid() });

export function paperRoutes(app: App, { papers, storage }: { papers: PaperService; storage: FileStorage }): void {
  app.get(
    QUESTION_BANK_PATHS.downloadOptions,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Classes, subjects, chapters, topics, boards and difficulties of your school's pool, with counts",
        response: { 200: envelope(downloadOptionsSchema) },
      },
    },
    async (request) => ok('Download options', await papers.options(actorOf(request))),
  );

  app.post(
    QUESTION_BANK_PATHS.downloads,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Make a question paper PDF (and an answer key) from chosen questions of your pool',
        body: createDownloadBodySchema,
        response: { 201: envelope(downloadSchema) },
      },
    },
    async (request, reply) => {
      const made = await papers.create(actorOf(request), request.body);
      reply.status(201);
      return ok('Question paper ready', made, 201);
    },
  );

  app.get(
    QUESTION_BANK_PATHS.downloads,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Your school's question papers, newest first",
        querystring: pageQuerySchema,
        response: { 200: envelope(downloadPageSchema) },
      },
    },
    async (request) => ok('Question papers', await papers.history(actorOf(request), request.query)),
  );

  app.get(
    QUESTION_BANK_PATHS.downloadPaper,
    {
      preHandler: staff,
      schema: { tags, summary: 'A question paper PDF of your school', params: downloadParamsSchema },
    },
    async (request, reply) =>
      sendPdf(reply, storage, await papers.file(actorOf(request), request.params.downloadId, 'paper')),
  );

  app.get(
    QUESTION_BANK_PATHS.downloadAnswerKey,
    {
      preHandler: staff,
      schema: { tags, summary: 'The answer key PDF of a question paper of your school', params: downloadParamsSchema },
    },
    async (request, reply) =>
      sendPdf(reply, storage, await papers.file(actorOf(request), request.params.downloadId, 'answer-key')),
  );
}

async function sendPdf(reply: FastifyReply, storage: FileStorage, file: PaperFile) {
  const info = await storage.info(file.key);
  if (!info) throw notFound('Question paper not found');
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('content-length', info.size)
      // Answer keys end up on shared staff-room computers: no cache keeps a copy.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(storage.stream(file.key))
  );
}
