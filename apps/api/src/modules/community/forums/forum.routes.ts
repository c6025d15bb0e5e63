/** The forums API: the category list (open) and a member's thread lists. */
import {
  ACCESS,
  FORUM_PATHS,
  forumListQuerySchema,
  forumListSchema,
  forumThreadPageSchema,
  memberThreadsQuerySchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { ForumService } from './forum.service';

export function forumRoutes(app: App, { forums }: { forums: ForumService }): void {
  const route = routeDefiner(app, { tags: ['community'] });

  route(`GET ${FORUM_PATHS.forumList}`, {
    access: ACCESS.open(
      'the forum list is part of the community’s open side (spec §2 /forum); each caller counts only threads they may see',
    ),
    errors: ['NOT_FOUND'],
    summary: "Forum categories with the threads and replies you may see (a school's forum with customUrl)",
    query: forumListQuerySchema,
    response: forumListSchema,
    message: 'Forum list',
    handler: ({ actor, query }) => forums.forumList(actor, query.customUrl),
  });
  route(`GET ${FORUM_PATHS.memberThreads}`, {
    access: ACCESS.roles(ROLE_SETS.instituteMembers),
    errors: [],
    summary: "Your forum threads: your school's, the public forum's, started by you or replied to",
    query: memberThreadsQuerySchema,
    response: forumThreadPageSchema,
    message: 'Forum threads',
    handler: ({ actor, query }) => forums.memberThreads(actor, query),
  });
}
