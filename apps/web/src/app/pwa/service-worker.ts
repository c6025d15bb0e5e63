/// <reference lib="webworker" />
/**
 * The service worker (issue 16 §1): a return visit draws from the cache at once, and a reader who loses the network
 * still has the pages they opened and today's headlines (offline.html). What it keeps:
 * - precached at install: the entry's scripts and styles, the offline page and the icons (a small list, not all
 *   300 chunks: a child's data plan pays for every byte);
 * - the hashed assets of pages visited, cache-first (they never change);
 * - pages, network-first with a short timeout, so a slow school network still shows the last copy;
 * - today's news list and its images, network-first, fetched once at install so the offline page has headlines.
 * The page empties `nb-pages` and `nb-news` when a session starts or ends (src/lib/offline-caches.ts).
 * Nothing else from the API is cached: answers, quizzes and posts always go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_CACHES } from '../../lib/offline-caches';
import { LATEST_NEWS_PATH, NEWS_IMAGES_PATH, OFFLINE_PAGE, TODAYS_NEWS_URL } from './offline-page';

declare let self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.skipWaiting();
clientsClaim();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

const isNewsList = (url: URL) => url.pathname === LATEST_NEWS_PATH;
const isNewsImage = (url: URL) => url.pathname.startsWith(NEWS_IMAGES_PATH);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && (isNewsList(url) || isNewsImage(url)),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.news,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 2 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

// A page that is neither on the network nor in the cache gets the offline page; anything else fails as it would.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// Today's headlines for the offline page, fetched once when the worker is installed (failures are harmless).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHES.news)
      .then((cache) => cache.add(TODAYS_NEWS_URL))
      .catch(() => undefined),
  );
});
