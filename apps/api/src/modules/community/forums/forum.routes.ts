/** The forums API: the category list (open) and a member's thread lists. */
import {
  envelope,
  FORUM_PATHS,
  forumListQuerySchema,
  forumListSchema,
  memberThreadsQuerySchema,
  pageOf,
  postSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, rolesIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { ForumService } from './forum.service';

const tags = ['community'];

export function communityForumRoutes(app: App, { db }: RouteDeps): void {
  const forums = new ForumService(db);

  app.get(
    FORUM_PATHS.forumList,
    {
      schema: {
        tags,
        summary: "Forum categories with the threads and replies you may see (a school's forum with customUrl)",
        querystring: forumListQuerySchema,
        response: { 200: envelope(forumListSchema) },
      },
    },
    async (request) => ok('Forum list', await forums.forumList(request.actor, request.query.customUrl)),
  );

  app.get(
    FORUM_PATHS.memberThreads,
    {
      preHandler: rolesIn(ROLE_SETS.instituteMembers),
      schema: {
        tags,
        summary: "Your forum threads: your school's, the public forum's, started by you or replied to",
        querystring: memberThreadsQuerySchema,
        response: { 200: envelope(pageOf(postSchema)) },
      },
    },
    async (request) => ok('Forum threads', await forums.memberThreads(actorOf(request), request.query)),
  );
}
