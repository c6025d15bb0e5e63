/** The school's spam review: reported spam, removed spam, repeat authors and one post's reports (moderators). */
import {
  ACCESS,
  COMMUNITY_PATHS,
  pageQuerySchema,
  postIdParamsSchema,
  spamPostDetailsSchema,
  spamPostPageSchema,
  spamUserPageSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { SpamService } from './spam.service';

export function spamRoutes(app: App, { spam }: { spam: SpamService }): void {
  const route = routeDefiner(app, { tags: ['community'] });
  // One school's review, for its moderators only: the service refuses everyone else.
  const access = ACCESS.signedInSameInstitute;

  route(`GET ${COMMUNITY_PATHS.spamPosts}`, {
    access,
    errors: ['FORBIDDEN'],
    summary: "Your school's live posts with open spam reports (moderators)",
    query: pageQuerySchema,
    response: spamPostPageSchema,
    message: 'Spam posts',
    handler: ({ actor, query }) => spam.posts(actor, 'open', query),
  });
  route(`GET ${COMMUNITY_PATHS.deletedSpamPosts}`, {
    access,
    errors: ['FORBIDDEN'],
    summary: "Your school's posts removed on a spam report (moderators)",
    query: pageQuerySchema,
    response: spamPostPageSchema,
    message: 'Deleted spam posts',
    handler: ({ actor, query }) => spam.posts(actor, 'deleted', query),
  });
  route(`GET ${COMMUNITY_PATHS.spamUsers}`, {
    access,
    errors: ['FORBIDDEN'],
    summary: 'Members of your school reported for spam at least twice (open or upheld), with their restriction',
    query: pageQuerySchema,
    response: spamUserPageSchema,
    message: 'Spam users',
    handler: ({ actor, query }) => spam.users(actor, query),
  });
  route(`GET ${COMMUNITY_PATHS.spamPostDetails}`, {
    access,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
    summary: 'A post of your school with all its reports (moderators)',
    params: postIdParamsSchema,
    response: spamPostDetailsSchema,
    message: 'Spam post',
    handler: ({ actor, params }) => spam.details(actor, params.postId),
  });
}
