/**
 * The validator compiler of every route: input PostgreSQL cannot store (a NUL character, a lone surrogate)
 * is refused first, as the usual 400 naming the field, for bodies, queries, path parameters and headers
 * alike; then the route's Zod schema decides. One place, so no route can forget it.
 */
import { findTextProblem } from '@noticeboard/shared';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** fastify-type-provider-zod's mark of its own issues, which the error handler turns into `details`. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export const textSafeValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const problem = findTextProblem(data);
    if (!problem) return validate(data);
    const path = problem.path.join('/');
    const issue: FastifySchemaValidationError & { [ZOD_ISSUE]: true } = {
      [ZOD_ISSUE]: true,
      keyword: 'custom',
      instancePath: `/${path}`,
      schemaPath: `#/${path}/custom`,
      params: {},
      message: problem.message,
    };
    return { error: [issue] };
  };
};
