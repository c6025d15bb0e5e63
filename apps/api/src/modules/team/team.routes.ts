/** Faculty and institute admins (spec §7): list, add, edit, deactivate, reactivate; faculty history. */
import {
  addStaffBodySchema,
  envelope,
  historyEventSchema,
  historyQuerySchema,
  pageOf,
  ROLE_SETS,
  type StaffRole,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffMemberSchema,
  teachingSchema,
  updateStaffBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { StaffService } from './team.service';

const staffEnvelope = envelope(staffMemberSchema);

/** One set of routes per staff role: `/faculty` and `/institute-admins`. */
function staffRoutes(app: App, staff: StaffService, base: string, role: StaffRole, label: string): void {
  const tags = ['team'];
  // Spec §6: /team is the school account's page (faculty pickers elsewhere read their own modules' lists).
  const preHandler = rolesIn(ROLE_SETS.instituteOnly);
  const byId = { tags, params: staffIdParamsSchema, response: { 200: staffEnvelope } };

  app.get(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: `The school's ${label}`,
        querystring: staffListQuerySchema,
        response: { 200: envelope(pageOf(staffMemberSchema)) },
      },
    },
    async (request) => ok(label, await staff.list(actorOf(request), role, request.query)),
  );

  app.post(
    base,
    {
      preHandler,
      schema: { tags, summary: `Add ${label}`, body: addStaffBodySchema, response: { 201: staffEnvelope } },
    },
    async (request, reply) => {
      reply.status(201);
      const added = await staff.add(actorOf(request), role, request.body);
      return ok('Added; they will get an email to set a password', added, 201);
    },
  );

  app.get(`${base}/:id`, { preHandler, schema: { ...byId, summary: 'One member' } }, async (request) =>
    ok('Member', await staff.one(actorOf(request), role, request.params.id)),
  );

  app.patch(
    `${base}/:id`,
    { preHandler, schema: { ...byId, summary: 'Change name or phone', body: updateStaffBodySchema } },
    async (request) => ok('Updated', await staff.update(actorOf(request), role, request.params.id, request.body)),
  );

  app.post(
    `${base}/:id/deactivate`,
    { preHandler, schema: { ...byId, summary: 'Deactivate (their work stays)' } },
    async (request) => ok('Deactivated', await staff.deactivate(actorOf(request), role, request.params.id)),
  );

  app.post(`${base}/:id/reactivate`, { preHandler, schema: { ...byId, summary: 'Reactivate' } }, async (request) =>
    ok('Reactivated', await staff.reactivate(actorOf(request), role, request.params.id)),
  );
}

export function teamRoutes(app: App, { db, services }: RouteDeps): void {
  const staff = new StaffService(db, services.institutes, services.sessions);
  const preHandler = rolesIn(ROLE_SETS.instituteOnly);
  const tags = ['team'];

  app.get(
    '/faculty/history',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Faculty history, newest first',
        querystring: historyQuerySchema,
        response: { 200: envelope(pageOf(historyEventSchema)) },
      },
    },
    async (request) => ok('Faculty history', await staff.history(actorOf(request), ['faculty'], request.query)),
  );

  app.get(
    '/faculty/:id/teaching',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The class-section subjects a faculty member teaches',
        params: staffIdParamsSchema,
        response: { 200: envelope(z.array(teachingSchema)) },
      },
    },
    async (request) => ok('Teaching', await staff.teaching(actorOf(request), request.params.id)),
  );

  staffRoutes(app, staff, '/faculty', 'FACULTY', 'Faculty');
  staffRoutes(app, staff, '/institute-admins', 'ADMIN', 'Admins');
}
