/**
 * The school account's join links and waiting requests (like /candidate and /team: the school account alone, its
 * own school only), and the open page's two calls: what a link joins, and a person's details.
 */
import {
  ACCESS,
  createJoinLinkBodySchema,
  JOIN_LINK_PATHS,
  joinLinkIdParamsSchema,
  joinLinkListSchema,
  joinLinkPreviewSchema,
  joinLinkSchema,
  joinLinkSlugParamsSchema,
  joinRegistrationBodySchema,
  joinRegistrationResultSchema,
  joinRequestIdParamsSchema,
  joinRequestListQuerySchema,
  joinRequestListSchema,
  joinRequestSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { JoinLinkService } from './join-link.service';

export function joinLinkRoutes(app: App, { links, limits }: { links: JoinLinkService; limits: RateLimits }): void {
  const route = routeDefiner(app, { tags: ['join-link'] });
  const managers = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });
  const open = ACCESS.open('a join link is opened by a person who has no account yet (spec §2)');

  route(`GET ${JOIN_LINK_PATHS.links}`, {
    access: managers,
    errors: [],
    summary: "The school's join links, newest first, with their uses and waiting requests",
    response: joinLinkListSchema,
    message: 'Join links',
    handler: ({ actor }) => links.list(actor),
  });

  route(`POST ${JOIN_LINK_PATHS.links}`, {
    access: managers,
    errors: [],
    summary: 'Make a join link for a class (students) or for teachers',
    body: createJoinLinkBodySchema,
    response: joinLinkSchema,
    status: 201,
    message: 'Join link made',
    handler: ({ actor, body }) => links.create(actor, body),
  });

  route(`GET ${JOIN_LINK_PATHS.requests}`, {
    access: managers,
    errors: [],
    summary: 'Requests sent through the school’s links (waiting ones by default)',
    query: joinRequestListQuerySchema,
    response: joinRequestListSchema,
    message: 'Join requests',
    handler: ({ actor, query }) => links.requests(actor, query.status),
  });

  route(`DELETE ${JOIN_LINK_PATHS.link}`, {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Revoke a join link: it stops working at once',
    params: joinLinkIdParamsSchema,
    message: 'Join link revoked',
    handler: ({ actor, params }) => links.revoke(actor, params.id),
  });

  route(`POST ${JOIN_LINK_PATHS.approve}`, {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT', 'SEAT_LIMIT'],
    summary: 'Approve a waiting request: the account is made and the person emailed to confirm their address',
    params: joinRequestIdParamsSchema,
    response: joinRequestSchema,
    message: 'Request approved',
    handler: ({ actor, params }) => links.approve(actor, params.id),
  });

  route(`POST ${JOIN_LINK_PATHS.decline}`, {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Decline a waiting request: the person is emailed',
    params: joinRequestIdParamsSchema,
    response: joinRequestSchema,
    message: 'Request declined',
    handler: ({ actor, params }) => links.decline(actor, params.id),
  });

  route(`GET ${JOIN_LINK_PATHS.open}`, {
    access: open,
    errors: ['LINK_EXPIRED'],
    summary: "What a join link joins: the school's name and the class",
    params: joinLinkSlugParamsSchema,
    config: { rateLimit: limits.reset },
    response: joinLinkPreviewSchema,
    message: 'Join link',
    handler: ({ params }) => links.preview(params.slug),
  });

  route(`POST ${JOIN_LINK_PATHS.open}`, {
    access: open,
    errors: ['LINK_EXPIRED', 'CONFLICT', 'SEAT_LIMIT'],
    summary: 'Send one’s details through a join link: waiting for the school, or joined at once',
    params: joinLinkSlugParamsSchema,
    body: joinRegistrationBodySchema,
    config: { rateLimit: limits.otp },
    response: joinRegistrationResultSchema,
    status: 201,
    message: 'Request sent',
    handler: ({ params, body }) => links.register(params.slug, body),
  });
}
