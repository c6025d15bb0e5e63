/** Forgotten password, set-your-password links and password change. */
import {
  ACCESS,
  CHANGE_PASSWORD_KINDS,
  changePasswordBodySchema,
  linkStatusSchema,
  linkTokenQuerySchema,
  resetPasswordBodySchema,
  resetPasswordResultSchema,
  resetRequestBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { PasswordService } from './password.service';

export interface PasswordRouteServices {
  passwords: PasswordService;
  limits: RateLimits;
}

export function passwordRoutes(app: App, { passwords, limits }: PasswordRouteServices): void {
  const route = routeDefiner(app, { tags: ['password'] });
  const recovery = ACCESS.open('signing in, signing up and recovering an account happen before there is a session');
  const config = { rateLimit: limits.reset };

  route('POST /user/reset-password/request', {
    access: recovery,
    errors: [],
    summary: 'Email a reset link',
    body: resetRequestBodySchema,
    config,
    message: 'If an account exists for this email, we have sent a link to reset the password',
    handler: ({ body }) => passwords.requestReset(body.email, body.instituteCustomUrl),
  });

  route('GET /user/reset-password/status', {
    access: recovery,
    errors: [],
    summary: 'Whether a reset or set-password link still works',
    query: linkTokenQuerySchema,
    config,
    response: linkStatusSchema,
    message: 'Link status',
    handler: ({ query }) => passwords.linkStatus(query.token),
  });

  route('POST /user/reset-password', {
    access: recovery,
    errors: ['LINK_EXPIRED'],
    summary: 'Set a new password from a link',
    body: resetPasswordBodySchema,
    config,
    response: resetPasswordResultSchema,
    message: 'Your password is set. Please sign in.',
    handler: ({ body }) => passwords.resetWithLink(body.token, body.password),
  });

  for (const kind of CHANGE_PASSWORD_KINDS) {
    route(`POST /${kind}/change_password`, {
      access: ACCESS.signedIn,
      // A sign-in kind that is not the caller's: the password page of another kind of account; too many wrong
      // current passwords for the account.
      errors: ['FORBIDDEN', 'RATE_LIMITED'],
      summary: `Change password (${kind})`,
      body: changePasswordBodySchema,
      config,
      message: 'Password changed',
      handler: ({ actor, body }) => passwords.change(actor, kind, body.currentPassword, body.newPassword),
    });
  }
}
