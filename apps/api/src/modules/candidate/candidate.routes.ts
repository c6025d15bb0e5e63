/** Students of an institute (spec §7 "candidate list, detail, update and remove", single and bulk upload). */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  addCandidateBodySchema,
  candidateExportQuerySchema,
  candidateIdParamsSchema,
  candidateListQuerySchema,
  candidatePageSchema,
  candidateSchema,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importResultSchema,
  moveCandidateBodySchema,
  moveCandidatesBodySchema,
  moveCandidatesResultSchema,
  ROLE_SETS,
  templateQuerySchema,
  updateCandidateBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import type { App } from '../../types';
import { CONTENT_TYPES, TEMPLATE_EXAMPLE, writeSheet } from './candidate.file';
import type { CandidateImporter } from './candidate.importer';
import type { CandidateService } from './candidate.service';

const tags = ['candidate'];
// Spec §6: /candidate is the school account's page; no other page reads students' emails or birth dates.
const managers = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

export function candidateRoutes(
  app: App,
  { students, importer }: { students: CandidateService; importer: CandidateImporter },
): void {
  const route = routeDefiner(app, { tags });
  const params = candidateIdParamsSchema;
  app.addHook('onClose', async () => importer.close());

  route('GET /candidates', {
    access: managers,
    errors: [],
    summary: "The institute's students: search, filter by class, section and status",
    query: candidateListQuerySchema,
    response: candidatePageSchema,
    message: 'Students',
    handler: ({ actor, query }) => students.list(actor, query),
  });
  route('POST /candidates', {
    access: managers,
    errors: ['CONFLICT', 'NOT_FOUND', 'SEAT_LIMIT'],
    summary: 'Add one student',
    body: addCandidateBodySchema,
    response: candidateSchema,
    status: 201,
    message: 'Student added; they will get an email to set a password',
    handler: ({ actor, body }) => students.add(actor, body),
  });
  route('GET /candidates/template', {
    access: managers,
    errors: [],
    summary: 'The upload template (CSV or XLSX)',
    query: templateQuerySchema,
    raw: {},
    handler: async ({ query, reply }) => {
      const file = await writeSheet(query.format, IMPORT_COLUMNS, TEMPLATE_EXAMPLE);
      return reply
        .header('content-type', CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="students-template.${query.format}"`)
        .send(file);
    },
  });
  route('GET /candidates/export', {
    access: managers,
    errors: [],
    summary: 'The filtered student list as a file',
    query: candidateExportQuerySchema,
    raw: {},
    handler: async ({ actor, query: { format, ...filters }, reply }) => {
      const { header, rows } = await students.exportRows(actor, { ...filters, page: 0, size: 1000 });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="students.${format}"`)
        .send(await writeSheet(format, header, rows));
    },
  });
  route('POST /candidates/move', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Move selected students to a class and section',
    body: moveCandidatesBodySchema,
    response: moveCandidatesResultSchema,
    message: 'Students moved',
    handler: async ({ actor, body: { ids, ...target } }) => ({ moved: await students.move(actor, ids, target) }),
  });

  route('GET /candidates/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'One student',
    params,
    response: candidateSchema,
    message: 'Student',
    handler: ({ actor, params }) => students.detail(actor, params.id),
  });
  route('PATCH /candidates/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: "Change a student's name, roll number or date of birth",
    params,
    body: updateCandidateBodySchema,
    response: candidateSchema,
    message: 'Student updated',
    handler: ({ actor, params, body }) => students.update(actor, params.id, body),
  });
  route('POST /candidates/:id/move', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Move one student to a class and section',
    params,
    body: moveCandidateBodySchema,
    response: candidateSchema,
    message: 'Student moved',
    handler: async ({ actor, params, body }) => {
      await students.move(actor, [params.id], body);
      return students.detail(actor, params.id);
    },
  });
  route('DELETE /candidates/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Remove a student (restorable)',
    params,
    message: 'Student removed',
    handler: ({ actor, params }) => students.remove(actor, params.id),
  });
  route('POST /candidates/:id/restore', {
    access: managers,
    errors: ['NOT_FOUND', 'SEAT_LIMIT'],
    summary: 'Restore a removed student',
    params,
    response: candidateSchema,
    message: 'Student restored',
    handler: ({ actor, params }) => students.restore(actor, params.id),
  });

  // Multipart parsing exists only for the upload route, with one small file at most.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    routeDefiner(scope, { tags })('POST /candidates/import', {
      access: managers,
      // 422 lists every bad cell with its row; 413 a file with too many rows or too big to read; 503 when every
      // parse worker is busy; 409 when another upload took one of the emails first, or SEAT_LIMIT when the file's
      // students do not fit in the school's paid seats.
      errors: ['IMPORT_ROWS_INVALID', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE', 'CONFLICT', 'SEAT_LIMIT'],
      summary: 'Upload students from CSV or XLSX: all rows or none',
      consumes: ['multipart/form-data'],
      query: importQuerySchema,
      response: importResultSchema,
      status: (result) => (result.dryRun ? 200 : 201),
      message: (result) => (result.dryRun ? 'The file is valid' : `${result.imported} students imported`),
      handler: async ({ actor, query, request }) => {
        if (!request.isMultipart()) {
          throw badRequest('Upload the file as multipart/form-data', [{ field: 'file', message: 'No file' }]);
        }
        const part = await request.file();
        if (!part) throw badRequest('No file was uploaded', [{ field: 'file', message: 'Choose a CSV or XLSX file' }]);
        return importer.import(actor, await part.toBuffer(), query.dryRun);
      },
    });
  });
}
