/** Look-ups for availability checks, profiles and cookie consent. */
import {
  availabilitySchema,
  envelope,
  lookupCustomUrlQuerySchema,
  lookupEmailQuerySchema,
  lookupMobileQuerySchema,
  okSchema,
  profileSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

export function userRoutes(app: App, { services, limits }: RouteDeps): void {
  const tags = ['user'];
  const lookup = { tags, response: { 200: envelope(availabilitySchema) } };
  // Look-ups say whether a value is free; rate-limited so they cannot be used to list accounts.
  const lookupConfig = { rateLimit: { max: limits.otp.max * 5, timeWindow: limits.otp.timeWindow } };

  app.get(
    '/user/lookup/email',
    {
      schema: { ...lookup, summary: 'Is this email free?', querystring: lookupEmailQuerySchema },
      config: lookupConfig,
    },
    async (request) => ok('Availability', { available: await services.users.emailAvailable(request.query.email) }),
  );

  app.get(
    '/user/lookup/mobile',
    {
      schema: { ...lookup, summary: 'Is this mobile number free?', querystring: lookupMobileQuerySchema },
      config: lookupConfig,
    },
    async (request) => ok('Availability', { available: await services.users.mobileAvailable(request.query.mobile) }),
  );

  app.get(
    '/user/lookup/customUrl',
    {
      schema: { ...lookup, summary: 'Is this custom URL free?', querystring: lookupCustomUrlQuerySchema },
      config: lookupConfig,
    },
    async (request) =>
      ok('Availability', { available: await services.users.customUrlAvailable(request.query.customUrl) }),
  );

  app.get(
    '/user/profile/:customUrl',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A profile by custom URL',
        params: z.object({ customUrl: z.string().trim().min(1).max(60) }),
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ok('Profile', await services.users.profile(actorOf(request), request.params.customUrl)),
  );

  app.post(
    '/user/acceptCookies',
    { preHandler: signedIn, schema: { tags, summary: 'Remember cookie consent', response: { 200: okSchema } } },
    async (request) => {
      await services.users.acceptCookies(actorOf(request).id);
      return ok('Cookie preference saved', null);
    },
  );
}
