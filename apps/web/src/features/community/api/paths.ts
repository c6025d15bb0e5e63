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
