/** Look-ups for availability checks and cookie consent (profiles are read through the profile module). */
import {
  ACCESS,
  availabilitySchema,
  lookupCustomUrlQuerySchema,
  lookupEmailQuerySchema,
  lookupMobileQuerySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { UserService } from './user.service';

export function userRoutes(app: App, { users, limits }: { users: UserService; limits: RateLimits }): void {
  const route = routeDefiner(app, { tags: ['user'] });
  const beforeSignUp = ACCESS.open('signing in, signing up and recovering an account happen before there is a session');
  // Look-ups say whether a value is free; rate-limited so they cannot be used to list accounts.
  const config = { rateLimit: { max: limits.otp.max * 5, timeWindow: limits.otp.timeWindow } };
  const lookup = {
    access: beforeSignUp,
    errors: [],
    config,
    response: availabilitySchema,
    message: 'Availability',
  } as const;

  route('GET /user/lookup/email', {
    ...lookup,
    summary: 'Is this email free?',
    query: lookupEmailQuerySchema,
    handler: async ({ query }) => ({ available: await users.emailAvailable(query.email) }),
  });
  route('GET /user/lookup/mobile', {
    ...lookup,
    summary: 'Is this mobile number free?',
    query: lookupMobileQuerySchema,
    handler: async ({ query }) => ({ available: await users.mobileAvailable(query.mobile) }),
  });
  route('GET /user/lookup/customUrl', {
    ...lookup,
    summary: 'Is this custom URL free?',
    query: lookupCustomUrlQuerySchema,
    handler: async ({ query }) => ({ available: await users.customUrlAvailable(query.customUrl) }),
  });

  route('POST /user/acceptCookies', {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'Remember cookie consent',
    message: 'Cookie preference saved',
    handler: ({ actor }) => users.acceptCookies(actor.id),
  });
}
