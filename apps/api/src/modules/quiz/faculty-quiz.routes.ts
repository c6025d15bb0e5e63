/** Faculty quizzes over HTTP: create and list (staff of a school), close, and a school's results. */
import {
  createFacultyQuizBodySchema,
  envelope,
  facultyQuizListQuerySchema,
  facultyQuizPageSchema,
  facultyQuizSchema,
  QUIZ_PATHS,
  ROLE_SETS,
  schoolResultsSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { FacultyQuizService } from './faculty-quiz.service';

const tags = ['quiz'];
const quizIdParams = z.object({ quizId: z.string().uuid() });
const staff = { preHandler: rolesIn(ROLE_SETS.instituteFacultyAdmin) };

export function facultyQuizRoutes(app: App, { faculty }: { faculty: FacultyQuizService }): void {
  app.get(
    QUIZ_PATHS.facultyQuizzes,
    {
      ...staff,
      schema: {
        tags,
        summary: "Your school's faculty quizzes, newest first",
        querystring: facultyQuizListQuerySchema,
        response: { 200: envelope(facultyQuizPageSchema) },
      },
    },
    async (request) => ok('Faculty quizzes', await faculty.list(actorOf(request), request.query)),
  );
  app.post(
    QUIZ_PATHS.facultyQuizzes,
    {
      preHandler: rolesIn(['FACULTY', 'ADMIN']),
      schema: {
        tags,
        summary: 'Create a quiz for a class from your question bank (faculty and admins)',
        body: createFacultyQuizBodySchema,
        response: { 201: envelope(facultyQuizSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Quiz created', await faculty.create(actorOf(request), request.body), 201);
    },
  );
  const close = async (request: { params: { quizId: string } } & Parameters<typeof actorOf>[0]) =>
    ok('Quiz closed', await faculty.close(actorOf(request), request.params.quizId));
  app.post(
    `${QUIZ_PATHS.facultyQuiz}/close`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Close a faculty quiz',
        params: quizIdParams,
        response: { 200: envelope(facultyQuizSchema) },
      },
    },
    close,
  );
  app.delete(
    QUIZ_PATHS.facultyQuiz,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Close a faculty quiz',
        params: quizIdParams,
        response: { 200: envelope(facultyQuizSchema) },
      },
    },
    close,
  );
  app.get(
    QUIZ_PATHS.schoolResults,
    {
      ...staff,
      schema: {
        tags,
        summary: "A quiz's results in your school",
        querystring: z.object({ customUrl: z.string().min(1).max(120) }),
        response: { 200: envelope(schoolResultsSchema) },
      },
    },
    async (request) => ok('School results', await faculty.schoolResults(actorOf(request), request.query.customUrl)),
  );
}
