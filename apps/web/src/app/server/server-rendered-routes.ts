import { decideAccess, matchRoute, type RouteSpec } from '@noticeboard/shared/access';

/**
 * The public pages drawn on the server for visitors (issue 16 §1): the ones people arrive at from a search, a
 * share or a school's link. Everything else, and every page of a signed-in person, is drawn in the browser.
 */
const SERVER_RENDERED = new Set([
  '/community',
  '/community/view-more',
  '/community/:category',
  '/community/:category/:topic',
  '/community/details/:slug',
  '/latest',
  '/trending',
  '/details/:slug',
  '/quiz',
  '/institutions/:customUrl',
  '/institution/:customUrl',
]);

/** The route spec of a path the server draws for a visitor, or null. */
export function serverRenderedRoute(pathname: string): RouteSpec | null {
  const match = matchRoute(pathname);
  if (!match || !SERVER_RENDERED.has(match.route.path)) return null;
  return decideAccess(match.route.access, null).allow ? match.route : null;
}
