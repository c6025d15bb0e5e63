/** Faculty and institute admins (spec §7): list, add, edit, deactivate, reactivate; faculty history. */
import {
  ACCESS,
  addStaffBodySchema,
  historyEventPageSchema,
  historyQuerySchema,
  ROLE_SETS,
  type StaffRole,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  teachingListSchema,
  updateStaffBodySchema,
} from '@noticeboard/shared';
import { type RouteDefiner, routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { StaffService } from './team.service';

// Spec §6: /team is the school account's page (faculty pickers elsewhere read their own modules' lists).
const managers = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

/** One set of routes per staff role: `/faculty` and `/institute-admins`. */
function staffRoutes(route: RouteDefiner, staff: StaffService, base: string, role: StaffRole, label: string): void {
  const params = staffIdParamsSchema;

  route(`GET ${base}`, {
    access: managers,
    errors: [],
    summary: `The school's ${label}`,
    query: staffListQuerySchema,
    response: staffPageSchema,
    message: label,
    handler: ({ actor, query }) => staff.list(actor, role, query),
  });
  route(`POST ${base}`, {
    access: managers,
    errors: ['CONFLICT', 'NOT_FOUND'],
    summary: `Add ${label}`,
    body: addStaffBodySchema,
    response: staffMemberSchema,
    status: 201,
    message: 'Added; they will get an email to set a password',
    handler: ({ actor, body }) => staff.add(actor, role, body),
  });
  route(`GET ${base}/:id`, {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'One member',
    params,
    response: staffMemberSchema,
    message: 'Member',
    handler: ({ actor, params }) => staff.one(actor, role, params.id),
  });
  route(`PATCH ${base}/:id`, {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Change name or phone',
    params,
    body: updateStaffBodySchema,
    response: staffMemberSchema,
    message: 'Updated',
    handler: ({ actor, params, body }) => staff.update(actor, role, params.id, body),
  });
  route(`POST ${base}/:id/deactivate`, {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Deactivate (their work stays)',
    params,
    response: staffMemberSchema,
    message: 'Deactivated',
    handler: ({ actor, params }) => staff.deactivate(actor, role, params.id),
  });
  route(`POST ${base}/:id/reactivate`, {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Reactivate',
    params,
    response: staffMemberSchema,
    message: 'Reactivated',
    handler: ({ actor, params }) => staff.reactivate(actor, role, params.id),
  });
}

export function teamRoutes(app: App, { staff }: { staff: StaffService }): void {
  const route = routeDefiner(app, { tags: ['team'] });

  route('GET /faculty/history', {
    access: managers,
    errors: [],
    summary: 'Faculty history, newest first',
    query: historyQuerySchema,
    response: historyEventPageSchema,
    message: 'Faculty history',
    handler: ({ actor, query }) => staff.history(actor, ['faculty'], query),
  });
  route('GET /faculty/:id/teaching', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'The class-section subjects a faculty member teaches',
    params: staffIdParamsSchema,
    response: teachingListSchema,
    message: 'Teaching',
    handler: ({ actor, params }) => staff.teaching(actor, params.id),
  });

  staffRoutes(route, staff, '/faculty', 'FACULTY', 'Faculty');
  staffRoutes(route, staff, '/institute-admins', 'ADMIN', 'Admins');
}
