/** Academic sessions, classes and sections, subjects and their class assignments (spec §7 "class", "subject"). */
import {
  academicIdParamsSchema,
  academicSessionSchema,
  addSectionBodySchema,
  assignFacultyBodySchema,
  assignSubjectBodySchema,
  classGroupSchema,
  classSectionCreatedSchema,
  classSectionSubjectSchema,
  createAcademicSessionBodySchema,
  envelope,
  okSchema,
  studentClassListItemSchema,
  studentClassParamsSchema,
  subjectBodySchema,
  subjectSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { ACADEMIC_READERS, ACADEMIC_WRITERS, TEACHING_READERS } from './academic.policy';
import { AcademicService } from './academic.service';
import { curriculumRoutes } from './curriculum.routes';

export function academicRoutes(app: App, deps: RouteDeps): void {
  const tags = ['academic'];
  const readers = rolesIn(ACADEMIC_READERS);
  const writers = rolesIn(ACADEMIC_WRITERS);
  const academic = new AcademicService(deps.db);
  const id = academicIdParamsSchema;

  app.get(
    '/institute/academic-sessions',
    {
      preHandler: readers,
      schema: { tags, summary: 'Academic sessions', response: { 200: envelope(z.array(academicSessionSchema)) } },
    },
    async (request) => ok('Academic sessions', await academic.sessions(actorOf(request))),
  );
  app.post(
    '/institute/academic-sessions',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Add an academic session',
        body: createAcademicSessionBodySchema,
        response: { 201: envelope(academicSessionSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Academic session added', await academic.createSession(actorOf(request), request.body.startYear), 201);
    },
  );
  app.put(
    '/institute/academic-sessions/:id/current',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Make a session the current one',
        params: id,
        response: { 200: envelope(academicSessionSchema) },
      },
    },
    async (request) =>
      ok('Current session changed', await academic.setCurrentSession(actorOf(request), request.params.id)),
  );

  app.get(
    '/institute/classes',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Classes and sections by class group, with their subjects',
        response: { 200: envelope(z.array(classGroupSchema)) },
      },
    },
    async (request) => ok('Classes', await academic.classes(actorOf(request))),
  );
  app.get(
    '/institute/student-class-list',
    {
      preHandler: readers,
      schema: { tags, summary: 'Student class list', response: { 200: envelope(z.array(studentClassListItemSchema)) } },
    },
    async (request) => ok('Student class list', await academic.studentClassList(actorOf(request))),
  );
  app.post(
    '/institute/classes/:studentClass/sections',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Add a section to a class',
        params: studentClassParamsSchema,
        body: addSectionBodySchema,
        response: { 201: envelope(classSectionCreatedSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      const created = await academic.addSection(actorOf(request), request.params.studentClass, request.body.section);
      return ok('Section added', created, 201);
    },
  );
  app.delete(
    '/institute/class-sections/:id',
    {
      preHandler: writers,
      schema: { tags, summary: 'Remove a section without students', params: id, response: { 200: okSchema } },
    },
    async (request) => {
      await academic.removeSection(actorOf(request), request.params.id);
      return ok('Section removed', null);
    },
  );

  app.get(
    '/institute/subjects',
    { preHandler: readers, schema: { tags, summary: 'Subjects', response: { 200: envelope(z.array(subjectSchema)) } } },
    async (request) => ok('Subjects', await academic.subjects(actorOf(request))),
  );
  app.post(
    '/institute/subjects',
    {
      preHandler: writers,
      schema: { tags, summary: 'Add a subject', body: subjectBodySchema, response: { 201: envelope(subjectSchema) } },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Subject added', await academic.createSubject(actorOf(request), request.body.name), 201);
    },
  );
  app.patch(
    '/institute/subjects/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Rename a subject',
        params: id,
        body: subjectBodySchema,
        response: { 200: envelope(subjectSchema) },
      },
    },
    async (request) =>
      ok('Subject renamed', await academic.renameSubject(actorOf(request), request.params.id, request.body.name)),
  );
  app.delete(
    '/institute/subjects/:id',
    {
      preHandler: writers,
      schema: { tags, summary: 'Remove a subject no class is taught', params: id, response: { 200: okSchema } },
    },
    async (request) => {
      await academic.removeSubject(actorOf(request), request.params.id);
      return ok('Subject removed', null);
    },
  );

  app.get(
    '/institute/class-sections/:id/subjects',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'classSectionSubjectList of a class section',
        params: id,
        response: { 200: envelope(z.array(classSectionSubjectSchema)) },
      },
    },
    async (request) => ok('Class subjects', await academic.classSectionSubjects(actorOf(request), request.params.id)),
  );
  app.post(
    '/institute/class-sections/:id/subjects',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Teach a subject in a class section',
        params: id,
        body: assignSubjectBodySchema,
        response: { 201: envelope(classSectionSubjectSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      const created = await academic.teaching.assign(actorOf(request), request.params.id, request.body);
      return ok('Subject added to the section', created, 201);
    },
  );
  app.put(
    '/institute/class-section-subjects/:id/faculty',
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Assign (or clear) the faculty member teaching a class subject',
        params: id,
        body: assignFacultyBodySchema,
        response: { 200: envelope(classSectionSubjectSchema) },
      },
    },
    async (request) =>
      ok(
        'Faculty assigned',
        await academic.teaching.setFaculty(actorOf(request), request.params.id, request.body.facultyId),
      ),
  );
  app.delete(
    '/institute/class-section-subjects/:id',
    {
      preHandler: writers,
      schema: { tags, summary: 'Stop teaching a subject in a section', params: id, response: { 200: okSchema } },
    },
    async (request) => {
      await academic.teaching.unassign(actorOf(request), request.params.id);
      return ok('Subject removed from the section', null);
    },
  );
  app.get(
    '/institute/faculty/:id/subjects',
    {
      preHandler: rolesIn(TEACHING_READERS),
      schema: {
        tags,
        summary: 'What a faculty member teaches',
        params: id,
        response: { 200: envelope(z.array(classSectionSubjectSchema)) },
      },
    },
    async (request) => ok('Class subjects', await academic.teaching.ofFaculty(actorOf(request), request.params.id)),
  );

  curriculumRoutes(app, deps, tags);
}
