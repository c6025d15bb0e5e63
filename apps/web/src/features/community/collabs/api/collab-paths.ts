/** API paths with their parameters filled in, and the web paths of the collab pages. */

/** The category segment of `/collab/{category}` that lists every category. */
export const ALL_CATEGORIES = 'all';

export const collabApiPath = (template: string, collabId: string, userId?: string) => {
  const filled = template.replace(':collabId', encodeURIComponent(collabId));
  return userId ? filled.replace(':userId', encodeURIComponent(userId)) : filled;
};

/** `/collab/all`, `/collab/{category}`, `/collab/{category}/{topic}`, or the school's `/{customUrl}/collab/...`. */
export function collabListPath(customUrl?: string, category: string = ALL_CATEGORIES, topic?: string): string {
  let path = customUrl ? `/${encodeURIComponent(customUrl)}/collab` : '/collab';
  path += `/${encodeURIComponent(category || ALL_CATEGORIES)}`;
  if (topic) path += `/${encodeURIComponent(topic)}`;
  return path;
}

export const collabDetailsPath = (slug: string, customUrl?: string) =>
  `${customUrl ? `/${encodeURIComponent(customUrl)}` : ''}/collab/details/${encodeURIComponent(slug)}`;

/** The edit form is addressed by slug, like the details page. */
export const collabEditPath = (slug: string) => `/collabs/edit?slug=${encodeURIComponent(slug)}`;

export const MY_COLLABS_PATH = '/collabs';
export const NEW_COLLAB_PATH = '/collabs/create';
export const TRACKER_PATH = '/collaboration-tracker';
