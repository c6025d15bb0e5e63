/** API paths with their parameters filled in, and the web paths of the community pages. */

export const postPath = (template: string, postId: string) => template.replace(':postId', encodeURIComponent(postId));
export const commentPath = (template: string, commentId: string) =>
  template.replace(':commentId', encodeURIComponent(commentId));

/** `/community` or `/{customUrl}/community`. */
export const communityBase = (customUrl?: string) =>
  customUrl ? `/${encodeURIComponent(customUrl)}/community` : '/community';

export const categoryPagePath = (customUrl: string | undefined, category?: string, topic?: string) => {
  let path = communityBase(customUrl);
  if (category) path += `/${encodeURIComponent(category)}`;
  if (category && topic) path += `/${encodeURIComponent(topic)}`;
  return path;
};

export const postDetailsPath = (slug: string, customUrl?: string) =>
  `${communityBase(customUrl)}/details/${encodeURIComponent(slug)}`;

/** `/forum` or `/{customUrl}/forum`. */
export const forumBase = (customUrl?: string) => (customUrl ? `/${encodeURIComponent(customUrl)}/forum` : '/forum');

export const threadDetailsPath = (slug: string, customUrl?: string) =>
  `${forumBase(customUrl)}/details/${encodeURIComponent(slug)}`;

/** Where a post of any kind is read: forum threads on the forum's pages, the rest on the community's. */
export const detailsPathOf = (post: { slug: string; feedKind: string }, customUrl?: string) =>
  post.feedKind === 'forum' ? threadDetailsPath(post.slug, customUrl) : postDetailsPath(post.slug, customUrl);

/** The category (and topic) page of a post's own kind: the forum's, the library's or the community's. */
export function categoryPathOf(
  post: { feedKind: string },
  customUrl: string | undefined,
  category: string,
  topic?: string,
) {
  const tail = `/${encodeURIComponent(category)}${topic ? `/${encodeURIComponent(topic)}` : ''}`;
  if (post.feedKind === 'forum') return `${forumBase(customUrl)}${tail}`;
  if (post.feedKind === 'community-library') return `/community-library${tail}`;
  return categoryPagePath(customUrl, category, topic);
}
