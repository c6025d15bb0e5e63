/** Students of an institute (spec §7 "candidate list, detail, update and remove", single and bulk upload). */
import multipart from '@fastify/multipart';
import {
  addCandidateBodySchema,
  candidateIdParamsSchema,
  candidateListQuerySchema,
  candidateSchema,
  envelope,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  importErrorSchema,
  importQuerySchema,
  importResultSchema,
  moveCandidateBodySchema,
  moveCandidatesBodySchema,
  okSchema,
  pageOf,
  ROLE_SETS,
  templateQuerySchema,
  updateCandidateBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import { ConsentService } from '../consent/consent.service';
import type { RouteDeps } from '../route-deps';
import { CONTENT_TYPES, TEMPLATE_EXAMPLE, writeSheet } from './candidate.file';
import { CandidateImporter, ImportRejected } from './candidate.importer';
import { CandidateService } from './candidate.service';

const tags = ['candidate'];
const exportQuerySchema = candidateListQuerySchema.omit({ page: true, size: true }).extend(templateQuerySchema.shape);

export function candidateRoutes(app: App, { db, mailer, services, config }: RouteDeps): void {
  const consents = new ConsentService(db, mailer, config.publicUrl);
  const students = new CandidateService(db, mailer, services.sessions, config.publicUrl, consents);
  const importer = new CandidateImporter(db, mailer, config.publicUrl, app.log, consents);
  // Spec §6: /candidate is the school account's page; no other page reads students' emails or birth dates.
  const managers = rolesIn(ROLE_SETS.instituteOnly);
  app.addHook('onClose', async () => importer.close());

  app.get(
    '/candidates',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "The institute's students: search, filter by class, section and status",
        querystring: candidateListQuerySchema,
        response: { 200: envelope(pageOf(candidateSchema)) },
      },
    },
    async (request) => ok('Students', await students.list(actorOf(request), request.query)),
  );

  app.post(
    '/candidates',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Add one student',
        body: addCandidateBodySchema,
        response: { 201: envelope(candidateSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      const added = await students.add(actorOf(request), request.body);
      return ok('Student added; they will get an email to set a password', added, 201);
    },
  );

  app.get(
    '/candidates/template',
    {
      preHandler: managers,
      schema: { tags, summary: 'The upload template (CSV or XLSX)', querystring: templateQuerySchema },
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await writeSheet(format, IMPORT_COLUMNS, TEMPLATE_EXAMPLE);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="students-template.${format}"`)
        .send(file);
    },
  );

  app.get(
    '/candidates/export',
    {
      preHandler: managers,
      schema: { tags, summary: 'The filtered student list as a file', querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const { header, rows } = await students.exportRows(actorOf(request), { ...query, page: 0, size: 1000 });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="students.${format}"`)
        .send(await writeSheet(format, header, rows));
    },
  );

  app.post(
    '/candidates/move',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Move selected students to a class and section',
        body: moveCandidatesBodySchema,
        response: { 200: envelope(z.object({ moved: z.number().int() })) },
      },
    },
    async (request) => {
      const { ids, ...target } = request.body;
      return ok('Students moved', { moved: await students.move(actorOf(request), ids, target) });
    },
  );

  app.get(
    '/candidates/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'One student',
        params: candidateIdParamsSchema,
        response: { 200: envelope(candidateSchema) },
      },
    },
    async (request) => ok('Student', await students.detail(actorOf(request), request.params.id)),
  );

  app.patch(
    '/candidates/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "Change a student's name, roll number or date of birth",
        params: candidateIdParamsSchema,
        body: updateCandidateBodySchema,
        response: { 200: envelope(candidateSchema) },
      },
    },
    async (request) => ok('Student updated', await students.update(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/candidates/:id/move',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Move one student to a class and section',
        params: candidateIdParamsSchema,
        body: moveCandidateBodySchema,
        response: { 200: envelope(candidateSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await students.move(actor, [request.params.id], request.body);
      return ok('Student moved', await students.detail(actor, request.params.id));
    },
  );

  app.delete(
    '/candidates/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Remove a student (restorable)',
        params: candidateIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await students.remove(actorOf(request), request.params.id);
      return ok('Student removed', null);
    },
  );

  app.post(
    '/candidates/:id/restore',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Restore a removed student',
        params: candidateIdParamsSchema,
        response: { 200: envelope(candidateSchema) },
      },
    },
    async (request) => ok('Student restored', await students.restore(actorOf(request), request.params.id)),
  );

  // Multipart parsing exists only for the upload route, with one small file at most.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.post(
      '/candidates/import',
      {
        preHandler: managers,
        schema: {
          tags,
          summary: 'Upload students from CSV or XLSX: all rows or none',
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: { 200: envelope(importResultSchema), 201: envelope(importResultSchema), 422: importErrorSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest('Upload the file as multipart/form-data', [{ field: 'file', message: 'No file' }]);
        const part = await request.file();
        if (!part) throw badRequest('No file was uploaded', [{ field: 'file', message: 'Choose a CSV or XLSX file' }]);
        const buffer = await part.toBuffer();
        try {
          const result = await importer.import(actorOf(request), buffer, request.query.dryRun);
          const status = result.dryRun ? 200 : 201;
          reply.status(status);
          const message = result.dryRun ? 'The file is valid' : `${result.imported} students imported`;
          return ok(message, result, status);
        } catch (error) {
          if (!(error instanceof ImportRejected)) throw error;
          return reply
            .status(422)
            .send({ statusCode: 422, error: 'Unprocessable Entity', message: error.message, problems: error.problems });
        }
      },
    );
  });
}
