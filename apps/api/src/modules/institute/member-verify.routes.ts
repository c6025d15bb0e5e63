/** `/community-member/verify`: preview and confirm an invitation's emailed link (open: the person has no session yet). */
import {
  ACCESS,
  JOIN_LINK_PATHS,
  memberVerifyBodySchema,
  memberVerifyPreviewSchema,
  memberVerifyQuerySchema,
  memberVerifyResultSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { MemberVerifyService } from './member-verify.service';

export function memberVerifyRoutes(app: App, { verify, limits }: { verify: MemberVerifyService; limits: RateLimits }) {
  const route = routeDefiner(app, { tags: ['institute'] });
  const access = ACCESS.open('the emailed invitation is opened before the person has a password or a session');
  const config = { rateLimit: limits.reset };

  route(`GET ${JOIN_LINK_PATHS.verify}`, {
    access,
    errors: ['LINK_EXPIRED'],
    summary: 'What an invitation joins: the school, the role and the invited address',
    query: memberVerifyQuerySchema,
    config,
    response: memberVerifyPreviewSchema,
    message: 'Invitation',
    handler: ({ query }) => verify.preview(query.token),
  });

  route(`POST ${JOIN_LINK_PATHS.verify}`, {
    access,
    errors: ['LINK_EXPIRED', 'NOT_FOUND'],
    summary: 'Confirm the invited address; then set a password (same token) or sign in',
    body: memberVerifyBodySchema,
    config,
    response: memberVerifyResultSchema,
    message: 'Your email address is confirmed',
    handler: ({ body }) => verify.confirm(body.token, body.school),
  });
}
