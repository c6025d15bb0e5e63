/**
 * Spec §7 "profile deletion status, request and cancel" (issue 20 §2). All three are answered during the countdown
 * (`whileDeletionScheduled`): the person must be able to see it and call it off, and a second request is a 409.
 */
import {
  ACCESS,
  DELETION_MESSAGES,
  DELETION_PATHS,
  deletionCancelBodySchema,
  deletionRequestBodySchema,
  deletionStatusQuerySchema,
  deletionStatusSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { DeletionService } from './deletion.service';

export interface DeletionRouteServices {
  deletions: DeletionService;
  limits: RateLimits;
}

export function deletionRoutes(app: App, { deletions, limits }: DeletionRouteServices): void {
  const route = routeDefiner(app, { tags: ['deletion'] });

  route(`GET ${DELETION_PATHS.status}`, {
    access: ACCESS.signedIn,
    whileDeletionScheduled: true,
    errors: ['NOT_FOUND'],
    summary: "An account's deletion status (one's own, or a school's student's)",
    query: deletionStatusQuerySchema,
    response: deletionStatusSchema,
    message: 'Deletion status',
    handler: ({ actor, query }) => deletions.status(actor, query.user),
  });

  route(`POST ${DELETION_PATHS.request}`, {
    access: ACCESS.signedIn,
    whileDeletionScheduled: true,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    summary: "Schedule one's own account's deletion, or (a school account) a student's on the parent's request",
    description:
      'The requester enters their password again; a school account deleting itself (the whole school) also types the ' +
      "school's name. The deletion is due after the configured countdown (ACCOUNT_DELETION_DELAY_SECONDS).",
    body: deletionRequestBodySchema,
    config: { rateLimit: limits.reset },
    response: deletionStatusSchema,
    status: 201,
    message: DELETION_MESSAGES.scheduled,
    handler: ({ actor, body }) => deletions.request(actor, body),
  });

  route(`POST ${DELETION_PATHS.cancel}`, {
    access: ACCESS.signedIn,
    whileDeletionScheduled: true,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    summary: 'Cancel a scheduled deletion (whoever asked for it, before it is due)',
    body: deletionCancelBodySchema,
    response: deletionStatusSchema,
    message: DELETION_MESSAGES.cancelled,
    handler: ({ actor, body }) => deletions.cancel(actor, body.user ?? actor.id),
  });
}
