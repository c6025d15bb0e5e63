/** The forum's web paths. `/forum` itself is not a route: the forum opens on a category (`all` for every one). */
import type { ForumType } from '@noticeboard/shared';
import { forumBase } from '../../api/paths';

/** `/forum/all` lists the threads of every category (not a category itself). */
export const ALL_CATEGORIES = 'all';

export const forumCategoryPath = (customUrl: string | undefined, category: string, topic?: string) => {
  let path = `${forumBase(customUrl)}/${encodeURIComponent(category)}`;
  if (topic) path += `/${encodeURIComponent(topic)}`;
  return path;
};

export const forumsPath = (forumType?: ForumType) => (forumType ? `/forums/${forumType}` : '/forums');
