/** Chapters per subject and class, and the curriculum plan per session (spec §7 "chapter", "curriculum"). */
import {
  ACCESS,
  academicIdParamsSchema,
  chapterListQuerySchema,
  chapterListSchema,
  chapterSchema,
  createChapterBodySchema,
  curriculumQuerySchema,
  curriculumSchema,
  curriculumUpsertResultSchema,
  reorderChaptersBodySchema,
  updateChapterBodySchema,
  upsertCurriculumBodySchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import { ACADEMIC_READERS, ACADEMIC_WRITERS } from './academic.policy';
import type { CurriculumService } from './curriculum.service';

export function curriculumRoutes(route: RouteDefiner, { curriculum }: { curriculum: CurriculumService }): void {
  const readers = ACCESS.roles(ACADEMIC_READERS, { sameInstitute: true });
  const writers = ACCESS.roles(ACADEMIC_WRITERS, { sameInstitute: true });
  const params = academicIdParamsSchema;

  route('GET /institute/chapters', {
    access: readers,
    errors: ['NOT_FOUND'],
    summary: 'Chapters of a subject for a class',
    query: chapterListQuerySchema,
    response: chapterListSchema,
    message: 'Chapters',
    handler: ({ actor, query }) => curriculum.chapters(actor, query.subjectId, query.studentClass),
  });
  route('POST /institute/chapters', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Add a chapter at the end',
    body: createChapterBodySchema,
    response: chapterSchema,
    status: 201,
    message: 'Chapter added',
    handler: ({ actor, body }) => curriculum.createChapter(actor, body),
  });
  route('PUT /institute/chapters/order', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Reorder the chapters of a subject and class',
    body: reorderChaptersBodySchema,
    response: chapterListSchema,
    message: 'Chapters reordered',
    handler: ({ actor, body }) => curriculum.reorder(actor, body),
  });
  route('PATCH /institute/chapters/:id', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Rename a chapter',
    params,
    body: updateChapterBodySchema,
    response: chapterSchema,
    message: 'Chapter renamed',
    handler: ({ actor, params, body }) => curriculum.renameChapter(actor, params.id, body.title),
  });
  route('DELETE /institute/chapters/:id', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Remove a chapter and its plans',
    params,
    message: 'Chapter removed',
    handler: ({ actor, params }) => curriculum.removeChapter(actor, params.id),
  });

  route('GET /institute/curriculum', {
    access: readers,
    errors: ['NOT_FOUND'],
    summary: 'The plan of a class (and subject) in a session',
    query: curriculumQuerySchema,
    response: curriculumSchema,
    message: 'Curriculum',
    handler: ({ actor, query }) => curriculum.curriculum(actor, query),
  });
  route('PUT /institute/curriculum', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Plan chapters of a session',
    body: upsertCurriculumBodySchema,
    response: curriculumUpsertResultSchema,
    message: 'Curriculum saved',
    handler: ({ actor, body }) => curriculum.upsert(actor, body),
  });
}
