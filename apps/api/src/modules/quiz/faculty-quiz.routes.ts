/** Faculty quizzes over HTTP: create and list (staff of a school), close, and a school's results. */
import {
  ACCESS,
  createFacultyQuizBodySchema,
  facultyQuizIdParamsSchema,
  facultyQuizListQuerySchema,
  facultyQuizPageSchema,
  facultyQuizSchema,
  QUIZ_PATHS,
  quizCustomUrlQuerySchema,
  schoolResultsSchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import type { FacultyQuizService } from './faculty-quiz.service';
import { FACULTY_QUIZ_AUTHORS, QUIZ_STAFF } from './quiz.policy';

export function facultyQuizRoutes(route: RouteDefiner, { faculty }: { faculty: FacultyQuizService }): void {
  const staff = ACCESS.roles(QUIZ_STAFF, { sameInstitute: true });

  route(`GET ${QUIZ_PATHS.facultyQuizzes}`, {
    access: staff,
    errors: [],
    summary: "Your school's faculty quizzes, newest first",
    query: facultyQuizListQuerySchema,
    response: facultyQuizPageSchema,
    message: 'Faculty quizzes',
    handler: ({ actor, query }) => faculty.list(actor, query),
  });
  route(`POST ${QUIZ_PATHS.facultyQuizzes}`, {
    access: ACCESS.roles(FACULTY_QUIZ_AUTHORS, { sameInstitute: true }),
    errors: [],
    summary: 'Create a quiz for a class from your question bank (faculty and admins)',
    body: createFacultyQuizBodySchema,
    response: facultyQuizSchema,
    status: 201,
    message: 'Quiz created',
    handler: ({ actor, body }) => faculty.create(actor, body),
  });
  // Two spellings of one action: POST …/close and DELETE.
  for (const endpoint of [`POST ${QUIZ_PATHS.facultyQuiz}/close`, `DELETE ${QUIZ_PATHS.facultyQuiz}`] as const) {
    route(endpoint, {
      access: staff,
      errors: ['NOT_FOUND'],
      summary: 'Close a faculty quiz',
      params: facultyQuizIdParamsSchema,
      response: facultyQuizSchema,
      message: 'Quiz closed',
      handler: ({ actor, params }) => faculty.close(actor, params.quizId),
    });
  }
  route(`GET ${QUIZ_PATHS.schoolResults}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "A quiz's results in your school",
    query: quizCustomUrlQuerySchema,
    response: schoolResultsSchema,
    message: 'School results',
    handler: ({ actor, query }) => faculty.schoolResults(actor, query.customUrl),
  });
}
