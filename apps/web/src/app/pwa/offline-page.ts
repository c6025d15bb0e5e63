/**
 * Addresses the service worker needs. Written out rather than imported from @noticeboard/shared: its barrel brings
 * the Zod schemas (~90 KB) into the worker. offline-page.test.ts checks them against NEWS_PATHS.
 */

/** The page shown for an address never opened while online (public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';

/** NEWS_PATHS.latest under /api: the latest feed, whose first page gives the offline page its headlines. */
export const LATEST_NEWS_PATH = '/api/users/latest/';

/** NEWS_PATHS.imageFile under /api: the articles' lead images. */
export const NEWS_IMAGES_PATH = '/api/news/images/';

/** The news list fetched when the worker installs: the latest feed's first page, as the app asks for it. */
export const TODAYS_NEWS_URL = `${LATEST_NEWS_PATH}?page=0&size=12`;
