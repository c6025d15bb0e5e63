/** Composition root of the forums: one service over the community core's post presenter. */
import type { Infrastructure, Module } from '../../module';
import type { CommunityExports } from '../community.module';
import { forumRoutes } from './forum.routes';
import { ForumService } from './forum.service';

export interface ForumUses {
  community: Pick<CommunityExports, 'presentPosts'>;
}

export function createForumModule({ db }: Infrastructure, { community }: ForumUses): Module {
  const forums = new ForumService(db, community);
  return { name: 'forums', routes: (app) => forumRoutes(app, { forums }), exports: {} };
}
