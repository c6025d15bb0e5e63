/** The school's spam review: reported spam, removed spam, repeat authors and one post's reports. */
import {
  COMMUNITY_PATHS,
  envelope,
  pageOf,
  pageQuerySchema,
  postIdParamsSchema,
  spamPostDetailsSchema,
  spamPostSchema,
  spamUserSchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { SpamService } from './spam.service';

export function spamRoutes(app: App, spam: SpamService): void {
  const tags = ['community'];

  app.get(
    COMMUNITY_PATHS.spamPosts,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Your school's live posts with open spam reports (moderators)",
        querystring: pageQuerySchema,
        response: { 200: envelope(pageOf(spamPostSchema)) },
      },
    },
    async (request) => ok('Spam posts', await spam.posts(actorOf(request), 'open', request.query)),
  );

  app.get(
    COMMUNITY_PATHS.deletedSpamPosts,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Your school's posts removed on a spam report (moderators)",
        querystring: pageQuerySchema,
        response: { 200: envelope(pageOf(spamPostSchema)) },
      },
    },
    async (request) => ok('Deleted spam posts', await spam.posts(actorOf(request), 'deleted', request.query)),
  );

  app.get(
    COMMUNITY_PATHS.spamUsers,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Members of your school reported for spam at least twice (open or upheld), with their restriction',
        querystring: pageQuerySchema,
        response: { 200: envelope(pageOf(spamUserSchema)) },
      },
    },
    async (request) => ok('Spam users', await spam.users(actorOf(request), request.query)),
  );

  app.get(
    COMMUNITY_PATHS.spamPostDetails,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A post of your school with all its reports (moderators)',
        params: postIdParamsSchema,
        response: { 200: envelope(spamPostDetailsSchema) },
      },
    },
    async (request) => ok('Spam post', await spam.details(actorOf(request), request.params.postId)),
  );
}
