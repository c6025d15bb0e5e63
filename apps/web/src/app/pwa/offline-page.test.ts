import { readFileSync } from 'node:fs';
import { NEWS_PATHS } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES } from '../../lib/offline-caches';
import { LATEST_NEWS_PATH, NEWS_IMAGES_PATH, TODAYS_NEWS_URL } from './offline-page';

describe('the service worker addresses', () => {
  it('are the contract news paths under /api', () => {
    expect(LATEST_NEWS_PATH).toBe(`/api${NEWS_PATHS.latest}`);
    expect(NEWS_IMAGES_PATH).toBe(`/api${NEWS_PATHS.imageFile}/`);
    expect(new URL(TODAYS_NEWS_URL, 'http://x').pathname).toBe(LATEST_NEWS_PATH);
  });

  it('are the ones the plain offline page reads (public/offline.js)', () => {
    const script = readFileSync(new URL('../../../public/offline.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${LATEST_NEWS_PATH}'`);
    expect(script).toContain(`caches.open('${OFFLINE_CACHES.news}')`);
  });
});
