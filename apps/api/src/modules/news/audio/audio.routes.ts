/** Listening (spec §1): the latest-news and category-news bulletins, and the generated MP3 files (open routes). */
import { categoryAudioQuerySchema, NEWS_PATHS, newsBulletinSchema, newsFileParamsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import { notFound } from '../../../lib/errors';
import { sendStoredFile } from '../../../lib/serve-file';
import type { FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import { NEWS_TAGS, OPEN_NEWS } from '../news-access';
import { AUDIO_KEY_PREFIX } from './audio-keys';
import type { BulletinService } from './bulletin.service';

/** Only the files this module writes: `articles/<id>.mp3` and `bulletins/<name>-<hash>.mp3`. */
const AUDIO_FILE_PATTERN = /^(articles|bulletins)\/[a-z0-9][a-z0-9-]*\.mp3$/;

export function newsAudioRoutes(
  app: App,
  { bulletins, storage }: { bulletins: BulletinService; storage: FileStorage },
): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });

  route(`GET ${NEWS_PATHS.latestAudio}`, {
    access: OPEN_NEWS,
    errors: [],
    summary: 'The latest news as a spoken bulletin',
    response: newsBulletinSchema,
    message: 'Latest news audio',
    handler: () => bulletins.current(),
  });
  route(`GET ${NEWS_PATHS.categoryAudio}`, {
    access: OPEN_NEWS,
    errors: [],
    summary: "One category's news as a spoken bulletin",
    query: categoryAudioQuerySchema,
    response: newsBulletinSchema,
    message: 'Category news audio',
    handler: ({ query }) => bulletins.current(query.category),
  });
  route(`GET ${NEWS_PATHS.audioFile}/*`, {
    access: OPEN_NEWS,
    // A range beyond the end answers 416 (lib/serve-file.ts).
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    summary: 'A generated MP3 (Range requests for seeking)',
    params: newsFileParamsSchema,
    raw: {},
    handler: async ({ params, request, reply }) => {
      const path = params['*'];
      if (!AUDIO_FILE_PATTERN.test(path)) throw notFound('File not found');
      return sendStoredFile(request, reply, storage, `${AUDIO_KEY_PREFIX}${path}`, 'audio/mpeg');
    },
  });
}
