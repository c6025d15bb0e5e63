/** Chapters per subject and class, and the curriculum plan per session (spec §7 "chapter", "curriculum"). */
import {
  academicIdParamsSchema,
  chapterListQuerySchema,
  chapterSchema,
  createChapterBodySchema,
  curriculumQuerySchema,
  curriculumSchema,
  curriculumUpsertResultSchema,
  envelope,
  okSchema,
  reorderChaptersBodySchema,
  updateChapterBodySchema,
  upsertCurriculumBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { ACADEMIC_READERS, ACADEMIC_WRITERS } from './academic.policy';
import { CurriculumService } from './curriculum.service';

export function curriculumRoutes(app: App, { db }: RouteDeps, tags: string[]): void {
  const readers = rolesIn(ACADEMIC_READERS);
  const writers = rolesIn(ACADEMIC_WRITERS);
  const curriculum = new CurriculumService(db);
  const id = academicIdParamsSchema;

  app.get(
    '/institute/chapters',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Chapters of a subject for a class',
        querystring: chapterListQuerySchema,
        response: { 200: envelope(z.array(chapterSchema)) },
      },
    },
    async (request) =>
      ok('Chapters', await curriculum.chapters(actorOf(request), request.query.subjectId, request.query.studentClass)),
  );
  app.post(
    '/institute/chapters',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Add a chapter at the end',
        body: createChapterBodySchema,
        response: { 201: envelope(chapterSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Chapter added', await curriculum.createChapter(actorOf(request), request.body), 201);
    },
  );
  app.put(
    '/institute/chapters/order',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Reorder the chapters of a subject and class',
        body: reorderChaptersBodySchema,
        response: { 200: envelope(z.array(chapterSchema)) },
      },
    },
    async (request) => ok('Chapters reordered', await curriculum.reorder(actorOf(request), request.body)),
  );
  app.patch(
    '/institute/chapters/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Rename a chapter',
        params: id,
        body: updateChapterBodySchema,
        response: { 200: envelope(chapterSchema) },
      },
    },
    async (request) =>
      ok('Chapter renamed', await curriculum.renameChapter(actorOf(request), request.params.id, request.body.title)),
  );
  app.delete(
    '/institute/chapters/:id',
    {
      preHandler: writers,
      schema: { tags, summary: 'Remove a chapter and its plans', params: id, response: { 200: okSchema } },
    },
    async (request) => {
      await curriculum.removeChapter(actorOf(request), request.params.id);
      return ok('Chapter removed', null);
    },
  );

  app.get(
    '/institute/curriculum',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'The plan of a class (and subject) in a session',
        querystring: curriculumQuerySchema,
        response: { 200: envelope(curriculumSchema) },
      },
    },
    async (request) => ok('Curriculum', await curriculum.curriculum(actorOf(request), request.query)),
  );
  app.put(
    '/institute/curriculum',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Plan chapters of a session',
        body: upsertCurriculumBodySchema,
        response: { 200: envelope(curriculumUpsertResultSchema) },
      },
    },
    async (request) => ok('Curriculum saved', await curriculum.upsert(actorOf(request), request.body)),
  );
}
