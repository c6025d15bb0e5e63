/** Public institution profiles and member management. */
import {
  ACCESS,
  addMemberBodySchema,
  institutePublicSchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberSchema,
  pageOf,
  profileUrlParamsSchema,
  ROLE_SETS,
  updateMemberBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { InstituteService } from './institute.service';

export function instituteRoutes(app: App, { institutes }: { institutes: InstituteService }): void {
  const route = routeDefiner(app, { tags: ['institute'] });
  // The school account's member pages (/candidate, /team, /parent-consent, /curriculum/class) read these.
  const managers = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route('GET /institute/public/:customUrl', {
    access: ACCESS.open('a school’s public profile is public (spec §2 /institute/:customUrl)'),
    errors: ['NOT_FOUND'],
    summary: 'Public institution profile',
    params: profileUrlParamsSchema,
    response: institutePublicSchema,
    message: 'Institution',
    handler: ({ params }) => institutes.publicProfile(params.customUrl),
  });

  route('GET /institute/members', {
    access: managers,
    errors: [],
    summary: "The institute's members",
    query: memberListQuerySchema,
    response: pageOf(memberSchema),
    message: 'Members',
    handler: ({ actor, query }) => institutes.members(actor, query),
  });

  route('POST /institute/members', {
    access: managers,
    errors: ['CONFLICT', 'NOT_FOUND', 'SEAT_LIMIT'],
    summary: 'Add a faculty member, admin or student',
    body: addMemberBodySchema,
    response: memberSchema,
    status: 201,
    message: 'Member added; they will get an email to set a password',
    handler: ({ actor, body }) => institutes.addMember(actor, body),
  });

  route('GET /institute/members/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'One member',
    params: memberIdParamsSchema,
    response: memberSchema,
    message: 'Member',
    handler: ({ actor, params }) => institutes.member(actor, params.id),
  });

  route('PATCH /institute/members/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Change a member',
    params: memberIdParamsSchema,
    body: updateMemberBodySchema,
    response: memberSchema,
    message: 'Member updated',
    handler: ({ actor, params, body }) => institutes.updateMember(actor, params.id, body),
  });

  route('DELETE /institute/members/:id', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Remove a member',
    params: memberIdParamsSchema,
    message: 'Member removed',
    handler: ({ actor, params }) => institutes.removeMember(actor, params.id),
  });

  route('POST /institute/members/:id/resend-invite', {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Email the set-password link again',
    params: memberIdParamsSchema,
    message: 'Invitation sent again',
    handler: ({ actor, params }) => institutes.resendInvite(actor, params.id),
  });
}
